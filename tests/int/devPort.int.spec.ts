/**
 * `PORT=3001 npm run dev` without NEXT_PUBLIC_SERVER_URL: the config Payload runs with must take
 * its own origin as the public one, or the session cookie of a client signed in on :3001 is
 * ignored (CSRF allowlist) and their upload answers 401. Loaded in a child process, because the
 * environment is read once when the config is imported.
 */
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

import { describe, expect, it } from 'vitest'

const exec = promisify(execFile)

describe('development on another port', () => {
  it(
    'trusts http://localhost:<PORT> for cookies, CORS and admin links',
    { timeout: 120_000 },
    async () => {
      const script = [
        "const { default: config } = await import('./payload.config.ts')",
        'const built = await config',
        'console.log(JSON.stringify({ serverURL: built.serverURL, csrf: built.csrf, cors: built.cors }))',
        'process.exit(0)',
      ].join('\n')
      const childEnv: NodeJS.ProcessEnv = { ...process.env, PORT: '3201', NODE_ENV: 'development' }
      delete childEnv.NEXT_PUBLIC_SERVER_URL
      // The condition keeps Lexical off its top-level-await entry (scripts/run.ts, runBundled).
      const { stdout } = await exec(
        'node_modules/.bin/tsx',
        ['--conditions=development', '--input-type=module', '--eval', script],
        { env: childEnv },
      )
      const line = stdout.trim().split('\n').at(-1) ?? ''
      const config = JSON.parse(line) as { serverURL: string; csrf: string[]; cors: string[] }
      expect(config.serverURL).toBe('http://localhost:3201')
      expect(config.csrf).toContain('http://localhost:3201')
      expect(config.cors).toContain('http://localhost:3201')
      expect(config.csrf).not.toContain('http://localhost:3000')
    },
  )
})
