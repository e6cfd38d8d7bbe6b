/**
 * What the page benchmarks (bench:pages, bench:inp) measure: the site's production build on the
 * dev database, beside the floor, an empty App Router app built by the same Next version. Both are
 * started here, on BENCH_PORT and the port after it. bench:submit starts the floor alone, for its
 * route POST /forms/bench-floor (FLOOR_SUBMIT_PATH), on the site's database.
 *
 * Nothing is downloaded: the floor app is written to .tmp/ and built from node_modules.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { MAX_BODY_BYTES } from '../../src/features/leads/intake/http'
import { ensureDatabase } from '../db'
import { waitForServer } from '../lib/server'
import { migrate, nextBuild, seed, SERVER_ENTRY, type Env } from '../run'

export const ROOT = process.cwd()
const NEXT_BIN = path.join(ROOT, 'node_modules/.bin/next')
export const SITE_PORT = Number(process.env.BENCH_PORT ?? 3200)
export const FLOOR_PORT = SITE_PORT + 1
const FLOOR_DIR = path.join(ROOT, '.tmp/bench-floor')
/**
 * bench:submit's floor, in the floor app and not in the product: the least a stored submission can
 * cost on this Next version (docs/decisions.md#lead-storage). A route handler that reads the JSON
 * body as /forms/enquiry does and inserts it with one statement on a pool of its own, the size of
 * Payload's (node-postgres's 10), named as the site's statements are.
 */
export const FLOOR_SUBMIT_PATH = '/forms/bench-floor'
/** Made by bench:submit in the site's database; no migration, no collection. */
export const BENCH_FLOOR_TABLE = 'bench_floor'
/** The floor with one client-component button: the minimal page an interaction is compared to. */
export const FLOOR_BUTTON_PATH = '/button'
export const FLOOR_BUTTON_NAME = 'Toggle'

/** BENCH_CPU_PROF=<dir> writes a V8 CPU profile of each server there when it stops. */
function startServer(cwd: string, port: number, env: Env): ChildProcess {
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`]
    : []
  // The site runs its production server (src/server/server.mjs); the floor, `next start`.
  const server =
    cwd === ROOT ? [SERVER_ENTRY] : [path.join(ROOT, 'node_modules/next/dist/bin/next'), 'start']
  return spawn(process.execPath, [...profile, ...server, '-p', String(port)], {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env, NODE_ENV: 'production' },
  })
}

/**
 * The floor's sources. `/` is the empty page every page is compared to and must stay as it is;
 * `/button` adds one client component, whose chunk only that route loads.
 */
const FLOOR_FILES: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'bench-floor', private: true, type: 'module' }),
  'next.config.mjs': `export default { turbopack: { root: ${JSON.stringify(ROOT)} }, outputFileTracingRoot: ${JSON.stringify(ROOT)} }\n`,
  'app/layout.jsx': `export const metadata = { title: 'Floor', description: 'An empty Next.js page: the framework floor.' }
export default function RootLayout({ children }) {
  return (<html lang="en"><body>{children}</body></html>)
}
`,
  // Without its own, Next's build reaches up to the site's src/instrumentation.ts (the Turbopack
  // root is the site's, for node_modules), whose production checks the floor has no reason to pass.
  'instrumentation.js': 'export function register() {}\n',
  'app/page.jsx': `export default function Page() {\n  return <main><h1>Hello</h1></main>\n}\n`,
  'app/button/page.jsx': `import { ToggleButton } from './ToggleButton'
export default function Page() {
  return <main><h1>Hello</h1><ToggleButton /></main>
}
`,
  'app/forms/bench-floor/route.js': `import pg from 'pg'

export const dynamic = 'force-dynamic'

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL })
// An idle connection Postgres closes (the bench stopping its cluster) is dropped by the pool; with no
// listener, node-postgres would throw it as an uncaught exception.
pool.on('error', () => {})
const named = process.env.DATABASE_NAMED_STATEMENTS !== 'false'
const text = 'insert into ${BENCH_FLOOR_TABLE} (body) values ($1)'

export async function POST(request) {
  if (!/^application\\/json\\s*(?:;|$)/i.test(request.headers.get('content-type') ?? ''))
    return Response.json({ ok: false }, { status: 415 })
  const bytes = new Uint8Array(await request.arrayBuffer())
  if (bytes.byteLength > ${MAX_BODY_BYTES}) return Response.json({ ok: false }, { status: 413 })
  let body
  try {
    body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
  } catch {
    return Response.json({ ok: false }, { status: 400 })
  }
  const values = [JSON.stringify(body)]
  await pool.query(named ? { name: 'bench-floor', text, values } : { text, values })
  return Response.json({ ok: true }, { status: 201, headers: { 'Cache-Control': 'no-store' } })
}
`,
  'app/button/ToggleButton.jsx': `'use client'
