/**
 * `npm run bench:pages`: the production build of the marketing pages next to an empty Next.js page
 * built with the same Next version (the framework's floor), measured in the same run, because this
 * machine is shared and its absolute figures drift from hour to hour. Per route:
 * - Lighthouse (mobile preset, Debian's Chromium), median of --runs (5);
 * - throughput with autocannon, --load-seconds (10) x 20 connections, median of --rounds (3), each
 *   round loading the floor and then every route, so drift hits both alike;
 * - the page's weight: HTML and inline script bytes.
 * It prints each figure, its ratio or difference to the floor, and the static-first targets.
 *
 *   tsx scripts/benchPages.ts [--runs 5] [--rounds 3] [--load-seconds 10] [--routes /,/about] [--skip-build]
 *                             [--no-lighthouse] [--no-load] [--no-floor] [--base-url URL]
 *
 * --base-url measures a server that is already running (no build, no start): for quick
 * checks only, since a development server is not what visitors get.
 *
 * Nothing is downloaded: the floor app is written to .tmp/ and built from node_modules.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import autocannon from 'autocannon'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { ensureDatabase } from './db'
import { migrate, run, seed, SERVER_ENTRY, type Env } from './run'
import { HTML_BUDGET_BYTES, MARKETING_ROUTES } from '../tests/helpers/pageBudget'

const ROOT = process.cwd()
const NEXT_BIN = path.join(ROOT, 'node_modules/.bin/next')
const SITE_PORT = Number(process.env.BENCH_PORT ?? 3200)
const FLOOR_PORT = SITE_PORT + 1
const FLOOR_DIR = path.join(ROOT, '.tmp/bench-floor')
const RESULT_FILE = path.join(ROOT, '.tmp/bench-pages.json')
const FLOOR = 'floor (empty Next page)'
const CONNECTIONS = 20
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

type Args = {
  runs: number
  rounds: number
  loadSeconds: number
  routes: string[]
  skipBuild: boolean
  floor: boolean
  lighthouse: boolean
  load: boolean
  baseUrl?: string
}

function parseArgs(argv: string[]): Args {
  const args: Args = {
    runs: 5,
    rounds: 3,
    loadSeconds: 10,
    routes: MARKETING_ROUTES,
    skipBuild: false,
    floor: true,
    lighthouse: true,
    load: true,
  }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    const value = (): string => {
      const next = argv[++i]
      if (next === undefined) throw new Error(`${arg} needs a value`)
      return next
    }
    if (arg === '--runs') args.runs = Math.max(1, Number(value()))
    else if (arg === '--rounds') args.rounds = Math.max(1, Number(value()))
    else if (arg === '--load-seconds') args.loadSeconds = Math.max(1, Number(value()))
    else if (arg === '--no-lighthouse') args.lighthouse = false
    else if (arg === '--no-load') args.load = false
    else if (arg === '--routes')
      args.routes = value()
        .split(',')
        .map((route) => route.trim())
    else if (arg === '--skip-build') args.skipBuild = true
    else if (arg === '--no-floor') args.floor = false
    else if (arg === '--base-url') args.baseUrl = value().replace(/\/+$/, '')
    else throw new Error(`unknown argument ${arg}`)
  }
  return args
}

type Sample = {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  tbtMs: number
  cls: number
  jsBytes: number
  longestTaskMs: number
}

type Load = { requestsPerSecond: number; p50Ms: number; p99Ms: number; failures: number }
type Weight = { htmlBytes: number; inlineScriptBytes: number }
type Row = { label: string; lighthouse?: Sample; load?: Load; weight: Weight }

/** NaN for no values, which the table prints as such rather than as a made-up 0. */
const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  const upper = sorted[mid]
  if (upper === undefined) return NaN
  return sorted.length % 2 ? upper : ((sorted[mid - 1] ?? upper) + upper) / 2
}

function medianSample(samples: Sample[]): Sample {
  const pick = (key: keyof Sample) => median(samples.map((sample) => sample[key]))
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    jsBytes: pick('jsBytes'),
    longestTaskMs: pick('longestTaskMs'),
  }
}

async function waitForServer(url: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url)
      if (res.status < 500) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

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

