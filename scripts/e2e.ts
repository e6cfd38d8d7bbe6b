/**
 * End-to-end run: builds the production site against the test database (scripts/testBuild.ts;
 * E2E_SKIP_BUILD=1 and `npm test` start the build already in .next), starts it with the
 * production server (as `npm start` does), a real SMTP server on loopback, then Playwright with
 * Debian's Chromium: the parallel-safe specs first, several at a time, then the rest one at a
 * time (playwright.config.ts).
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { startSmtpServer } from '../tests/helpers/smtpServer'
import { E2E_BASE_URL, E2E_PORT, E2E_SMTP_PORT, testEnv } from '../tests/helpers/testEnv'
import { productionServer, run, type Env } from './run'
import { waitForServer } from './lib/server'
import { buildForTests, TEST_SECRET } from './testBuild'

const MAIL_DIR = path.resolve('.tmp/mail')

/** Each phase's JSON report, which `npm test` counts. */
export const E2E_REPORTS = ['.tmp/playwright-parallel.json', '.tmp/playwright-serial.json']

export async function runE2e(
  baseEnv: Env,
  args: string[],
  { build = !process.env.E2E_SKIP_BUILD } = {},
) {
  fs.rmSync(MAIL_DIR, { recursive: true, force: true })
  fs.mkdirSync(MAIL_DIR, { recursive: true })
  const smtp = await startSmtpServer(E2E_SMTP_PORT, MAIL_DIR)

  const env: Env = {
    ...baseEnv,
    ...testEnv,
    SMTP_PORT: String(E2E_SMTP_PORT),
    NEXT_PUBLIC_SERVER_URL: E2E_BASE_URL,
    PAYLOAD_SECRET: TEST_SECRET,
    E2E_MAIL_DIR: MAIL_DIR,
    // The hostile-input suite sends hundreds of refused submissions and sign-ins from this one
    // machine on purpose. The real per-address limits are proven by tests/int (leads, portalAccess).
    RATE_LIMIT_PER_ADDRESS_PER_HOUR: '5000',
    LOGIN_FAILURES_PER_ADDRESS: '5000',
  }

  try {
    if (build) await buildForTests(baseEnv)
    const server = spawn(...productionServer(['-p', String(E2E_PORT)]), {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    })
    // The production command (README, Dockerfile, here) must start without Next's warnings about
    // the build it serves, such as "next start does not work with output: standalone".
    const startWarnings: string[] = []
    for (const stream of [server.stdout, server.stderr]) {
      stream.on('data', (chunk: Buffer) => {
        const text = chunk.toString()
        process.stdout.write(text)
        startWarnings.push(...text.split('\n').filter((line) => /does not work with/.test(line)))
      })
    }
    try {
      await waitForServer(`${E2E_BASE_URL}/`, 120_000)
      if (startWarnings.length) throw new Error(`the server warned:\n${startWarnings.join('\n')}`)
      // Both phases run even when the first fails; the run fails if either did.
      const failed: unknown[] = []
      for (const [project, report] of [
        ['parallel', E2E_REPORTS[0]],
        ['serial', E2E_REPORTS[1]],
      ] as const) {
        await run(
          'node_modules/.bin/playwright',
          ['test', '--project', project, '--pass-with-no-tests', ...args],
          { ...env, E2E_REPORT: report },
        ).catch((error: unknown) => failed.push(error))
      }
      if (failed.length) throw failed[0]
    } finally {
      server.kill('SIGTERM')
    }
  } finally {
    await smtp.stop()
  }
}
