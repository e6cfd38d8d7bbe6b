import { DEV_DEFAULTS } from '../../src/lib/productionConfig'

/**
 * Accounts the seed creates. The development defaults are documented in the README;
 * production refuses to seed with them (see seed/seed.ts and src/lib/productionConfig.ts).
 */
export const DEFAULT_ADMIN = {
  email: DEV_DEFAULTS.SEED_ADMIN_EMAIL,
  password: DEV_DEFAULTS.SEED_ADMIN_PASSWORD,
  name: 'Site Administrator',
}

export const seedAdmin = () => ({
  email: process.env.SEED_ADMIN_EMAIL || DEFAULT_ADMIN.email,
  password: process.env.SEED_ADMIN_PASSWORD || DEFAULT_ADMIN.password,
  name: DEFAULT_ADMIN.name,
})

/** The portal's demo client: the spec's demo account, with the spec's sample data. */
export const DEMO_CLIENT = {
  email: 'demo@client.co.za',
  password: process.env.DEMO_CLIENT_PASSWORD || DEV_DEFAULTS.DEMO_CLIENT_PASSWORD,
  name: 'Thandi Mokoena',
  company: 'Mokoena Retail Group',
}

/** A second client, so that isolation between clients is visible and testable. */
export const SECOND_CLIENT = {
  email: 'sipho@ubuntu-logistics.co.za',
  password: process.env.SECOND_CLIENT_PASSWORD || DEV_DEFAULTS.SECOND_CLIENT_PASSWORD,
  name: 'Sipho Dlamini',
  company: 'Ubuntu Logistics',
}
