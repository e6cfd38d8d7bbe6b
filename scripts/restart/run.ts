/**
 * `npm run test:restart` (and the Postgres-restart stage of `npm test`): the production build,
 * then the restart suite (tests/restart, vitest project `restart`), which runs the build on a
 * Postgres cluster of its own and restarts it (scripts/restart/cluster.ts). RESTART_SKIP_BUILD=1
 * reuses the build in .next. Ports: RESTART_PG_PORT (54349), RESTART_APP_PORT (E2E_PORT).
 */
import { ensureDatabase } from '../db'
import { migrate, run, seed, type Env } from '../run'
import { SCALE_SECRET, SCALE_SERVER_URL } from '../scale/stack'

/** Builds as the e2e and scale-out runs do (same public URL and secret), so any of their builds serves. */
export async function runRestart(dbEnv: Env, { build = !process.env.RESTART_SKIP_BUILD } = {}) {
  if (build) {
    await run('node_modules/.bin/next', ['build'], {
      ...dbEnv,
      NEXT_PUBLIC_SERVER_URL: SCALE_SERVER_URL,
      PAYLOAD_SECRET: SCALE_SECRET,
    })
  }
  await run('node_modules/.bin/vitest', [
    'run',
    '--project',
    'restart',
    '--reporter=default',
    '--reporter=json',
    '--outputFile.json=.tmp/vitest-restart.json',
  ])
}

async function main() {
  // The build reads the seeded test database; the suite then runs on its own cluster.
  const db = await ensureDatabase('test', { fresh: !process.env.RESTART_SKIP_BUILD })
  try {
    if (!process.env.RESTART_SKIP_BUILD) {
      await migrate(db.env)
      await seed(db.env, { ifEmpty: false })
    }
    await runRestart(db.env)
  } finally {
    await db.stop()
  }
}

if (process.argv[1]?.endsWith('scripts/restart/run.ts')) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