/** An empty App Router page, built by the same Next version as the site. */
function writeFloorApp() {
  fs.rmSync(FLOOR_DIR, { recursive: true, force: true })
  fs.mkdirSync(path.join(FLOOR_DIR, 'app'), { recursive: true })
  fs.writeFileSync(
    path.join(FLOOR_DIR, 'package.json'),
    JSON.stringify({ name: 'bench-floor', private: true, type: 'module' }),
  )
  fs.writeFileSync(
    path.join(FLOOR_DIR, 'next.config.mjs'),
    `export default { turbopack: { root: ${JSON.stringify(ROOT)} }, outputFileTracingRoot: ${JSON.stringify(ROOT)} }\n`,
  )
  fs.writeFileSync(
    path.join(FLOOR_DIR, 'app/layout.jsx'),
    `export const metadata = { title: 'Floor', description: 'An empty Next.js page: the framework floor.' }
export default function RootLayout({ children }) {
  return (<html lang="en"><body>{children}</body></html>)
}
`,
  )
  // Without its own, Next's build reaches up to the site's src/instrumentation.ts (the Turbopack
  // root is the site's, for node_modules), whose production checks the floor has no reason to pass.
  fs.writeFileSync(path.join(FLOOR_DIR, 'instrumentation.js'), 'export function register() {}\n')
  fs.writeFileSync(
    path.join(FLOOR_DIR, 'app/page.jsx'),
    `export default function Page() {\n  return <main><h1>Hello</h1></main>\n}\n`,
  )
}

