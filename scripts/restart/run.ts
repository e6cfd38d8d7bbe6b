/**
 * `npm run test:restart` (and the Postgres-restart stage of `npm test`): the production build,
 * then the restart suite (tests/restart, vitest project `restart`), which runs the build on a
 * Postgres cluster of its own and restarts it (scripts/restart/cluster.ts). RESTART_SKIP_BUILD=1
 * reuses the build in .next. Ports: RESTART_PG_PORT (54349), RESTART_APP_PORT (E2E_PORT).
 */
import '../lib/loadEnv'

import { ensureDatabase } from '../db'
import { migrate, run, seed, type Env } from '../run'
import { buildForTests } from '../testBuild'

/** The build every test stage shares (scripts/testBuild.ts). */
export async function runRestart(dbEnv: Env, { build = !process.env.RESTART_SKIP_BUILD } = {}) {
  if (build) await buildForTests(dbEnv)
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
