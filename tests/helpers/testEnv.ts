/** Ports and addresses the test run uses; all on loopback. */
export const TEST_SMTP_PORT = Number(process.env.TEST_SMTP_PORT ?? 2526)
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2527)
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100)
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`

export const testEnv = {
  SMTP_HOST: '127.0.0.1',
  SMTP_FROM: 'website@example.co.za',
  SMTP_FROM_NAME: 'Website',
  // The seeded admin signs in with its password; the second-factor tests enrol their own accounts.
  STAFF_SECOND_FACTOR: 'optional',
}
