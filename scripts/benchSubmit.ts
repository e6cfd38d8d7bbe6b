/**
 * `npm run bench:submit`: sustained valid enquiry submissions over loopback against the production
 * build, then a count of what was stored, against a floor measured in the same run: POST
 * /forms/bench-floor in the bench's empty Next app (scripts/bench/stack.ts, on BENCH_PORT + 1), which
 * reads the same JSON body and inserts one row with one statement on a pool of the same size, in the
 * site's database. Rounds alternate which goes first; the ratios are medians of rounds.
 *
 *   BENCH_URL=http://localhost:3000   reuse a running site instead of building and starting one
 *   BENCH_FLOOR_URL=http://localhost:3201  reuse a running floor app (scripts/bench/stack.ts)
 *   BENCH_SKIP_BUILD=1                start the existing production build (no `next build`)
 *   BENCH_SECONDS=10                  how long each route is measured per round
 *   BENCH_ROUNDS=5                    rounds, each measuring the floor and the leads
 *   BENCH_CONCURRENCY=16              parallel workers (one request in flight each)
 *   BENCH_CPU_PROF=<dir>              write a V8 CPU profile of the server there when it stops
 *   BENCH_DURING_BACKUP=1             run backups back to back (scripts/backup.ts's code) meanwhile
 *   BENCH_SERVER_LOG=<file>           where the started site's log goes (.tmp/bench-server.log)
 *   BENCH_DATABASE_URL=postgres://…   the site's database (the floor's table, backups); default the
 *                                     embedded test cluster's agency_bench
 *
 * Started here, the site runs its production server (`npm start`) on its own fresh database
 * (agency_bench), with TRUST_PROXY=true as behind a real proxy, and mails into an SMTP sink on
 * loopback so the email jobs do their real work. The rate limits stay on, as in production: every request carries a
 * distinct email and a distinct client address (X-Forwarded-For, 10.x.y.z), as a crowd of real
 * visitors would, so each one is counted, in Postgres, and none is refused.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import os from 'node:os'
import { performance } from 'node:perf_hooks'

import { generateIdentity, identityToRecipient } from 'age-encryption'
import pg from 'pg'

import { createBackup } from '../src/features/backup/createBackup'
import { fileStoreFrom } from '../src/features/backup/fileStore'
import { consoleWarn, warnOnConnectionErrors } from '../src/db/connectionErrors'
import { startSmtpServer } from '../tests/helpers/smtpServer'
import { seedAdmin } from '../seed/data/users'
import { runBenchmark } from './bench/runBenchmark'
import { BENCH_FLOOR_TABLE, FLOOR_SUBMIT_PATH, startFloorApp } from './bench/stack'
import { run } from './run'
import { waitForServer } from './lib/server'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5)
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16)
const PORT = Number(process.env.BENCH_PORT ?? 3200)
const SMTP_PORT = Number(process.env.BENCH_SMTP_PORT ?? 2529)
const RUN = `bench${Date.now().toString(36)}`
/** Each route's unmeasured warm-up, on the measured path. */
const WARM_UP_SECONDS = 3
/** Targets (issue 25): at least half the floor's throughput, at most twice its p99. */
const MIN_THROUGHPUT_RATIO = 0.5
const MAX_P99_RATIO = 2
const SERVER_LOG = path.resolve(process.env.BENCH_SERVER_LOG ?? '.tmp/bench-server.log')
const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ??
  `postgres://postgres:postgres@127.0.0.1:${process.env.EMBEDDED_PG_TEST_PORT ?? 54339}/agency_bench`

