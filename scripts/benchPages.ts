/**
 * `npm run bench:pages`: Lighthouse (mobile preset, Debian's Chromium) on the production
 * build of the public pages, next to an empty Next.js page built with the same Next
 * version (the framework's floor). Prints the median of N runs per route.
 *
 *   tsx scripts/benchPages.ts [--runs 5] [--routes /,/about] [--skip-build] [--no-floor] [--base-url URL]
 *
 * --base-url measures a server that is already running (no build, no start): for quick
 * checks only, since a development server is not what visitors get.
 *
 * Nothing is downloaded: the floor app is written to .tmp/ and built from node_modules.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { ensureDatabase } from './db'
import { migrate, run, seed, type Env } from './run'

const ROOT = process.cwd()
const NEXT_BIN = path.join(ROOT, 'node_modules/.bin/next')
const SITE_PORT = Number(process.env.BENCH_PORT ?? 3200)
const FLOOR_PORT = SITE_PORT + 1
const FLOOR_DIR = path.join(ROOT, '.tmp/bench-floor')
const RESULT_FILE = path.join(ROOT, '.tmp/bench-pages.json')
const DEFAULT_ROUTES = ['/', '/services', '/services/web-development', '/about', '/contact']
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

type Args = { runs: number; routes: string[]; skipBuild: boolean; floor: boolean; baseUrl?: string }

function parseArgs(argv: string[]): Args {
  const args: Args = { runs: 5, routes: DEFAULT_ROUTES, skipBuild: false, floor: true }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (arg === '--runs') args.runs = Math.max(1, Number(argv[++i]))
    else if (arg === '--routes') args.routes = argv[++i].split(',').map((route) => route.trim())
    else if (arg === '--skip-build') args.skipBuild = true
    else if (arg === '--no-floor') args.floor = false
    else if (arg === '--base-url') args.baseUrl = argv[++i].replace(/\/+$/, '')
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
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
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

function startServer(cwd: string, port: number, env: Env): ChildProcess {
  return spawn(NEXT_BIN, ['start', '-p', String(port)], {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env, NODE_ENV: 'production' },
  })
}

/** An empty App Router page, built by the same Next version as the site. */
function writeFloorApp() {
  fs.rmSync(FLOOR_DIR, { recursive: true, force: true })
  fs.mkdirSync(path.join(FLOOR_DIR, 'app'), { recursive: true })
  fs.writeFileSync(path.join(FLOOR_DIR, 'package.json'), JSON.stringify({ name: 'bench-floor', private: true, type: 'module' }))
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
  fs.writeFileSync(path.join(FLOOR_DIR, 'app/page.jsx'), `export default function Page() {\n  return <main><h1>Hello</h1></main>\n}\n`)
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
  const items = requests && 'items' in requests ? (requests.items as Array<Record<string, unknown>>) : []
  const jsBytes = items
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (typeof item.transferSize === 'number' ? item.transferSize : 0), 0)
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsBytes,
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

async function benchmark(label: string, url: string, runs: number, chromePort: number): Promise<[string, Sample]> {
  // One unmeasured load compiles nothing in production but warms the server's data caches.
  await fetch(url).catch(() => undefined)
  const samples: Sample[] = []
  for (let i = 0; i < runs; i++) {
    samples.push(await measureWithRetry(url, chromePort))
    process.stderr.write(`  ${label} run ${i + 1}/${runs}: performance ${samples[i].performance}\n`)
  }
  return [label, medianSample(samples)]
}

