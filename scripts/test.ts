/**
 * `npm test`: every test, in order: type-check, lint and Prettier check, dependency audit (scripts/audit.ts),
 * unit, integration (Payload on a real Postgres, real SMTP on loopback), the launch check (a
 * production build's HTML: URLs, share cards, Nu HTML Checker), end to end (Playwright on the
 * production build in Chromium), scale-out (three instances behind HAProxy on Redis and S3), and
 * Postgres restarted under traffic (scripts/restart).
 * Each stage runs even when an earlier one failed; the exit code is non-zero if any did.
 */
import './lib/loadEnv'

import fs from 'node:fs'
import path from 'node:path'

import { auditDependencies } from './audit'
import { ensureDatabase } from './db'
import { runE2e } from './e2e'
import { runLaunchCheck } from './launchCheck'
import { runRestart } from './restart/run'
import { migrate, run, seed } from './run'
import { runScale } from './scale/run'

fs.mkdirSync('.tmp', { recursive: true })

type Counts = { passed: number; failed: number; skipped: number }
const totals: Counts = { passed: 0, failed: 0, skipped: 0 }
const failures: string[] = []
/** Every failed test by name, with its first error line: printed again at the very end, where a CI log's tail shows it. */
const failedTests: string[] = []

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

async function stage(name: string, fn: () => Promise<void>) {
  console.log(`\n=== ${name} ===`)
  const started = Date.now()
  try {
    await fn()
  } catch (error) {
    failures.push(name)
    console.error(`${name} failed: ${error instanceof Error ? error.message : String(error)}`)
  }
  console.log(`=== ${name}: ${((Date.now() - started) / 1000).toFixed(1)} s ===`)
}

async function main() {
  const startedAt = Date.now()
  for (const f of [
    '.tmp/vitest-unit.json',
    '.tmp/vitest-int.json',
    '.tmp/vitest-launch.json',
    '.tmp/playwright.json',
    '.tmp/vitest-scale.json',
    '.tmp/vitest-restart.json',
  ])
    fs.rmSync(f, { force: true })

  await stage('typecheck, lint and format', async () => {
    await run('node_modules/.bin/tsc', ['--noEmit'])
    await run('node_modules/.bin/eslint', ['.'])
    await run('node_modules/.bin/prettier', ['--check', '.'])
  })

  await stage('dependency audit', () => auditDependencies())

  await stage('unit', () =>
    run('node_modules/.bin/vitest', [
      'run',
      '--project',
      'unit',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=.tmp/vitest-unit.json',
    ]),
  )
  addVitest('.tmp/vitest-unit.json')

  const db = await ensureDatabase('test', { fresh: true })
  const env = { ...db.env }
  try {
    await stage('database', async () => {
      await migrate(env)
      await seed(env, { ifEmpty: false })
    })
    await stage('integration', () =>
      run(
        'node_modules/.bin/vitest',
        [
          'run',
          '--project',
          'int',
          '--reporter=default',
          '--reporter=json',
          '--outputFile.json=.tmp/vitest-int.json',
        ],
        env,
      ),
    )
    addVitest('.tmp/vitest-int.json')

    // Launch check (issue 13): its own production build with the real public address; the
    // saved HTML is checked for URLs and share cards, and by the Nu HTML Checker (vnu-jar, Java).
    await stage('production build: URLs, share cards, valid HTML', () =>
      runLaunchCheck(env, [
        '--reporter=default',
        '--reporter=json',
        '--outputFile.json=.tmp/vitest-launch.json',
      ]),
    )
    addVitest('.tmp/vitest-launch.json')

    await stage('end-to-end', () => runE2e(env, []))
    addPlaywright('.tmp/playwright.json')
    // Three instances of the same production build behind HAProxy, on Redis and S3 (scripts/scale).
    // The end-to-end stage's build serves here too; built again only if that stage made none.
    await stage('scale-out', () => {
      const built =
        fs.existsSync('.next/BUILD_ID') && fs.statSync('.next/BUILD_ID').mtimeMs > startedAt
      return runScale(env, { build: !built })
    })
    addVitest('.tmp/vitest-scale.json')
    // Postgres restarted under steady traffic (issue 27), on a cluster of its own (the shared one
    // belongs to this process); the same build serves once more.
    await stage('postgres restart', () => {
      const built =
        fs.existsSync('.next/BUILD_ID') && fs.statSync('.next/BUILD_ID').mtimeMs > startedAt
      return runRestart(env, { build: !built })
    })
    addVitest('.tmp/vitest-restart.json')
  } finally {
    await db.stop()
  }

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
