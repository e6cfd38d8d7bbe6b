/**
 * `npm run bench:scale`: requests per second through HAProxy with 1 and with 3 app instances, on
 * the scaled topology of the scale-out test (scripts/scale/stack.ts: Redis cache, S3 store, a job
 * worker sending every email over SMTP to a sink on loopback), measured with autocannon.
 *
 *   BENCH_SKIP_BUILD=1        use the existing production build (no `next build`)
 *   BENCH_SECONDS=10          length of each measurement
 *   BENCH_CONNECTIONS=16      concurrent connections
 *
 * Measured: a cached page (/services, data from the shared cache), the home page, and valid
 * enquiries (POST /forms/enquiry, each with its own email; stored in Postgres, two emails queued).
 */
import { randomUUID } from 'node:crypto'
import os from 'node:os'

import autocannon from 'autocannon'

import { issueFormToken } from '../src/features/leads/intake/formToken'
import { runBenchmark } from './bench/runBenchmark'
import { migrate, nextBuild, seed } from './run'
import { haproxyUrl, SCALE_SECRET, SCALE_SERVER_URL, startStack } from './scale/stack'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16)

type Row = {
  instances: number
  target: string
  rps: number
  p50: number
  p99: number
  failed: number
}

async function measure(
  instances: number,
  target: string,
  options: Parameters<typeof autocannon>[0],
): Promise<Row> {
  // A short warm-up fills the caches and the connection pools, then the measurement.
  await autocannon({ ...options, duration: 2 })
  const result = await autocannon({ ...options, duration: SECONDS })
  return {
    instances,
    target,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  }
}

const enquiry = () => {
  const id = randomUUID()
  return JSON.stringify({
    name: 'Bench Visitor',
    email: `bench.${id}@example.co.za`,
    message: 'Please tell me more about your hosting.',
    enquiryType: 'general',
    consent: true,
    formToken: issueFormToken(SCALE_SECRET, Date.now() - 5_000),
  })
}

async function main() {
  process.env.TEST_DB_NAME = 'agency_bench_scale'
  const { ensureDatabase } = await import('./db')
  const db = await ensureDatabase('test', { fresh: true })
  const rows: Row[] = []
  try {
    await migrate(db.env)
    await seed(db.env, { ifEmpty: false })
    if (!process.env.BENCH_SKIP_BUILD) {
      await nextBuild({
        ...db.env,
        NEXT_PUBLIC_SERVER_URL: SCALE_SERVER_URL,
        PAYLOAD_SECRET: SCALE_SECRET,
      })
    }
    for (const instances of [1, 3]) {
      const stack = await startStack({
        name: `bench-${String(instances)}`,
        dbEnv: db.env,
        instances,
        jobWorker: [false, false, false],
      })
      try {
        const url = haproxyUrl()
        rows.push(
          await measure(instances, 'GET /services', {
            url: `${url}/services`,
            connections: CONNECTIONS,
          }),
        )
        rows.push(await measure(instances, 'GET /', { url: `${url}/`, connections: CONNECTIONS }))
        rows.push(
          await measure(instances, 'POST /forms/enquiry', {
            url,
            connections: CONNECTIONS,
            requests: [
              {
                method: 'POST',
                path: '/forms/enquiry',
                headers: { 'content-type': 'application/json' },
                setupRequest: (request) => ({ ...request, body: enquiry() }),
              },
            ],
          }),
        )
      } finally {
        await stack.stop()
      }
    }
  } finally {
    await db.stop()
  }
  console.log(
    `\nbench:scale on ${os.cpus().length} cores, ${CONNECTIONS} connections, ${SECONDS} s each, through HAProxy`,
  )
  console.table(
    rows.map((r) => ({
      instances: r.instances,
      target: r.target,
      'requests/s': r.rps,
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      failed: r.failed,
    })),
  )
}

runBenchmark(main)