function printTable(rows: Array<[string, Sample]>, runs: number) {
  const header = ['route', 'perf', 'a11y', 'best-pr', 'seo', 'LCP (s)', 'TBT (ms)', 'CLS', 'JS (KB)']
  const lines = rows.map(([label, s]) => [
    label,
    String(s.performance),
    String(s.accessibility),
    String(s.bestPractices),
    String(s.seo),
    (s.lcpMs / 1000).toFixed(2),
    String(Math.round(s.tbtMs)),
    s.cls.toFixed(3),
    (s.jsBytes / 1024).toFixed(1),
  ])
  const widths = header.map((title, col) => Math.max(title.length, ...lines.map((line) => line[col].length)))
  const format = (cells: string[]) => cells.map((cell, col) => (col === 0 ? cell.padEnd(widths[col]) : cell.padStart(widths[col]))).join('  ')
  console.log(`\nLighthouse mobile preset, median of ${runs} run(s)\n`)
  console.log(format(header))
  console.log(widths.map((width) => '-'.repeat(width)).join('  '))
  for (const line of lines) console.log(format(line))

  const floor = rows.find(([label]) => label.startsWith('floor'))?.[1]
  if (floor) {
    console.log('\nTargets: perf >= floor, JS <= floor + 30 KB, LCP <= 1.8 s, CLS < 0.02, a11y/best-practices/SEO = 100')
    for (const [label, s] of rows) {
      if (label.startsWith('floor')) continue
      const misses = [
        s.performance < floor.performance && `perf ${s.performance} < ${floor.performance}`,
        s.jsBytes > floor.jsBytes + 30 * 1024 && `JS ${(s.jsBytes / 1024).toFixed(1)} KB > ${((floor.jsBytes + 30 * 1024) / 1024).toFixed(1)} KB`,
        s.lcpMs > 1800 && `LCP ${(s.lcpMs / 1000).toFixed(2)} s > 1.8 s`,
        s.cls >= 0.02 && `CLS ${s.cls.toFixed(3)}`,
        s.accessibility < 100 && `a11y ${s.accessibility}`,
        s.bestPractices < 100 && `best-practices ${s.bestPractices}`,
        s.seo < 100 && `SEO ${s.seo}`,
      ].filter(Boolean)
      console.log(`  ${label.padEnd(widths[0])}  ${misses.length ? `MISS: ${misses.join('; ')}` : 'meets every target'}`)
    }
  }
}

async function measureAll(args: Args, siteUrl: string, floorUrl: string | null): Promise<Array<[string, Sample]>> {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS })
  try {
    const rows: Array<[string, Sample]> = []
    if (floorUrl) rows.push(await benchmark('floor (empty Next page)', floorUrl, args.runs, chrome.port))
    for (const route of args.routes) rows.push(await benchmark(route, `${siteUrl}${route}`, args.runs, chrome.port))
    return rows
  } finally {
    chrome.kill()
  }
}

function report(rows: Array<[string, Sample]>, runs: number) {
  printTable(rows, runs)
  fs.mkdirSync(path.dirname(RESULT_FILE), { recursive: true })
  fs.writeFileSync(RESULT_FILE, JSON.stringify({ runs, at: new Date().toISOString(), rows: Object.fromEntries(rows) }, null, 2))
  console.log(`\nSaved to ${path.relative(ROOT, RESULT_FILE)}`)
}

async function main() {
  const args = parseArgs(process.argv.slice(2))
  if (args.baseUrl) {
    report(await measureAll({ ...args, floor: false }, args.baseUrl, null), args.runs)
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
          const child = spawn(NEXT_BIN, ['build'], { cwd: FLOOR_DIR, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } })
          child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`floor build exited with ${code}`))))
        })
      }
    }

    servers.push(startServer(ROOT, SITE_PORT, env))
    if (args.floor) servers.push(startServer(FLOOR_DIR, FLOOR_PORT, { NEXT_TELEMETRY_DISABLED: '1' }))
    await waitForServer(`${siteUrl}/`)
    if (args.floor) await waitForServer(`http://localhost:${FLOOR_PORT}/`)

    report(await measureAll(args, siteUrl, args.floor ? `http://localhost:${FLOOR_PORT}/` : null), args.runs)
  } finally {
    for (const server of servers) server.kill('SIGTERM')
    await db.stop().catch(() => undefined)
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
