/**
 * `npm test`: every test. In order: dependency audit (scripts/audit.ts), the test database, one
 * production build (scripts/testBuild.ts) that every later stage starts, the launch check (its
 * HTML: URLs, share cards, Nu HTML Checker), end to end (Playwright in Chromium), then side by
 * side scale-out (three instances behind HAProxy on Redis and S3) and Postgres restarted under
 * traffic (scripts/restart). Beside them: unit from the start and integration (Payload on clones
 * of the test database, real SMTP on loopback) from the end of the build, both at nice 10; ESLint
 * and Prettier from the start and tsc from the end of the build, at nice 19.
 * Each stage runs even when an earlier one failed; the exit code is non-zero if any did.
 */
import './lib/loadEnv'

import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { failureExcerpt } from './lib/failureExcerpt'
import { auditDependencies } from './audit'
import { ensureDatabase, type Database } from './db'
import { E2E_REPORTS, runE2e } from './e2e'
import { runLaunchCheck } from './launchCheck'
import { runRestart } from './restart/run'
import { migrate, run, seed, type Env } from './run'
import { runScale } from './scale/run'
import {
  cloneDatabase,
  dropDatabase,
  dropWorkerClones,
  integrationDatabases,
} from '../tests/helpers/intDatabases'
import { testEnv } from '../tests/helpers/testEnv'
import { buildForTests } from './testBuild'

fs.mkdirSync('.tmp', { recursive: true })

type Counts = { passed: number; failed: number; skipped: number }
const totals: Counts = { passed: 0, failed: 0, skipped: 0 }
const failures: string[] = []
/** Every failed test by name, with its first error line: printed again at the very end, where a CI log's tail shows it. */
const failedTests: string[] = []
/** What the failed tests of the quiet logs got (error, diff), printed at the end too: vitest's JSON report has no diff. */
const failureExcerpts: string[] = []

function firstLine(message: string | undefined) {
  return (
    (message ?? '')
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.trim()
      .slice(0, 300) ?? ''
  )
}

function addVitest(file: string) {
  if (!fs.existsSync(file)) return
  const r = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    numPassedTests: number
    numFailedTests: number
    numPendingTests: number
    numTodoTests: number
    testResults: {
      name: string
      assertionResults: { fullName: string; status: string; failureMessages: string[] }[]
    }[]
  }
  for (const file of r.testResults)
    for (const test of file.assertionResults)
      if (test.status === 'failed')
        failedTests.push(
          `${path.relative(process.cwd(), file.name)} > ${test.fullName}\n      ${firstLine(test.failureMessages[0])}`,
        )
  totals.passed += r.numPassedTests
  totals.failed += r.numFailedTests
  totals.skipped += r.numPendingTests + r.numTodoTests
}

type PlaywrightSuite = {
  title: string
  specs?: {
    title: string
    file: string
    line: number
    tests: { status: string; results: { error?: { message?: string } }[] }[]
  }[]
  suites?: PlaywrightSuite[]
}

function addPlaywright(file: string) {
  if (!fs.existsSync(file)) return
  const r = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number }
    suites: PlaywrightSuite[]
  }
  const visit = (suite: PlaywrightSuite, titles: string[]) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        if (test.status === 'unexpected') {
          const error = test.results.map((result) => result.error?.message).find(Boolean)
          failedTests.push(
            `${spec.file}:${spec.line} > ${[...titles, spec.title].join(' > ')}\n      ${firstLine(error)}`,
          )
        }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title])
  }
  for (const suite of r.suites) visit(suite, [])
  totals.passed += r.stats.expected + r.stats.flaky
  totals.failed += r.stats.unexpected
  totals.skipped += r.stats.skipped
}

/** Each stage's seconds, printed again at the end as a table (README "Tests"). */
const stageTimes: [string, number][] = []

async function stage(name: string, fn: () => Promise<void>, { quiet = false } = {}) {
  if (!quiet) console.log(`\n=== ${name} ===`)
  const started = Date.now()
  try {
    await fn()
  } catch (error) {
    failures.push(name)
    console.error(`${name} failed: ${error instanceof Error ? error.message : String(error)}`)
  }
  const seconds = (Date.now() - started) / 1000
  stageTimes.push([name, seconds])
  console.log(`=== ${name}: ${seconds.toFixed(1)} s ===`)
}

