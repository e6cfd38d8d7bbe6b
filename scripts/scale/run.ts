/**
 * `npm run test:scale` (and the scale-out stage of `npm test`): the production build, then the
 * scale-out suite (tests/scale, vitest project `scale`), which starts the scaled topology on
 * loopback itself (scripts/scale/stack.ts). SCALE_SKIP_BUILD=1 reuses the build in .next.
 */
import '../lib/loadEnv'

import { ensureDatabase } from '../db'
import { migrate, run, seed, type Env } from '../run'
import { buildForTests } from '../testBuild'

/** The build every test stage shares (scripts/testBuild.ts). */
export async function runScale(dbEnv: Env, { build = !process.env.SCALE_SKIP_BUILD } = {}) {
  if (build) await buildForTests(dbEnv)
  await run(
    'node_modules/.bin/vitest',
    [
      'run',
      '--project',
      'scale',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=.tmp/vitest-scale.json',
    ],
    dbEnv,
  )
}

async function main() {
  const db = await ensureDatabase('test', { fresh: true })
  try {
    await migrate(db.env)
    await seed(db.env, { ifEmpty: false })
    await runScale(db.env)
  } finally {
    await db.stop()
  }
}

if (process.argv[1]?.endsWith('scripts/scale/run.ts')) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
