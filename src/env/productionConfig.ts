/** The development defaults and the check that keeps them out of production; pure, so unit-tested directly. */
export const DEV_DEFAULTS = {
  PAYLOAD_SECRET: 'dev-only-secret-change-me-0123456789abcdef',
  SEED_ADMIN_EMAIL: 'admin@example.co.za',
  SEED_ADMIN_PASSWORD: 'Dev-Admin-Password-2026',
  DEMO_CLIENT_PASSWORD: 'Demo-Client-Portal-2026',
  DEMO_MEMBER_PASSWORD: 'Demo-Member-Portal-2026',
  DEMO_VIEWER_PASSWORD: 'Demo-Viewer-Portal-2026',
  SECOND_CLIENT_PASSWORD: 'Second-Client-Portal-2026',
  DEMO_EDITOR_PASSWORD: 'Demo-Editor-Content-2026',
  DEMO_SALES_PASSWORD: 'Demo-Sales-Leads-2026',
} as const

type Vars = Readonly<Record<string, string | undefined>>

/** A session secret shorter than this is guessable offline from any token it signed. */
export const MIN_SECRET_LENGTH = 32

export function appConfigProblems(vars: Vars): string[] {
  const policy = vars.STAFF_SECOND_FACTOR
  if (policy && policy !== 'required' && policy !== 'optional')
    return ['STAFF_SECOND_FACTOR must be required or optional']
  const secret = vars.PAYLOAD_SECRET
  if (!secret) return ['PAYLOAD_SECRET must be set']
  if (secret === DEV_DEFAULTS.PAYLOAD_SECRET) return ['PAYLOAD_SECRET is the development default']
  if (secret.length < MIN_SECRET_LENGTH)
    return [`PAYLOAD_SECRET must be at least ${MIN_SECRET_LENGTH} characters`]
  return []
}

/** What seeding needs in production: every seeded account's credentials set, none the default. */
export function seedConfigProblems(vars: Vars): string[] {
  const problems: string[] = []
  for (const name of [
    'SEED_ADMIN_EMAIL',
    'SEED_ADMIN_PASSWORD',
    'DEMO_CLIENT_PASSWORD',
    'DEMO_MEMBER_PASSWORD',
    'DEMO_VIEWER_PASSWORD',
    'SECOND_CLIENT_PASSWORD',
    'DEMO_EDITOR_PASSWORD',
    'DEMO_SALES_PASSWORD',
  ] as const) {
    const value = vars[name]
    if (!value) problems.push(`${name} must be set`)
    else if (value === DEV_DEFAULTS[name]) problems.push(`${name} is the development default`)
  }
  return problems
}

export class ProductionConfigError extends Error {
  constructor(what: string, problems: string[]) {
    super(`Refusing to ${what} in production: ${problems.join('; ')}. See .env.example.`)
    this.name = 'ProductionConfigError'
  }
}

/** Throws in production when a credential is missing or still a development default. */
export function assertProductionConfig(vars: Vars, what: 'start' | 'seed'): void {
  if (vars.NODE_ENV !== 'production') return
  const seeds = what === 'seed' || vars.SEED_ON_START === 'true'
  const problems = [...appConfigProblems(vars), ...(seeds ? seedConfigProblems(vars) : [])]
  if (problems.length) throw new ProductionConfigError(what === 'seed' ? 'seed' : 'start', problems)
}