/**
 * A stage that starts now and runs beside the ones after it; the promise settles when it ends,
 * having recorded its seconds (from its own start) and any failure as `stage` does.
 */
function besideTheRest(name: string, fn: () => Promise<void>): Promise<void> {
  console.log(`\n=== ${name} (beside the stages below) ===`)
  return stage(`${name} (beside other stages)`, fn, { quiet: true })
}

/** A check that takes only CPU no stage wants (`nice -n 19`). */
function lowPriority(command: string, args: string[]): Promise<void> {
  return run('nice', ['-n', '19', command, ...args])
}

/**
 * Runs a command with its output in `logFile` rather than among the stages it runs beside; prints
 * the file's end (its summary, and the failures when there are any) when it ends.
 */
async function quietly(logFile: string, command: string, args: string[], env: Env = {}) {
  const log = fs.openSync(logFile, 'w')
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: ['ignore', log, log],
      env: { ...process.env, ...env },
    })
    child.on('error', reject)
    child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? -1 : null)))
  }).finally(() => fs.closeSync(log))
  const lines = fs.readFileSync(logFile, 'utf8').split('\n')
  // Vitest's default reporter lists the failures under "Failed Tests N", before its summary.
  const failuresFrom = lines.findIndex((line) => /Failed Tests \d+/.test(line))
  const shown = failuresFrom >= 0 ? lines.slice(failuresFrom, failuresFrom + 400) : []
  const excerpt = failureExcerpt(shown)
  if (excerpt.length) failureExcerpts.push(`${logFile}:`, ...excerpt.map((line) => `  ${line}`))
  console.log(
    `\n--- the end of ${logFile} ---\n${[...shown, ...(shown.length ? ['…'] : []), ...lines.slice(-16)].join('\n')}`,
  )
  if (code !== 0) throw new Error(`${command} exited with ${code} (whole output in ${logFile})`)
}

/**
 * A vitest project run beside the stages at nice 10 (about a tenth of a contended core, enough
 * that none of its tests starves), its output in `logFile`, its tests counted from `report`.
 */
