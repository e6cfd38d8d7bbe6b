/**
 * The scaled topology on loopback, from one production build: N production servers (src/server/server.mjs), a job
 * worker (scripts/worker.ts), HAProxy with the committed config (scripts/scale/haproxy.cfg),
 * Redis (Debian's redis-server), an S3-compatible store (s3rver from npm) and a real SMTP server.
 * Used by the scale-out test (tests/scale) and `npm run bench:scale`. Every process it starts is
 * stopped by `stop()`, and killed if this process exits first.
 *
 * Ports (each overridable): SCALE_APP_PORTS=3301,3302,3303 SCALE_HAPROXY_PORT=3310
 * SCALE_HAPROXY_STATS_PORT=3311 SCALE_REDIS_PORT=6390 SCALE_S3_PORT=4590 SCALE_SMTP_PORT=2528.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import S3rver from 's3rver'

import { startSmtpServer } from '../../tests/helpers/smtpServer'
import { E2E_BASE_URL, testEnv } from '../../tests/helpers/testEnv'
import { waitFor } from '../lib/server'
import { productionServer, WORKER_COMMAND } from '../run'
import { TEST_SECRET } from '../testBuild'

type Env = Record<string, string | undefined>

const num = (value: string | undefined, fallback: number) =>
  Number(value) > 0 ? Number(value) : fallback

export const SCALE_PORTS = {
  apps: (process.env.SCALE_APP_PORTS ?? '3301,3302,3303').split(',').map((p) => Number(p.trim())),
  haproxy: num(process.env.SCALE_HAPROXY_PORT, 3310),
  haproxyStats: num(process.env.SCALE_HAPROXY_STATS_PORT, 3311),
  redis: num(process.env.SCALE_REDIS_PORT, 6390),
  s3: num(process.env.SCALE_S3_PORT, 4590),
  smtp: num(process.env.SCALE_SMTP_PORT, 2528),
}

export const SCALE_BUCKET = 'agency-scale'
export const SCALE_SECRET = TEST_SECRET
/** The instances' public origin, read when each starts (the build is scripts/testBuild.ts's). */
export const SCALE_SERVER_URL = E2E_BASE_URL
const WORK_DIR = path.resolve('.tmp/scale')
/** Each stack's logs in a folder of its own, kept when the next spec starts its stack. */
const LOGS_DIR = path.resolve('.tmp/scale-logs')

export const appUrl = (index: number) => `http://127.0.0.1:${SCALE_PORTS.apps[index]}`
export const haproxyUrl = () => `http://127.0.0.1:${SCALE_PORTS.haproxy}`

/** Every child still running; killed outright should this process end without stop(). */
const children = new Set<ChildProcess>()
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL')
})

function start(
  name: string,
  command: string,
  args: string[],
  env: Env,
  logFile: string,
): ChildProcess {
  const log = fs.openSync(logFile, 'a')
  const child = spawn(command, args, {
    stdio: ['ignore', log, log],
    env: { ...process.env, ...env },
  })
  fs.closeSync(log)
  children.add(child)
  child.once('exit', () => children.delete(child))
  child.once('error', (err) => console.error(`${name}: ${err.message}`))
  return child
}

/** Sends `signal` and waits for the exit; SIGKILL after `graceMs`. */
export async function stopChild(
  child: ChildProcess | undefined,
  signal: NodeJS.Signals = 'SIGTERM',
  graceMs = 10_000,
) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.kill(signal)
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
  await exited
  clearTimeout(timer)
}

const healthy = async (base: string) => (await fetch(`${base}/healthz`)).status === 200