async function startSite(): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const smtp = await startSmtpServer(SMTP_PORT)
  const env = {
    TEST_PROFILE: '1',
    TEST_DB_NAME: 'agency_bench',
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? 'bench-only-secret-not-for-production-0000',
    NEXT_PUBLIC_SERVER_URL: `http://localhost:${PORT}`,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(SMTP_PORT),
    SMTP_FROM: 'website@example.co.za',
    TRUST_PROXY: 'true',
    // The stored count signs in as the seeded admin with its password (no second factor enrolled).
    STAFF_SECOND_FACTOR: 'optional',
    ...(process.env.BENCH_CPU_PROF ? { SERVER_CPU_PROF: process.env.BENCH_CPU_PROF } : {}),
  }
  if (!process.env.BENCH_SKIP_BUILD)
    await run('node_modules/.bin/tsx', ['scripts/run.ts', 'build'], env)
  // The server's log (Payload's on stdout, Next's on stderr) goes to a file, read after the stop.
  fs.mkdirSync(path.dirname(SERVER_LOG), { recursive: true })
  const log = fs.openSync(SERVER_LOG, 'w')
  const server: ChildProcess = spawn(
    'node_modules/.bin/tsx',
    ['scripts/run.ts', 'start', '-p', String(PORT)],
    {
      stdio: ['ignore', log, log],
      env: { ...process.env, ...env },
    },
  )
  const baseUrl = `http://localhost:${PORT}`
  await waitForServer(`${baseUrl}/forms/token`, 180_000)
  return {
    baseUrl,
    stop: async () => {
      server.kill('SIGTERM')
      await new Promise((resolve) => server.once('exit', resolve))
      fs.closeSync(log)
      await smtp.stop()
      reportServerLog()
    },
  }
}

/**
 * Backups of the bench database, one after another until `done()`, to a scratch folder: the
 * submissions must not slow down or fail while pg_dump reads (issue 27). BENCH_DATABASE_URL
 * overrides the embedded test cluster's agency_bench.
 */
async function backupsUntil(done: () => boolean): Promise<number[]> {
  const databaseUrl = DATABASE_URL
  const files = path.resolve('.data/test-files/agency_bench')
  const dir = path.resolve('.tmp/bench-backups')
  const recipient = await identityToRecipient(await generateIdentity())
  const seconds: number[] = []
  while (!done()) {
    const started = performance.now()
    await createBackup({
      recipient,
      destinations: [{ kind: 'local', dir }],
      retention: { daily: 1, weekly: 0, monthly: 0 },
      databaseUrl,
      fileStore: fileStoreFrom({
        MEDIA_DIR: path.join(files, 'media'),
        UPLOADS_DIR: path.join(files, 'uploads'),
      }),
      app: { name: 'agency-site', version: 'bench' },
    })
    seconds.push((performance.now() - started) / 1000)
  }
  fs.rmSync(dir, { recursive: true, force: true })
  return seconds
}

/**
 * After the stop, which stops Postgres too: an uncaught exception in the server's log (a closed
 * connection nobody listened on) fails the run, as the restart test does.
 */
function reportServerLog() {
  const text = fs.readFileSync(SERVER_LOG, 'utf8')
  const uncaught = text.match(/uncaughtException|unhandledRejection/g)?.length ?? 0
  console.log(`server log ${SERVER_LOG}: ${uncaught} uncaught exceptions or unhandled rejections`)
  if (uncaught > 0) process.exitCode = 1
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2
}

/** NaN for no samples. */
const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN

async function storedCount(baseUrl: string): Promise<number> {
  const admin = seedAdmin()
  const login = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  })
  if (!login.ok) throw new Error(`staff login failed: ${login.status}`)
  const { token } = (await login.json()) as { token: string }
  const query = new URLSearchParams({ 'where[email][like]': RUN, limit: '1', depth: '0' })
  const response = await fetch(`${baseUrl}/api/enquiries?${query.toString()}`, {
    headers: { Authorization: `JWT ${token}` },
  })
  if (!response.ok) throw new Error(`counting records failed: ${response.status}`)
  return ((await response.json()) as { totalDocs: number }).totalDocs
}

/** A statement on the site's database from outside the site: the floor's table and its count. */
async function withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: DATABASE_URL })
  warnOnConnectionErrors(client, consoleWarn, 'Bench database')
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

interface Phase {
  readonly label: string
  readonly requests: number
  readonly seconds: number
  readonly statuses: ReadonlyMap<number, number>
  /** Sorted, milliseconds. */
  readonly latencies: readonly number[]
}

const perSecond = (phase: Phase) => phase.requests / phase.seconds
const p99 = (phase: Phase) => percentile(phase.latencies, 99)

