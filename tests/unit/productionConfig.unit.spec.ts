import { describe, expect, it, vi } from 'vitest'

import { assertProductionConfig, DEV_DEFAULTS, ProductionConfigError } from '@/env/productionConfig'

const safe = {
  NODE_ENV: 'production',
  PAYLOAD_SECRET: 'f3b9c0d1e2a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0',
  SEED_ADMIN_EMAIL: 'owner@kaya.example',
  SEED_ADMIN_PASSWORD: 'a-long-unique-admin-passphrase',
  DEMO_CLIENT_PASSWORD: 'a-long-unique-demo-passphrase',
  DEMO_MEMBER_PASSWORD: 'a-long-unique-member-passphrase',
  DEMO_VIEWER_PASSWORD: 'a-long-unique-viewer-passphrase',
  SECOND_CLIENT_PASSWORD: 'a-long-unique-second-passphrase',
  DEMO_EDITOR_PASSWORD: 'a-long-unique-editor-passphrase',
  DEMO_SALES_PASSWORD: 'a-long-unique-sales-passphrase',
}

describe('no default credentials in production', () => {
  it('lets production start and seed with real values', () => {
    expect(() => assertProductionConfig(safe, 'start')).not.toThrow()
    expect(() => assertProductionConfig(safe, 'seed')).not.toThrow()
  })

  it('leaves development and tests alone, defaults included', () => {
    expect(() => assertProductionConfig({ NODE_ENV: 'development' }, 'seed')).not.toThrow()
    expect(() =>
      assertProductionConfig({ NODE_ENV: 'test', ...DEV_DEFAULTS }, 'start'),
    ).not.toThrow()
  })

  it.each([
    ['missing', undefined, 'PAYLOAD_SECRET must be set'],
    [
      'the development default',
      DEV_DEFAULTS.PAYLOAD_SECRET,
      'PAYLOAD_SECRET is the development default',
    ],
    ['too short', 'short-secret', 'PAYLOAD_SECRET must be at least 32 characters'],
  ])('refuses to start when PAYLOAD_SECRET is %s', (_, value, message) => {
    expect(() => assertProductionConfig({ ...safe, PAYLOAD_SECRET: value }, 'start')).toThrow(
      ProductionConfigError,
    )
    expect(() => assertProductionConfig({ ...safe, PAYLOAD_SECRET: value }, 'start')).toThrow(
      message,
    )
  })

  it.each([
    'SEED_ADMIN_EMAIL',
    'SEED_ADMIN_PASSWORD',
    'DEMO_CLIENT_PASSWORD',
    'DEMO_MEMBER_PASSWORD',
    'DEMO_VIEWER_PASSWORD',
    'SECOND_CLIENT_PASSWORD',
    'DEMO_EDITOR_PASSWORD',
    'DEMO_SALES_PASSWORD',
  ] as const)('refuses to seed when %s is missing or the development default', (name) => {
    expect(() => assertProductionConfig({ ...safe, [name]: undefined }, 'seed')).toThrow(
      `${name} must be set`,
    )
    expect(() => assertProductionConfig({ ...safe, [name]: '' }, 'seed')).toThrow(
      `${name} must be set`,
    )
    expect(() => assertProductionConfig({ ...safe, [name]: DEV_DEFAULTS[name] }, 'seed')).toThrow(
      `${name} is the development default`,
    )
  })

  it('checks the seed credentials at start only when the app seeds on start', () => {
    const withDefaults = { ...safe, SEED_ADMIN_PASSWORD: DEV_DEFAULTS.SEED_ADMIN_PASSWORD }
    expect(() => assertProductionConfig(withDefaults, 'start')).not.toThrow()
    expect(() =>
      assertProductionConfig({ ...withDefaults, SEED_ON_START: 'true' }, 'start'),
    ).toThrow('SEED_ADMIN_PASSWORD is the development default')
  })

  it('names every problem at once', () => {
    expect(() => assertProductionConfig({ NODE_ENV: 'production' }, 'seed')).toThrow(
      'Refusing to seed in production: PAYLOAD_SECRET must be set; SEED_ADMIN_EMAIL must be set; SEED_ADMIN_PASSWORD must be set; DEMO_CLIENT_PASSWORD must be set; DEMO_MEMBER_PASSWORD must be set; DEMO_VIEWER_PASSWORD must be set; SECOND_CLIENT_PASSWORD must be set; DEMO_EDITOR_PASSWORD must be set; DEMO_SALES_PASSWORD must be set. See .env.example.',
    )
  })
})

describe('server start (src/instrumentation.ts)', () => {
  it('makes the production server refuse to start with the development secret', async () => {
    const { register } = await import('@/instrumentation')
    vi.stubEnv('NEXT_RUNTIME', 'nodejs')
    vi.stubEnv('NODE_ENV', 'production')
    vi.stubEnv('PAYLOAD_SECRET', DEV_DEFAULTS.PAYLOAD_SECRET)
    try {
      await expect(register()).rejects.toThrow(
        'Refusing to start in production: PAYLOAD_SECRET is the development default',
      )
      vi.stubEnv('PAYLOAD_SECRET', safe.PAYLOAD_SECRET)
      await expect(register()).resolves.toBeUndefined()
    } finally {
      vi.unstubAllEnvs()
    }
  })
})