async function measure(url: string, port: number): Promise<Sample> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { lhr } = result
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`)
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  const requests = lhr.audits['network-requests']?.details
  const items =
    requests && 'items' in requests ? (requests.items as Array<Record<string, unknown>>) : []
  const jsBytes = items
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (typeof item.transferSize === 'number' ? item.transferSize : 0), 0)
  const tasks = lhr.audits['long-tasks']?.details
  const taskItems = tasks && 'items' in tasks ? (tasks.items as Array<Record<string, unknown>>) : []
  const longestTaskMs = Math.max(
    0,
    ...taskItems.map((item) => (typeof item.duration === 'number' ? item.duration : 0)),
  )
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsBytes,
    longestTaskMs,
  }
}

/**
 * Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP) on a busy machine: such a
 * run is repeated, at most twice; any other error, or a third failure, still ends the benchmark.
 */
async function measureWithRetry(url: string, chromePort: number, attempts = 3): Promise<Sample> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(url, chromePort)
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      if (attempt >= attempts || !/NO_NAVSTART|NO_FCP|NO_LCP|trace/i.test(message)) throw error
      process.stderr.write(`  ${url}: ${message.slice(0, 120)}; measuring again\n`)
    }
  }
}

async function lighthouseMedian(
  label: string,
  url: string,
  runs: number,
  chromePort: number,
): Promise<Sample> {
  const samples: Sample[] = []
  for (let i = 0; i < runs; i++) {
    const sample = await measureWithRetry(url, chromePort)
    samples.push(sample)
    process.stderr.write(`  ${label} run ${i + 1}/${runs}: performance ${sample.performance}\n`)
  }
  return medianSample(samples)
}

async function loadOnce(url: string, seconds: number): Promise<Load> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  })
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  }
}

/** The page as a visitor's first request gets it: its HTML, and how much of that is inline script. */
async function weigh(url: string): Promise<Weight> {
  const html = await (await fetch(url)).text()
  let inlineScriptBytes = 0
  for (const [, attributes = '', body = ''] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/gi,
  )) {
    if (!/\ssrc=/i.test(attributes)) inlineScriptBytes += Buffer.byteLength(body)
  }
  return { htmlBytes: Buffer.byteLength(html), inlineScriptBytes }
}

async function measureAll(args: Args, siteUrl: string, floorUrl: string | null): Promise<Row[]> {
  const targets: Array<[string, string]> = [
    ...(floorUrl ? [[FLOOR, floorUrl] as [string, string]] : []),
    ...args.routes.map((route): [string, string] => [route, `${siteUrl}${route}`]),
  ]
  // One unmeasured load of each: compiles nothing in production, but fills the caches.
  for (const [, url] of targets) await fetch(url).catch(() => undefined)
  const rows: Row[] = []
  for (const [label, url] of targets) rows.push({ label, weight: await weigh(url) })

  if (args.load) {
    const rounds = new Map<string, Load[]>()
    for (let round = 1; round <= args.rounds; round++) {
      for (const [label, url] of targets) {
        const load = await loadOnce(url, args.loadSeconds)
        rounds.set(label, [...(rounds.get(label) ?? []), load])
        process.stderr.write(
          `  load round ${round}/${args.rounds} ${label}: ${load.requestsPerSecond.toFixed(0)} requests/s, p99 ${load.p99Ms} ms\n`,
        )
      }
    }
    for (const row of rows) {
      const loads = rounds.get(row.label) ?? []
      row.load = {
        requestsPerSecond: median(loads.map((load) => load.requestsPerSecond)),
        p50Ms: median(loads.map((load) => load.p50Ms)),
        p99Ms: median(loads.map((load) => load.p99Ms)),
        failures: loads.reduce((sum, load) => sum + load.failures, 0),
      }
    }
  }

  if (args.lighthouse) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: CHROME_FLAGS,
    })
    try {
      for (const row of rows) {
        const url = targets.find(([label]) => label === row.label)?.[1] ?? ''
        row.lighthouse = await lighthouseMedian(row.label, url, args.runs, chrome.port)
      }
    } finally {
      chrome.kill()
    }
  }
  return rows
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const ratio = (value: number | undefined, floor: number | undefined) =>
  value === undefined || floor === undefined || floor === 0
    ? ''
    : ` (${(value / floor).toFixed(2)}x)`

function printTable(rows: Row[], args: Args) {
  const floor = rows.find((row) => row.label === FLOOR)
  const header = [
    'route',
    'perf',
    'LCP (s)',
    'TBT (ms)',
    'CLS',
    'long task',
    'JS (KB)',
    'req/s',
    'p99 (ms)',
    'HTML (KB)',
    'inline (KB)',
    'a11y/bp/seo',
  ]
  const lines = rows.map(({ label, lighthouse: s, load, weight }) => [
    label,
    s
      ? `${s.performance}${floor?.lighthouse && label !== FLOOR ? ` (${s.performance - floor.lighthouse.performance >= 0 ? '+' : ''}${s.performance - floor.lighthouse.performance})` : ''}`
      : '-',
    s
      ? `${(s.lcpMs / 1000).toFixed(2)}${label !== FLOOR && floor?.lighthouse ? ` (+${Math.round(s.lcpMs - floor.lighthouse.lcpMs)} ms)` : ''}`
      : '-',
    s
      ? `${Math.round(s.tbtMs)}${label !== FLOOR && floor?.lighthouse ? ` (+${Math.round(s.tbtMs - floor.lighthouse.tbtMs)})` : ''}`
      : '-',
    s ? s.cls.toFixed(3) : '-',
    s ? String(Math.round(s.longestTaskMs)) : '-',
    s
      ? `${kb(s.jsBytes)}${label !== FLOOR && floor?.lighthouse ? ` (+${kb(s.jsBytes - floor.lighthouse.jsBytes)})` : ''}`
      : '-',
    load
      ? `${load.requestsPerSecond.toFixed(0)}${label !== FLOOR ? ratio(load.requestsPerSecond, floor?.load?.requestsPerSecond) : ''}`
      : '-',
    load ? `${load.p99Ms}${label !== FLOOR ? ratio(load.p99Ms, floor?.load?.p99Ms) : ''}` : '-',
    kb(weight.htmlBytes),
    kb(weight.inlineScriptBytes),
    s ? `${s.accessibility}/${s.bestPractices}/${s.seo}` : '-',
  ])
  const widths = header.map((title, col) =>
    Math.max(title.length, ...lines.map((line) => line[col]?.length ?? 0)),
  )
  const format = (cells: string[]) =>
    cells
      .map((cell, col) =>
        col === 0 ? cell.padEnd(widths[col] ?? 0) : cell.padStart(widths[col] ?? 0),
      )
      .join('  ')
  console.log(
    `\nLighthouse mobile preset, median of ${args.runs}; autocannon ${args.loadSeconds} s x ${CONNECTIONS} connections, median of ${args.rounds}; ratios and differences to the floor, same run\n`,
  )
  console.log(format(header))
  console.log(widths.map((width) => '-'.repeat(width)).join('  '))
  for (const line of lines) console.log(format(line))

  console.log(
    '\nTargets: perf >= floor - 2; TBT <= floor + 100 ms; LCP <= floor + 200 ms; CLS < 0.01; no task over 200 ms;' +
      ' JS <= floor + 15 KB (/contact + 40 KB); requests/s >= 0.9 x floor; p99 <= 2 x floor; HTML <= 60 KB; inline script <= 20 KB',
  )
  for (const { label, lighthouse: s, load, weight } of rows) {
    if (label === FLOOR) continue
    const f = floor?.lighthouse
    const jsAllowance = (label === '/contact' ? 40 : 15) * 1024
    const misses = [
      weight.htmlBytes > HTML_BUDGET_BYTES && `HTML ${kb(weight.htmlBytes)} KB`,
      weight.inlineScriptBytes > 20 * 1024 && `inline script ${kb(weight.inlineScriptBytes)} KB`,
      s && s.cls >= 0.01 && `CLS ${s.cls.toFixed(3)}`,
      s && s.longestTaskMs > 200 && `a ${Math.round(s.longestTaskMs)} ms task`,
      s && f && s.performance < f.performance - 2 && `perf ${s.performance} < ${f.performance - 2}`,
      s && f && s.tbtMs > f.tbtMs + 100 && `TBT +${Math.round(s.tbtMs - f.tbtMs)} ms`,
      s && f && s.lcpMs > f.lcpMs + 200 && `LCP +${Math.round(s.lcpMs - f.lcpMs)} ms`,
      s && f && s.jsBytes > f.jsBytes + jsAllowance && `JS +${kb(s.jsBytes - f.jsBytes)} KB`,
      load &&
        floor?.load &&
        load.requestsPerSecond < 0.9 * floor.load.requestsPerSecond &&
        `throughput ${(load.requestsPerSecond / floor.load.requestsPerSecond).toFixed(2)}x`,
      load &&
        floor?.load &&
        load.p99Ms > 2 * floor.load.p99Ms &&
        `p99 ${(load.p99Ms / floor.load.p99Ms).toFixed(2)}x`,
      load && load.failures > 0 && `${load.failures} failed requests`,
    ].filter(Boolean)
    console.log(
      `  ${label.padEnd(widths[0] ?? 0)}  ${misses.length ? `MISS: ${misses.join('; ')}` : 'meets every target'}`,
    )
  }
}

function report(rows: Row[], args: Args) {
  printTable(rows, args)
  fs.mkdirSync(path.dirname(RESULT_FILE), { recursive: true })
  fs.writeFileSync(
    RESULT_FILE,
    JSON.stringify({ args, at: new Date().toISOString(), rows }, null, 2),
  )
  console.log(`\nSaved to ${path.relative(ROOT, RESULT_FILE)}`)
}

async function main() {
  const args = parseArgs(process.argv.slice(2))
  if (args.baseUrl) {
    report(await measureAll({ ...args, floor: false }, args.baseUrl, null), args)
    return
  }
  const db = await ensureDatabase('dev')
  const siteUrl = `http://localhost:${SITE_PORT}`
  const env: Env = {
    DATABASE_URL: db.url,
    NEXT_PUBLIC_SERVER_URL: siteUrl,
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? 'bench-only-secret-not-for-production-0000',
  }
  const servers: ChildProcess[] = []
  try {
    await migrate(env)
    await seed(env, { ifEmpty: true })
    if (!args.skipBuild) await run(NEXT_BIN, ['build'], env)
    if (args.floor) {
      writeFloorApp()
      if (!args.skipBuild || !fs.existsSync(path.join(FLOOR_DIR, '.next'))) {
        await new Promise<void>((resolve, reject) => {
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
    }

    servers.push(startServer(ROOT, SITE_PORT, env))
    if (args.floor)
      servers.push(startServer(FLOOR_DIR, FLOOR_PORT, { NEXT_TELEMETRY_DISABLED: '1' }))
    await waitForServer(`${siteUrl}/`)
    if (args.floor) await waitForServer(`http://localhost:${FLOOR_PORT}/`)

    report(
      await measureAll(args, siteUrl, args.floor ? `http://localhost:${FLOOR_PORT}/` : null),
      args,
    )
  } finally {
    for (const server of servers) server.kill('SIGTERM')
    await db.stop().catch(() => undefined)
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