/** HAProxy's view of each app server: 'UP', 'DOWN', 'MAINT', ... (from its CSV stats page). */
export async function haproxyStatus(): Promise<Record<string, string>> {
  const csv = await (await fetch(`http://127.0.0.1:${SCALE_PORTS.haproxyStats}/stats;csv`)).text()
  const [headerLine = '', ...lines] = csv.trim().split('\n')
  const header = headerLine.replace(/^# /, '').split(',')
  const column = (name: string) => {
    const index = header.indexOf(name)
    if (index < 0) throw new Error(`HAProxy stats have no ${name} column: ${headerLine}`)
    return index
  }
  const [px, sv, st] = [column('pxname'), column('svname'), column('status')]
  const status: Record<string, string> = {}
  for (const line of lines) {
    const cells = line.split(',')
    const server = cells[sv]
    const [state = ''] = (cells[st] ?? '').split(' ')
    if (cells[px] === 'app' && server && /^app\d$/.test(server)) status[server] = state
  }
  return status
}

export type StackOptions = {
  /** Database and file settings from scripts/db.ts (DATABASE_URL, ...). */
  dbEnv: Env
  /** How many of the app instances to start (1-3); HAProxy lists all three, the rest stay DOWN. */
  instances?: number
  /** JOB_WORKER per instance; the separate worker always runs jobs. */
  jobWorker?: boolean[]
  /** Extra environment for every instance and the worker. */
  env?: Env
  /** Names the folder its logs go to, .tmp/scale-logs/<name>/ (the spec's name). */
  name: string
}

export type Stack = Awaited<ReturnType<typeof startStack>>

export async function startStack({
  dbEnv,
  instances = 3,
  jobWorker = [true, false, true],
  env: extra = {},
  name,
}: StackOptions) {
  fs.rmSync(WORK_DIR, { recursive: true, force: true })
  fs.mkdirSync(path.join(WORK_DIR, 's3'), { recursive: true })
  const logDir = path.join(LOGS_DIR, name)
  fs.rmSync(logDir, { recursive: true, force: true })
  fs.mkdirSync(logDir, { recursive: true })
  const logFile = (file: string) => path.join(logDir, file)

  const smtp = await startSmtpServer(SCALE_PORTS.smtp)
  const s3 = new S3rver({
    port: SCALE_PORTS.s3,
    address: '127.0.0.1',
    silent: true,
    directory: path.join(WORK_DIR, 's3'),
    configureBuckets: [{ name: SCALE_BUCKET, configs: [] }],
  })
  await s3.run()

  const redisArgs = [
    '--port',
    String(SCALE_PORTS.redis),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
    '--dir',
    WORK_DIR,
  ]
  let redis: ChildProcess | undefined
  const startRedis = async () => {
    redis = start('redis', 'redis-server', redisArgs, {}, logFile('redis.log'))
    await waitFor(
      'redis',
      async () => {
        const net = await import('node:net')
        return new Promise<boolean>((resolve) => {
          const socket = net.connect(SCALE_PORTS.redis, '127.0.0.1', () => {
            socket.end()
            resolve(true)
          })
          socket.once('error', () => resolve(false))
        })
      },
      10_000,
      100,
    )
  }
  await startRedis()

  const env: Env = {
    ...dbEnv,
    ...testEnv,
    NODE_ENV: 'production',
    SMTP_PORT: String(SCALE_PORTS.smtp),
    PAYLOAD_SECRET: SCALE_SECRET,
    NEXT_PUBLIC_SERVER_URL: SCALE_SERVER_URL,
    REDIS_URL: `redis://127.0.0.1:${SCALE_PORTS.redis}`,
    S3_ENDPOINT: `http://127.0.0.1:${SCALE_PORTS.s3}`,
    S3_BUCKET: SCALE_BUCKET,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    // Every submission here comes from 127.0.0.1 (HAProxy): the per-address cap is not under test.
    RATE_LIMIT_PER_ADDRESS_PER_HOUR: '100000',
    ...extra,
  }

  const apps: (ChildProcess | undefined)[] = []
  const startApp = (index: number) => {
    apps[index] = start(
      `app${index + 1}`,
      ...productionServer(['-p', String(SCALE_PORTS.apps[index]), '-H', '127.0.0.1']),
      {
        ...env,
        JOB_WORKER: String(jobWorker[index] ?? false),
      },
      logFile(`app${index + 1}.log`),
    )
  }
  for (let i = 0; i < instances; i += 1) startApp(i)
  const worker = start(
    'worker',
    ...WORKER_COMMAND,
    // Revalidation after a scheduled publish goes through the load balancer, to any instance.
    { ...env, JOB_POLL_MS: '1000', REVALIDATE_URL: haproxyUrl() },
    logFile('worker.log'),
  )

  const haproxy = start(
    'haproxy',
    'haproxy',
    ['-db', '-f', 'scripts/scale/haproxy.cfg'],
    {
      HAPROXY_BIND: `127.0.0.1:${SCALE_PORTS.haproxy}`,
      HAPROXY_STATS_BIND: `127.0.0.1:${SCALE_PORTS.haproxyStats}`,
      APP1_ADDR: `127.0.0.1:${SCALE_PORTS.apps[0]}`,
      APP2_ADDR: `127.0.0.1:${SCALE_PORTS.apps[1]}`,
      APP3_ADDR: `127.0.0.1:${SCALE_PORTS.apps[2]}`,
    },
    logFile('haproxy.log'),
  )

  const stop = async () => {
    await Promise.all([
      ...apps.map((app) => stopChild(app)),
      stopChild(worker),
      stopChild(haproxy),
      stopChild(redis),
    ])
    await s3.close().catch(() => {})
    await smtp.stop()
  }

  try {
    for (let i = 0; i < instances; i += 1)
      await waitFor(`app${i + 1}`, () => healthy(appUrl(i)), 180_000, 500)
    await waitFor(
      'haproxy',
      async () => {
        const status = await haproxyStatus()
        return [0, 1, 2].every((i) => status[`app${i + 1}`] === (i < instances ? 'UP' : 'DOWN'))
      },
      30_000,
    )
  } catch (error) {
    await stop()
    throw error
  }

  return {
    env,
    smtp,
    apps,
    worker,
    /** SIGKILLs one instance (0-based), as a crash would. */
    kill: async (index: number) => stopChild(apps[index], 'SIGKILL'),
    stopRedis: async () => stopChild(redis),
    startRedis,
    s3Dir: path.join(WORK_DIR, 's3', SCALE_BUCKET),
    stop,
  }
}
