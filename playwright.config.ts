import { defineConfig, devices } from '@playwright/test'

import { E2E_BASE_URL } from './tests/helpers/testEnv'

/**
 * End-to-end tests run against the production build (`next build` + `next start`), which
 * scripts/e2e.ts starts on the test database before Playwright runs. The browser is
 * Debian's Chromium: test tools cannot download their own here.
 */
// One id for the whole run, in every worker (they inherit the environment, and a worker restarted
// after a failure keeps it): the hostile-input suite tags its records with it and checks them at the end.
process.env.E2E_RUN_ID ??= `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
}

/**
 * Specs that may run beside each other: each reads shared content and settings without changing
 * them, and writes only records it created itself (its own accounts, organisations, leads under
 * unique addresses), and none waits on the job runner's mail. Every other spec, a new one included,
 * runs in the `serial` project, one file at a time. scripts/e2e.ts runs this project first, then
 * `serial`, so no serial spec's content edit lands while these read pages (README, "Tests").
 */
const PARALLEL_SAFE = [
  'apiSurface.e2e.spec.ts',
  'hostile.e2e.spec.ts',
  // Not hostilePortal: beside hostile, its staff calls were refused (403) in CI.
  'static.e2e.spec.ts',
].map((file) => `**/${file}`)

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.spec.ts',
  // Files are spread over the workers; the tests of one file run in order, in one worker.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? '.tmp/playwright.json' }]],
  use: {
    baseURL: E2E_BASE_URL,
    // A step that can never finish (an element that never comes) fails on its own line, not as
    // the whole test's timeout with no step named.
    actionTimeout: 30_000,
    navigationTimeout: 45_000,
    // No trace unless asked for (`npm run test:e2e -- --trace retain-on-failure`): recording one
    // for every test, kept or not, cost a fifth of the browser's and Playwright's CPU (site and
    // contact: 115 → 91 s), and CI keeps no files of a failed run to read it from.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'parallel', testMatch: PARALLEL_SAFE, use: { ...chromium } },
    { name: 'serial', testIgnore: PARALLEL_SAFE, workers: 1, use: { ...chromium } },
  ],
})
