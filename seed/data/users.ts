/**
 * Accounts the seed creates. The development defaults are documented in the README;
 * production refuses to seed an admin with them (see seed/seed.ts).
 */
export const DEFAULT_ADMIN = {
  email: 'admin@example.co.za',
  password: 'Dev-Admin-Password-2026',
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
  password: process.env.DEMO_CLIENT_PASSWORD || 'Demo-Client-Portal-2026',
  name: 'Thandi Mokoena',
  company: 'Mokoena Retail Group',
}

/** A second client, so that isolation between clients is visible and testable. */
export const SECOND_CLIENT = {
  email: 'sipho@ubuntu-logistics.co.za',
  password: process.env.SECOND_CLIENT_PASSWORD || 'Second-Client-Portal-2026',
  name: 'Sipho Dlamini',
  company: 'Ubuntu Logistics',
}
