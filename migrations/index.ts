import * as migration_20261122_031555_initial from './20261122_031555_initial';
import * as migration_20261122_032900_rate_limits from './20261122_032900_rate_limits';
import * as migration_20261122_033223_leads_export from './20261122_033223_leads_export';
import * as migration_20261124_030656_scale_out_storage_fields from './20261124_030656_scale_out_storage_fields';
import * as migration_20261124_030730_lead_desk from './20261124_030730_lead_desk';
import * as migration_20261124_032450_spam_reason from './20261124_032450_spam_reason';
import * as migration_20261124_034024_content_drafts from './20261124_034024_content_drafts';
import * as migration_20261124_050000_site_url_from_env from './20261124_050000_site_url_from_env';
import * as migration_20261124_104821_schema_snapshot from './20261124_104821_schema_snapshot';
import * as migration_20261125_033256_client_organisations from './20261125_033256_client_organisations';
import * as migration_20261125_035638_portal_notifications from './20261125_035638_portal_notifications';
import * as migration_20261125_042010_invitations from './20261125_042010_invitations';
import * as migration_20261125_044115_approvals from './20261125_044115_approvals';
import * as migration_20261126_033407_staff_roles from './20261126_033407_staff_roles';
import * as migration_20261126_033601_second_factors from './20261126_033601_second_factors';
import * as migration_20261126_033706_audit_log from './20261126_033706_audit_log';
import * as migration_20261126_040231_passkeys from './20261126_040231_passkeys';
import * as migration_20261126_055740_user_sessions from './20261126_055740_user_sessions';
import * as migration_20261126_060831_backup_task from './20261126_060831_backup_task';
import * as migration_20261126_070415_schedule_publish from './20261126_070415_schedule_publish';
import * as migration_20261126_070721_callback_spam from './20261126_070721_callback_spam';
import * as migration_20261126_070723_redirects from './20261126_070723_redirects';
import * as migration_20261129_021149_content_search_index from './20261129_021149_content_search_index';
import * as migration_20261129_034744_content_and_attribution from './20261129_034744_content_and_attribution';

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
    up: migration_20261124_030656_scale_out_storage_fields.up,
    down: migration_20261124_030656_scale_out_storage_fields.down,
    name: '20261124_030656_scale_out_storage_fields',
  },
  {
    up: migration_20261124_030730_lead_desk.up,
    down: migration_20261124_030730_lead_desk.down,
    name: '20261124_030730_lead_desk',
  },
  {
    up: migration_20261124_032450_spam_reason.up,
    down: migration_20261124_032450_spam_reason.down,
    name: '20261124_032450_spam_reason',
  },
  {
    up: migration_20261124_034024_content_drafts.up,
    down: migration_20261124_034024_content_drafts.down,
    name: '20261124_034024_content_drafts',
  },
  {
    up: migration_20261124_050000_site_url_from_env.up,
    down: migration_20261124_050000_site_url_from_env.down,
    name: '20261124_050000_site_url_from_env',
  },
  {
    up: migration_20261124_104821_schema_snapshot.up,
    down: migration_20261124_104821_schema_snapshot.down,
    name: '20261124_104821_schema_snapshot',
  },
  {
    up: migration_20261125_033256_client_organisations.up,
    down: migration_20261125_033256_client_organisations.down,
    name: '20261125_033256_client_organisations',
  },
  {
    up: migration_20261125_035638_portal_notifications.up,
    down: migration_20261125_035638_portal_notifications.down,
    name: '20261125_035638_portal_notifications',
  },
  {
    up: migration_20261125_042010_invitations.up,
    down: migration_20261125_042010_invitations.down,
    name: '20261125_042010_invitations',
  },
  {
    up: migration_20261125_044115_approvals.up,
    down: migration_20261125_044115_approvals.down,
    name: '20261125_044115_approvals',
  },
  {
    up: migration_20261126_033407_staff_roles.up,
    down: migration_20261126_033407_staff_roles.down,
    name: '20261126_033407_staff_roles',
  },
  {
    up: migration_20261126_033601_second_factors.up,
    down: migration_20261126_033601_second_factors.down,
    name: '20261126_033601_second_factors',
  },
  {
    up: migration_20261126_033706_audit_log.up,
    down: migration_20261126_033706_audit_log.down,
    name: '20261126_033706_audit_log',
  },
  {
    up: migration_20261126_040231_passkeys.up,
    down: migration_20261126_040231_passkeys.down,
    name: '20261126_040231_passkeys',
  },
  {
    up: migration_20261126_055740_user_sessions.up,
    down: migration_20261126_055740_user_sessions.down,
    name: '20261126_055740_user_sessions',
  },
  {
    up: migration_20261126_060831_backup_task.up,
    down: migration_20261126_060831_backup_task.down,
    name: '20261126_060831_backup_task',
  },
  {
    up: migration_20261126_070415_schedule_publish.up,
    down: migration_20261126_070415_schedule_publish.down,
    name: '20261126_070415_schedule_publish',
  },
  {
    up: migration_20261126_070721_callback_spam.up,
    down: migration_20261126_070721_callback_spam.down,
    name: '20261126_070721_callback_spam',
  },
  {
    up: migration_20261126_070723_redirects.up,
    down: migration_20261126_070723_redirects.down,
    name: '20261126_070723_redirects',
  },
  {
    up: migration_20261129_021149_content_search_index.up,
    down: migration_20261129_021149_content_search_index.down,
    name: '20261129_021149_content_search_index',
  },
  {
    up: migration_20261129_034744_content_and_attribution.up,
    down: migration_20261129_034744_content_and_attribution.down,
    name: '20261129_034744_content_and_attribution'
  },
];
