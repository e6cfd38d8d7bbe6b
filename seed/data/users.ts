import { DEMO_CLIENT_LOGIN } from '../../src/features/portal/demoAccount'
import { DEV_DEFAULTS } from '../../src/env/productionConfig'

/**
 * Accounts the seed creates. The development defaults are documented in the README;
 * production refuses to seed with them (see seed/seed.ts and src/env/productionConfig.ts).
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

/** A staff account with the editor role only: content, drafts and preview (README: "Roles"). */
export const DEMO_EDITOR = {
  email: 'editor@example.co.za',
  password: process.env.DEMO_EDITOR_PASSWORD || DEV_DEFAULTS.DEMO_EDITOR_PASSWORD,
  name: 'Naledi Editor',
  staffRoles: ['editor'],
} as const

/** A staff account with the sales role only: leads and the client portal (README: "Roles"). */
export const DEMO_SALES = {
  email: 'sales@example.co.za',
  password: process.env.DEMO_SALES_PASSWORD || DEV_DEFAULTS.DEMO_SALES_PASSWORD,
  name: 'Johan Sales',
  staffRoles: ['sales'],
} as const

/** The portal's demo client: the spec's demo account, with the spec's sample data. */
export const DEMO_CLIENT = {
  ...DEMO_CLIENT_LOGIN,
  name: 'Thandi Mokoena',
  company: 'Mokoena Retail Group',
}

/** The demo client's marketing lead: a member (posts, uploads, approves). */
export const DEMO_MEMBER = {
  email: 'lerato@client.co.za',
  password: process.env.DEMO_MEMBER_PASSWORD || DEV_DEFAULTS.DEMO_MEMBER_PASSWORD,
  name: 'Lerato Khumalo',
  company: 'Mokoena Retail Group',
}

/** The demo client's developer: a viewer (reads only). */
export const DEMO_VIEWER = {
  email: 'pieter@client.co.za',
  password: process.env.DEMO_VIEWER_PASSWORD || DEV_DEFAULTS.DEMO_VIEWER_PASSWORD,
  name: 'Pieter van Wyk',
  company: 'Mokoena Retail Group',
}

/** A second client, so that isolation between clients is visible and testable. */
export const SECOND_CLIENT = {
  email: 'sipho@ubuntu-logistics.co.za',
  password: process.env.SECOND_CLIENT_PASSWORD || DEV_DEFAULTS.SECOND_CLIENT_PASSWORD,
  name: 'Sipho Dlamini',
  company: 'Ubuntu Logistics',
}

/** The seeded client organisations, each with its people and their member roles. */
export const SEED_ORGANISATIONS = {
  demo: {
    name: DEMO_CLIENT.company,
    members: [
      { ...DEMO_CLIENT, memberRole: 'owner' },
      { ...DEMO_MEMBER, memberRole: 'member' },
      { ...DEMO_VIEWER, memberRole: 'viewer' },
    ],
  },
  second: { name: SECOND_CLIENT.company, members: [{ ...SECOND_CLIENT, memberRole: 'owner' }] },
} as const