/**
 * CONCURRENCY workers, one request in flight each, for `seconds`. Every request carries a
 * distinct client address (X-Forwarded-For, 10.x.y.z), as a crowd of real visitors would.
 */
async function load(
  label: string,
  url: string,
  seconds: number,
  bodyFor: (n: number) => string,
): Promise<Phase> {
  let sequence = 0
  const latencies: number[] = []
  const statuses = new Map<number, number>()
  const deadline = performance.now() + seconds * 1000
  const worker = async () => {
    while (performance.now() < deadline) {
      const n = (sequence += 1)
      const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
      const started = performance.now()
      let status = 0
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': address,
            'user-agent': 'bench-submit',
          },
          body: bodyFor(n),
        })
        status = response.status
        await response.arrayBuffer()
      } catch {
        status = -1
      }
      latencies.push(performance.now() - started)
      statuses.set(status, (statuses.get(status) ?? 0) + 1)
    }
  }
  const startedAt = performance.now()
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  return {
    label,
    requests: latencies.length,
    seconds: (performance.now() - startedAt) / 1000,
    statuses,
    latencies: latencies.sort((a, b) => a - b),
  }
}

function printPhase(phase: Phase) {
  const { latencies: sorted } = phase
  console.log(phase.label)
  console.log(
    `  requests   ${phase.requests} in ${phase.seconds.toFixed(1)} s (${perSecond(phase).toFixed(1)} requests/s)`,
  )
  console.log(
    `  statuses   ${[...phase.statuses.entries()].map(([code, count]) => `${code === -1 ? 'network error' : code}: ${count}`).join(', ')}`,
  )
  console.log(
    `  latency    p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${sorted.at(-1)?.toFixed(1)} ms`,
  )
}

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')

