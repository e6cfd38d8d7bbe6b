/**
 * The one production build a test run serves: `npm test` makes it once, and the launch check,
 * end to end, scale-out and the Postgres restart all start it. Built with the public address a
 * launch ships (prerendered pages keep it: canonical links, share cards, the sitemap); every
 * server reads NEXT_PUBLIC_SERVER_URL again when it starts (src/env reads `process.env` whole, so
 * Next does not inline it on the server), so each stage serves its own origin to Payload's CSRF
 * check, passkeys and email links. The e2e specs check page URLs by path, never by origin.
 */
import { testEnv } from '../tests/helpers/testEnv'
import { nextBuild, type Env } from './run'

export const LAUNCH_ORIGIN = 'https://www.kayadigital.co.za'
/** The secret the build and every test server share: a prerendered page may carry a signed value. */
export const TEST_SECRET = process.env.PAYLOAD_SECRET ?? 'e2e-test-secret-not-for-production-000000'

/**
 * `typesChecked`: the run type-checks the project with tsc itself (`npm test`), so the build skips
 * Next's own TypeScript pass over the same files (next.config.mjs).
 */
export async function buildForTests(
  dbEnv: Env,
  { typesChecked = false }: { typesChecked?: boolean } = {},
): Promise<void> {
  await nextBuild({
    ...dbEnv,
    ...testEnv,
    ...(typesChecked ? { BUILD_TYPES_CHECKED_ELSEWHERE: '1' } : {}),
    NEXT_PUBLIC_SERVER_URL: LAUNCH_ORIGIN,
    PAYLOAD_SECRET: TEST_SECRET,
  })
}
