import { DEV_DEFAULTS } from '@/env/productionConfig'
import { readEnv } from '@/env/envSchema.mjs'

/**
 * Whether the sign-in card may show the demo account's credentials. DEMO_LOGIN_HINT=true or
 * =false decides; unset, the hint shows in development and stays hidden in production, where
 * printing a password on a public page must be a deliberate choice. The page also checks that
 * the demo account still exists before showing it.
 */
export function demoHintEnabled(env: { DEMO_LOGIN_HINT?: string; NODE_ENV?: string }): boolean {
  const setting = env.DEMO_LOGIN_HINT?.trim().toLowerCase()
  if (setting === 'true') return true
  if (setting === 'false') return false
  return env.NODE_ENV !== 'production'
}

/** The credentials the sign-in card may show. */
export type DemoCredentials = { email: string; password: string }

/** The spec's demo client account; seed/data/users.ts creates it from this. */
export const DEMO_CLIENT_LOGIN: DemoCredentials = {
  email: 'demo@client.co.za',
  password: readEnv().DEMO_CLIENT_PASSWORD ?? DEV_DEFAULTS.DEMO_CLIENT_PASSWORD,
}
