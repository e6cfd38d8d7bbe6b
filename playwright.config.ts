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

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.tmp/playwright.json' }]],
  use: {
    baseURL: E2E_BASE_URL,
    // A step that can never finish (an element that never comes) fails on its own line, not as
    // the whole test's timeout with no step named.
    actionTimeout: 30_000,
    navigationTimeout: 45_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
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
      },
    },
  ],
})
