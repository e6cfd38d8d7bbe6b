import * as migration_20261122_031555_initial from './20261122_031555_initial';
import * as migration_20261122_032900_rate_limits from './20261122_032900_rate_limits';
import * as migration_20261122_033223_leads_export from './20261122_033223_leads_export';
import * as migration_20261124_030730_lead_desk from './20261124_030730_lead_desk';

export const migrations = [
  {
    up: migration_20261122_031555_initial.up,
    down: migration_20261122_031555_initial.down,
    name: '20261122_031555_initial',
  },
  {
    up: migration_20261122_032900_rate_limits.up,
    down: migration_20261122_032900_rate_limits.down,
    name: '20261122_032900_rate_limits',
  },
  {
    up: migration_20261122_033223_leads_export.up,
    down: migration_20261122_033223_leads_export.down,
    name: '20261122_033223_leads_export',
  },
  {
    up: migration_20261124_030730_lead_desk.up,
    down: migration_20261124_030730_lead_desk.down,
    name: '20261124_030730_lead_desk'
  },
];
