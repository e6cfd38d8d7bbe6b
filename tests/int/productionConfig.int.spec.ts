import { spawn } from 'node:child_process'

import { describe, expect, it } from 'vitest'

import { DEV_DEFAULTS } from '@/env/productionConfig'

/**
 * The production refusals as an operator meets them: the real seed command and the real app
 * configuration, run as separate processes with a production environment, exit with the reason.
 */

const run = (args: string[], env: Record<string, string | undefined>) =>
  new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn('node_modules/.bin/tsx', args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('exit', (code) => resolve({ code, output }))
  })

const loadEnv = [
  '-e',
  "import('./src/env/index.ts').then(() => console.log('configuration accepted'))",
]
const realSecret = 'c0ffee-0123456789abcdef0123456789abcdef-prod'

describe('no default credentials in production (processes)', () => {
  it('the app configuration refuses to load with the development secret, and loads with a real one', async () => {
    const refused = await run(loadEnv, {
      NODE_ENV: 'production',
      PAYLOAD_SECRET: DEV_DEFAULTS.PAYLOAD_SECRET,
      NEXT_PHASE: '',
    })
    expect(refused.code).not.toBe(0)
    expect(refused.output).toContain(
      'Refusing to start in production: PAYLOAD_SECRET is the development default',
    )

    const missing = await run(loadEnv, {
      NODE_ENV: 'production',
      PAYLOAD_SECRET: '',
      NEXT_PHASE: '',
    })
    expect(missing.code).not.toBe(0)
    expect(missing.output).toContain('PAYLOAD_SECRET must be set')

    const accepted = await run(loadEnv, {
      NODE_ENV: 'production',
      PAYLOAD_SECRET: realSecret,
      NEXT_PHASE: '',
    })
    expect(accepted.output).toContain('configuration accepted')
    expect(accepted.code).toBe(0)
  })

  it('the seed refuses to create the development accounts in production and creates nothing', async () => {
    const seeded = await run(['seed/index.ts'], {
      NODE_ENV: 'production',
      PAYLOAD_SECRET: realSecret,
      SEED_ADMIN_EMAIL: 'owner@kaya.example',
      SEED_ADMIN_PASSWORD: 'A-Real-Production-Passphrase-1',
      DEMO_CLIENT_PASSWORD: DEV_DEFAULTS.DEMO_CLIENT_PASSWORD,
      SECOND_CLIENT_PASSWORD: undefined,
    })
    expect(seeded.code).toBe(1)
    expect(seeded.output).toContain('Refusing to seed in production')
    expect(seeded.output).toContain('DEMO_CLIENT_PASSWORD is the development default')
    expect(seeded.output).toContain('SECOND_CLIENT_PASSWORD must be set')
    expect(seeded.output).not.toContain('Seed complete')
  })
})
