import { afterEach, describe, expect, it, vi } from 'vitest'

import { DEV_DEFAULTS } from '@/env/productionConfig'
import { readEnv } from '@/env/envSchema.mjs'

/** The app's configuration as an operator meets it: src/env/index.ts loaded with their variables. */
async function loadEnv(vars: Record<string, string | undefined>) {
  vi.resetModules()
  for (const [name, value] of Object.entries(vars)) vi.stubEnv(name, value)
  return (await import('@/env')).env
}

describe('the environment (src/env/envSchema.mjs, src/env/index.ts)', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('refuses a misspelt setting instead of quietly taking the default', async () => {
    await expect(loadEnv({ SMTP_SECURE: 'ture' })).rejects.toThrow(
      'Invalid environment: SMTP_SECURE must be true or false. See .env.example.',
    )
    expect(() => readEnv({ STAFF_SECOND_FACTOR: 'sometimes', SMTP_PORT: '25x' })).toThrow(
      'Invalid environment: STAFF_SECOND_FACTOR must be required or optional; SMTP_PORT must be a whole number.',
    )
    expect(() => readEnv({ NEXT_PUBLIC_SERVER_URL: 'www.kayadigital.co.za' })).toThrow(
      'NEXT_PUBLIC_SERVER_URL must be a URL',
    )
  })

  it('takes a blank value as unset: an empty secret never signs anything', async () => {
    const env = await loadEnv({ NODE_ENV: 'development', PAYLOAD_SECRET: '', SMTP_PORT: ' ' })
    expect(env.payloadSecret).toBe(DEV_DEFAULTS.PAYLOAD_SECRET)
    expect(env.smtp.port).toBe(587)
  })

  it('refuses to run in production with the development secret, but lets `next build` load it', async () => {
    const production = { NODE_ENV: 'production', PAYLOAD_SECRET: DEV_DEFAULTS.PAYLOAD_SECRET }
    await expect(loadEnv({ ...production, NEXT_PHASE: '' })).rejects.toThrow(
      'Refusing to start in production: PAYLOAD_SECRET is the development default',
    )
    const atBuild = await loadEnv({ ...production, NEXT_PHASE: 'phase-production-build' })
    expect(atBuild.isProduction).toBe(true)
  })

  it('names the statements of every submission unless told the database is behind a pooler that cannot keep them', async () => {
    const statement = async (vars: Record<string, string>) => {
      await loadEnv(vars)
      const { everySubmission } = await import('@/db/client')
      return everySubmission('count', 'select $1::int', [1])
    }
    const named = await statement({})
    expect(named).toMatchObject({ text: 'select $1::int', values: [1] })
    expect(named.name).toMatch(/^count:[\w-]{16}$/)
    expect(await statement({ DATABASE_NAMED_STATEMENTS: 'true' })).toHaveProperty(
      'name',
      named.name,
    )
    // Another text of the same kind (a column added while the dev server keeps its pool) is
    // another name: node-postgres refuses a name it prepared with a different text.
    const { everySubmission } = await import('@/db/client')
    expect(everySubmission('count', 'select $1::bigint', [1]).name).not.toBe(named.name)
    const unnamed = await statement({ DATABASE_NAMED_STATEMENTS: 'false' })
    expect(unnamed).toEqual({ text: 'select $1::int', values: [1] })
    await expect(loadEnv({ DATABASE_NAMED_STATEMENTS: 'no' })).rejects.toThrow(
      'DATABASE_NAMED_STATEMENTS must be true or false',
    )
  })

  it('reads the switchable settings when they are used, not once at start', async () => {
    const env = await loadEnv({ STAFF_SECOND_FACTOR: 'optional' })
    expect(env.staffSecondFactor()).toBe('optional')
    vi.stubEnv('STAFF_SECOND_FACTOR', 'required')
    expect(env.staffSecondFactor()).toBe('required')
  })
})
