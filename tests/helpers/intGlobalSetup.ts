import { TEST_SMTP_PORT, testEnv } from './testEnv'

/**
 * Integration tests run Payload's Local API in-process against the real test database
 * (DATABASE_URL, provided by scripts/run.ts) and send mail over real SMTP to loopback.
 */
export default function setup() {
  if (!process.env.DATABASE_URL)
    throw new Error('Run integration tests through `npm run test:int` (it provides the database)')
  Object.assign(process.env, testEnv, { SMTP_PORT: String(TEST_SMTP_PORT) })
}