async function main() {
  const site = process.env.BENCH_URL
    ? { baseUrl: process.env.BENCH_URL.replace(/\/+$/, ''), stop: async () => {} }
    : await startSite()
  let stopFloor = async () => {}

  try {
    // Made here, after the site's start migrated the fresh database: the floor is no collection.
    await withDatabase((db) =>
      db.query(
        `drop table if exists ${BENCH_FLOOR_TABLE};
         create table ${BENCH_FLOOR_TABLE} (id bigserial primary key, body jsonb not null, created_at timestamptz not null default now())`,
      ),
    )
    const floor = process.env.BENCH_FLOOR_URL
      ? { floorUrl: process.env.BENCH_FLOOR_URL.replace(/\/+$/, ''), stop: async () => {} }
      : await startFloorApp(DATABASE_URL)
    stopFloor = floor.stop
    const floorSubmitUrl = `${floor.floorUrl}${FLOOR_SUBMIT_PATH}`
    const tokenResponse = await fetch(`${site.baseUrl}/forms/token`)
    const { formToken } = (await tokenResponse.json()) as { formToken: string }
    const loadBefore = loadAverage()
    const enquiryFrom = (prefix: string) => (n: number) =>
      JSON.stringify({
        name: 'Bench Visitor',
        email: `${prefix}.${n}@example.co.za`,
        message: 'Load test submission: please ignore.',
        enquiryType: 'general',
        consent: true,
        formToken,
      })

    const enquiry = enquiryFrom(RUN)
    // The token must be older than the minimum fill time, or every submission counts as a bot's.
    await new Promise((resolve) => setTimeout(resolve, 3_200))
    // Both routes warm on the path they are measured on, a person's enquiry with its counters and
    // emails, before either is measured (a younger token warmed only the bot's branch, and round
    // 1's leads ran cold). The warm-up's enquiries are stored under another address, not counted.
    await load('warm-up floor', floorSubmitUrl, WARM_UP_SECONDS, enquiry)
    await load(
      'warm-up leads',
      `${site.baseUrl}/forms/enquiry`,
      WARM_UP_SECONDS,
      enquiryFrom('warm-up'),
    )
    await withDatabase((db) => db.query(`truncate ${BENCH_FLOOR_TABLE}`))

    // Rounds alternate which route goes first, so a machine that gets busier or quieter during
    // the run moves both alike; the ratios are taken per round and their median reported.
    const backups = process.env.BENCH_DURING_BACKUP
      ? backupsUntil(
          (
            (end) => () =>
              performance.now() >= end
          )(performance.now() + ROUNDS * 2 * SECONDS * 1000),
        )
      : Promise.resolve([])
    const rounds: { floor: Phase; leads: Phase }[] = []
    for (let round = 1; round <= ROUNDS; round += 1) {
      const measureFloor = () =>
        load(
          `round ${round} floor: POST ${FLOOR_SUBMIT_PATH} in the empty Next app (read the JSON body, one insert)`,
          floorSubmitUrl,
          SECONDS,
          enquiry,
        )
      // A new email per round: the same email and address again would meet the person's limit.
      const measureLeads = () =>
        load(
          `round ${round} leads: POST /forms/enquiry`,
          `${site.baseUrl}/forms/enquiry`,
          SECONDS,
          enquiryFrom(`${RUN}.r${round}`),
        )
      if (round % 2 === 1) {
        const floor = await measureFloor()
        rounds.push({ floor, leads: await measureLeads() })
      } else {
        const leads = await measureLeads()
        rounds.push({ floor: await measureFloor(), leads })
      }
    }
    const backupTimes = await backups
    const loadAfter = loadAverage()

    const floorStored = await withDatabase(async (db) => {
      const { rows } = await db.query<{ count: string }>(
        `select count(*) as count from ${BENCH_FLOOR_TABLE}`,
      )
      return Number(rows[0]?.count ?? 0)
    })
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)
    const accepted = sum(rounds.map(({ leads }) => leads.statuses.get(201) ?? 0))
    const floorAccepted = sum(rounds.map(({ floor }) => floor.statuses.get(201) ?? 0))
    // Give in-flight database writes a moment before counting.
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    const stored = await storedCount(site.baseUrl)

    console.log(
      `\nbench:submit ${site.baseUrl}, ${CONCURRENCY} workers, ${ROUNDS} rounds of ${SECONDS} s per route`,
    )
    console.log(
      `load average ${loadBefore} before, ${loadAfter} after (1, 5, 15 min; ${os.cpus().length} CPUs)`,
    )
    const throughputRatios: number[] = []
    const p99Ratios: number[] = []
    for (const { floor, leads } of rounds) {
      printPhase(floor)
      printPhase(leads)
      throughputRatios.push(perSecond(leads) / perSecond(floor))
      p99Ratios.push(p99(leads) / p99(floor))
      console.log(
        `  vs floor   throughput ${throughputRatios.at(-1)?.toFixed(2)}x, p99 ${p99Ratios.at(-1)?.toFixed(2)}x`,
      )
    }
    console.log(
      `floor      ${floorStored} rows stored for ${floorAccepted} accepted${floorStored === floorAccepted ? ' (all stored)' : ' (MISMATCH)'}`,
    )
    console.log(
      `leads      ${stored} records stored for ${accepted} accepted submissions${stored === accepted ? ' (all stored)' : ' (MISMATCH)'}`,
    )
    const throughputRatio = median(throughputRatios)
    const p99Ratio = median(p99Ratios)
    console.log(
      `vs floor   median of ${ROUNDS} rounds: throughput ${throughputRatio.toFixed(2)}x (target >= ${MIN_THROUGHPUT_RATIO}x${throughputRatio >= MIN_THROUGHPUT_RATIO ? ', met' : ', MISSED'}), p99 ${p99Ratio.toFixed(2)}x (target <= ${MAX_P99_RATIO}x${p99Ratio <= MAX_P99_RATIO ? ', met' : ', MISSED'})`,
    )
    if (backupTimes.length)
      console.log(
        `backups    ${backupTimes.length} made meanwhile, ${Math.min(...backupTimes).toFixed(1)}-${Math.max(...backupTimes).toFixed(1)} s each`,
      )
    // A lost lead fails the run; a missed ratio is reported, since a busy machine moves it.
    if (stored !== accepted || floorStored !== floorAccepted) process.exitCode = 1
  } finally {
    await stopFloor()
    await site.stop()
  }
}

runBenchmark(main)