async function vitestQuietly(project: string, report: string, logFile: string, env: Env = {}) {
  try {
    await quietly(
      logFile,
      'nice',
      [
        '-n',
        '10',
        'node_modules/.bin/vitest',
        'run',
        '--project',
        project,
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${report}`,
      ],
      env,
    )
  } finally {
    addVitest(report)
  }
}

async function main() {
  for (const f of [
    '.tmp/vitest-unit.json',
    '.tmp/vitest-int.json',
    '.tmp/vitest-launch.json',
    ...E2E_REPORTS,
    '.tmp/vitest-scale.json',
    '.tmp/vitest-restart.json',
  ])
    fs.rmSync(f, { force: true })

  // ESLint and Prettier run from here to the end of the run at the lowest CPU priority: the stages
  // wait on Postgres, browsers, servers and restarts as much as they compute, and the checks take
  // the idle core (about 120 s of CPU) without slowing them. In a stage of their own on 2 cores they
  // held up the run by 133 s.
  const lintAndFormat = besideTheRest('lint and format', async () => {
    const results = await Promise.allSettled([
      lowPriority('node_modules/.bin/eslint', ['.']),
      lowPriority('node_modules/.bin/prettier', ['--check', '.']),
    ])
    const failed = results.find((result) => result.status === 'rejected')
    if (failed) throw failed.reason
  })

  // The test database is made, migrated and seeded beside the checks and the unit tests, which need
  // none: its migration and seed wait on Postgres as much as they compute. The 'database' stage
  // then waits for what is left of it.
  let db: Database | undefined
  const preparing = ensureDatabase('test', { fresh: true }).then(async (database) => {
    db = database
    await migrate(database.env)
    await seed(database.env, { ifEmpty: false })
  })
  preparing.catch(() => {})

  await stage('dependency audit', () => auditDependencies())

  // Unit tests need neither the database nor the build: they run beside the rest from here, below
  // the stages in priority.
  const unit = besideTheRest('unit', () =>
    vitestQuietly('unit*', '.tmp/vitest-unit.json', '.tmp/unit.log'),
  )

  // The clones of the database for integration and scale-out are made with it, before anything
  // else connects: Postgres refuses to clone a database while the build or a server reads it.
  // Scale-out gets one of its own so that its instances' job runners never send end to end's
  // emails, whatever runs beside what.
  let intEnv: Env | undefined
  let scaleEnv: Env | undefined
  await stage('database', async () => {
    await preparing
    if (!db) return
    intEnv = { ...db.env, ...testEnv, ...(await integrationDatabases(db.env)) }
    scaleEnv = { ...db.env, DATABASE_URL: await cloneDatabase(db.env.DATABASE_URL ?? '', '_scale') }
  })
  if (!db) throw new Error('the test database did not start')
  const env = { ...db.env }
  try {
    await stage('production build', () => buildForTests(env, { typesChecked: true }))
    // Integration (Payload's Local API, 41 files on three workers) fills both cores for about
    // three minutes in a stage of its own, while end to end leaves about 40 % of them idle. It
    // runs beside every stage after the build, below them in priority. (Beside the build it took
    // a fifth of the CPU, and the build took 121 s instead of about 90.)
    const integration = besideTheRest('integration', async () => {
      if (!intEnv) throw new Error('the integration databases were not made')
      try {
        await vitestQuietly('int*', '.tmp/vitest-int.json', '.tmp/integration.log', intEnv)
      } finally {
        await dropWorkerClones(env.DATABASE_URL ?? '')
      }
    })
    // After the build, so tsc checks Next's generated route types too (the build left its own
    // TypeScript pass to this, next.config.mjs).
    const typecheck = besideTheRest('typecheck', () =>
      lowPriority('node_modules/.bin/tsc', ['--noEmit']),
    )
    // Launch check (issue 13): the saved HTML is checked for URLs and share cards, and by the Nu
    // HTML Checker (vnu-jar, Java). It runs before end to end, which edits content.
    await stage('launch check: URLs, share cards, valid HTML', () =>
      runLaunchCheck(
        env,
        ['--reporter=default', '--reporter=json', '--outputFile.json=.tmp/vitest-launch.json'],
        { build: false },
      ),
    )
    addVitest('.tmp/vitest-launch.json')

    await stage('end-to-end', () => runE2e(env, [], { build: false }))
    for (const report of E2E_REPORTS) addPlaywright(report)
    // Scale-out and the Postgres restart run side by side after end to end: each spends most of
    // its time waiting (a 30 s stream of submissions, a stopped Postgres), together about one core
    // of work. They share no port, database or page cache: the instances keep pages in Redis, the
    // restart stage's server in .next. (Scale-out beside end to end saved 16 s and slowed an admin
    // form past its 30 s timeout.)
    await Promise.all([
      // Three instances of the same build behind HAProxy, on Redis and S3 (scripts/scale), on a
      // clone of the seeded database.
      stage('scale-out', async () => {
        if (!scaleEnv) throw new Error('the scale-out database was not made')
        try {
          await runScale(scaleEnv, { build: false })
        } finally {
          await dropDatabase(scaleEnv.DATABASE_URL ?? '')
        }
      }),
      // Postgres restarted under steady traffic (issue 27), on a cluster of its own (the shared
      // one belongs to this process); the same build serves once more.
      stage('postgres restart', () => runRestart(env, { build: false })),
    ])
    addVitest('.tmp/vitest-scale.json')
    addVitest('.tmp/vitest-restart.json')
    await Promise.all([unit, lintAndFormat, typecheck, integration])
  } finally {
    await db.stop()
  }

  console.log(
    `\nstage times (load average now ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}):`,
  )
  for (const [name, seconds] of stageTimes)
    console.log(`  ${seconds.toFixed(0).padStart(5)} s  ${name}`)
  if (failureExcerpts.length)
    console.error(
      `\nwhat the failed tests got:\n${failureExcerpts.map((line) => `  ${line}`).join('\n')}`,
    )
  if (failedTests.length)
    console.error(`\nfailed tests:\n${failedTests.map((test) => `  ${test}`).join('\n')}`)
  console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
  if (failures.length) {
    console.error(`failed stages: ${failures.join(', ')}`)
    process.exit(1)
  }
  if (totals.passed === 0) {
    console.error('no test ran')
    process.exit(1)
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