import { useState } from 'react'
export function ToggleButton() {
  const [on, setOn] = useState(false)
  return (<>
    <button type="button" aria-pressed={on} onClick={() => setOn(!on)}>${FLOOR_BUTTON_NAME}</button>
    <p>{on ? 'On' : 'Off'}</p>
  </>)
}
`,
}

/** Writes the floor app; true when a source changed (or was missing), so its build is stale. */
export function writeFloorApp(): boolean {
  let changed = false
  for (const [file, source] of Object.entries(FLOOR_FILES)) {
    const target = path.join(FLOOR_DIR, file)
    if (fs.existsSync(target) && fs.readFileSync(target, 'utf8') === source) continue
    fs.mkdirSync(path.dirname(target), { recursive: true })
    fs.writeFileSync(target, source)
    changed = true
  }
  return changed
}

function buildFloor(): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(NEXT_BIN, ['build'], {
      cwd: FLOOR_DIR,
      stdio: 'inherit',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    })
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`floor build exited with ${code}`)),
    )
  })
}

/** Builds the floor app when a source changed or it was never built (always with `rebuild`). */
async function ensureFloorBuild(rebuild: boolean): Promise<void> {
  const stale = writeFloorApp()
  if (rebuild || stale || !fs.existsSync(path.join(FLOOR_DIR, '.next/BUILD_ID'))) await buildFloor()
}

/**
 * The floor app alone, on FLOOR_PORT, its submit route writing to `databaseUrl` (bench:submit).
 * Stop it with the answer's `stop`.
 */
export async function startFloorApp(
  databaseUrl: string,
): Promise<{ floorUrl: string; stop: () => Promise<void> }> {
  await ensureFloorBuild(false)
  const server = startServer(FLOOR_DIR, FLOOR_PORT, {
    NEXT_TELEMETRY_DISABLED: '1',
    DATABASE_URL: databaseUrl,
  })
  const stop = async () => {
    if (server.exitCode !== null) return
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
  }
  const floorUrl = `http://localhost:${FLOOR_PORT}`
  try {
    await waitForServer(`${floorUrl}/`)
  } catch (error) {
    await stop()
    throw error
  }
  return { floorUrl, stop }
}

export type BenchStack = { siteUrl: string; floorUrl: string | null; stop: () => Promise<void> }

/**
 * Builds (unless `skipBuild`) and starts the site and, with `floor`, the floor app. With
 * `skipBuild` the floor is still rebuilt when its sources changed or it was never built.
 */
export async function startBenchStack({
  skipBuild,
  floor,
}: {
  skipBuild: boolean
  floor: boolean
}): Promise<BenchStack> {
  const db = await ensureDatabase('dev')
  const siteUrl = `http://localhost:${SITE_PORT}`
  const floorUrl = floor ? `http://localhost:${FLOOR_PORT}` : null
  const env: Env = {
    DATABASE_URL: db.url,
    NEXT_PUBLIC_SERVER_URL: siteUrl,
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? 'bench-only-secret-not-for-production-0000',
  }
  const servers: ChildProcess[] = []
  const stop = async () => {
    for (const server of servers) server.kill('SIGTERM')
    await db.stop().catch(() => undefined)
  }
  try {
    await migrate(env)
    await seed(env, { ifEmpty: true })
    if (!skipBuild) await nextBuild(env)
    if (floor) await ensureFloorBuild(!skipBuild)
    servers.push(startServer(ROOT, SITE_PORT, env))
    if (floor) servers.push(startServer(FLOOR_DIR, FLOOR_PORT, { NEXT_TELEMETRY_DISABLED: '1' }))
    await waitForServer(`${siteUrl}/`)
    if (floorUrl) await waitForServer(`${floorUrl}/`)
    return { siteUrl, floorUrl, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/** The 1, 5 and 15 minute load averages: how busy the shared machine was. */
export function loadAverage(): [number, number, number] {
  const [one = NaN, five = NaN, fifteen = NaN] = os.loadavg()
  return [one, five, fifteen]
}

export const formatLoadAverage = ([one, five, fifteen]: [number, number, number]) =>
  `${one.toFixed(2)} / ${five.toFixed(2)} / ${fifteen.toFixed(2)} (1 / 5 / 15 min, ${os.cpus().length} cores)`
