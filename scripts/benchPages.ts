/**
 * `npm run bench:pages`: the production build of the marketing pages next to an empty Next.js page
 * built with the same Next version (the framework's floor), measured in the same run, because this
 * machine is shared and its absolute figures drift from hour to hour. Per route:
 * - Lighthouse (mobile preset, Debian's Chromium), median of --runs (5), on each --profiles phone
 *   (mid, low: issue 25). A profile's CPU slowdown is set from Lighthouse's benchmarkIndex of this
 *   machine, measured first (--calibration-runs, median), so it emulates the same phone anywhere;
 *   every run's index is recorded, and a move of more than 15 % is reported as a busy machine.
 *   Runs are interleaved (floor, then each route, run after run) so drift hits all alike;
 * - throughput with autocannon, --load-seconds (10) x 20 connections, sending a browser's
 *   accept-encoding, median of --rounds (3), each round loading the floor and then every route;
 * - the page's weight: HTML and inline script bytes;
 * - each route's content floor (issue 40, scripts/bench/contentFloor.ts): its own HTML without any
 *   script, served compressed, measured like the route, so the table shows what the framework adds;
 * - URLs that must be as fast as a page they show (issue 41, BESIDE): a campaign link, a service's
 *   quote link, throughput only, printed beside that page.
 * It prints each figure, its ratio or difference to the floor, and issue 25's targets.
 *
 *   tsx scripts/benchPages.ts [--runs 5] [--rounds 3] [--load-seconds 10] [--routes /,/about] [--skip-build]
 *                             [--profiles mid,low] [--calibration-runs 3] [--benchmark-index N]
 *                             [--no-lighthouse] [--no-load] [--no-floor] [--no-content-floor]
 *                             [--no-beside] [--base-url URL]
 *
 * --benchmark-index sets the multipliers from a given index instead of measuring it (runs still
 * record theirs). --base-url measures a server that is already running (no build, no start): for
 * quick checks only, since a development server is not what visitors get.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

import autocannon from 'autocannon'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import {
  cpuSlowdown,
  indexDrift,
  INDEX_DRIFT_LIMIT,
  INLINE_SCRIPT_LIMIT_BYTES,
  lighthouseMisses,
  MAX_P99_RATIO,
  median,
  MIN_THROUGHPUT_RATIO,
  parseProfiles,
  PROFILES,
  spread,
  throughputMisses,
  type Profile,
  type ProfileName,
} from './bench/profiles'
import { startContentFloor } from './bench/contentFloor'
import { formatLoadAverage, loadAverage, ROOT, startBenchStack } from './bench/stack'
import { runBenchmark } from './bench/runBenchmark'
import { HTML_BUDGET_BYTES, MARKETING_ROUTES } from '../tests/helpers/pageBudget'

const RESULT_FILE = path.join(ROOT, '.tmp/bench-pages.json')
const FLOOR = 'floor (empty Next page)'
/** A content floor's label: the route's own HTML without scripts. */
const CONTENT_FLOOR = (route: string) => `${route} content floor`
/**
 * URLs measured beside the page they must be as fast as (issue 41: at least MIN_THROUGHPUT_RATIO of
 * it): throughput and weight only, since they show that same page.
 */
const BESIDE: ReadonlyArray<{ url: string; page: string; what: string }> = [
  {
    url: '/services/web-development?utm_source=google&utm_medium=cpc',
    page: '/services/web-development',
    what: 'campaign link',
  },
  { url: '/contact/quote/web-development', page: '/contact', what: "a service's quote link" },
  {
    url: '/contact?service=web-development&title=Web%20Development',
    page: '/contact',
    what: 'older quote link',
  },
]
const CONNECTIONS = 20
/** What Chromium sends: the server's compression is part of what is measured. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br'
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
  contentFloor: boolean
  beside: boolean
  lighthouse: boolean
  load: boolean
  profiles: ProfileName[]
  calibrationRuns: number
  benchmarkIndex?: number
  baseUrl?: string
}

function readArgs(argv: string[]): Args {
  const { values } = parseArgs({
    args: argv,
    options: {
      runs: { type: 'string' },
      rounds: { type: 'string' },
      'load-seconds': { type: 'string' },
      'no-lighthouse': { type: 'boolean', default: false },
      'no-load': { type: 'boolean', default: false },
      routes: { type: 'string' },
      'skip-build': { type: 'boolean', default: false },
      'no-floor': { type: 'boolean', default: false },
      'no-content-floor': { type: 'boolean', default: false },
      'no-beside': { type: 'boolean', default: false },
      'base-url': { type: 'string' },
      profiles: { type: 'string' },
      'calibration-runs': { type: 'string' },
      'benchmark-index': { type: 'string' },
    },
  })
  const atLeastOne = (value: string | undefined, fallback: number) =>
    value === undefined ? fallback : Math.max(1, Number(value))
  return {
    runs: atLeastOne(values.runs, 5),
    rounds: atLeastOne(values.rounds, 3),
    loadSeconds: atLeastOne(values['load-seconds'], 10),
    routes: values.routes?.split(',').map((route) => route.trim()) ?? MARKETING_ROUTES,
    skipBuild: values['skip-build'],
    floor: !values['no-floor'],
    contentFloor: !values['no-content-floor'],
    beside: !values['no-beside'],
    lighthouse: !values['no-lighthouse'],
    load: !values['no-load'],
    profiles: values.profiles ? parseProfiles(values.profiles) : ['mid', 'low'],
    calibrationRuns: atLeastOne(values['calibration-runs'], 3),
    ...(values['benchmark-index'] === undefined
      ? {}
      : { benchmarkIndex: Number(values['benchmark-index']) }),
    ...(values['base-url'] === undefined
      ? {}
      : { baseUrl: values['base-url'].replace(/\/+$/, '') }),
  }
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
  benchmarkIndex: number
}

type Load = { requestsPerSecond: number; p50Ms: number; p99Ms: number; failures: number }
type Weight = { htmlBytes: number; inlineScriptBytes: number }
type Row = {
  label: string
  url: string
  weight: Weight
  load?: Load
  lighthouse: Partial<Record<ProfileName, Sample>>
  /** A BESIDE row: the label of the page it is held to (throughput only, no Lighthouse). */
  beside?: string
  /** A content floor: the label of the route whose HTML it serves without scripts. */
  contentOf?: string
}
type ProfileRun = { name: ProfileName; label: string; multiplier: number; clamped: boolean }
type Calibration = {
  benchmarkIndex: number
  measured: number[]
  profiles: ProfileRun[]
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
    benchmarkIndex: pick('benchmarkIndex'),
  }
}

/** One Lighthouse run; `cpuSlowdownMultiplier` undefined keeps the mobile preset's 4. */
async function measure(
  url: string,
  port: number,
  cpuSlowdownMultiplier?: number,
  categories = ['performance', 'accessibility', 'best-practices', 'seo'],
): Promise<Sample> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
    // Merged into the mobile preset's simulated throttling: network stays slow 4G.
    ...(cpuSlowdownMultiplier === undefined ? {} : { throttling: { cpuSlowdownMultiplier } }),
  })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { lhr } = result
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`)
  // The flag is merged into the preset's settings: a Lighthouse that ignored it would emulate
  // another phone while the table claims this one.
  const applied = lhr.configSettings.throttling.cpuSlowdownMultiplier
  if (cpuSlowdownMultiplier !== undefined && applied !== cpuSlowdownMultiplier)
    throw new Error(
      `${url}: asked for a ${cpuSlowdownMultiplier}x CPU slowdown, Lighthouse ran ${applied}x`,
    )
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? NaN) * 100)
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
    benchmarkIndex: lhr.environment.benchmarkIndex,
  }
}

/**
 * Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP) on a busy machine: such a
 * run is repeated, at most twice; any other error, or a third failure, still ends the benchmark.
 */
async function measureWithRetry(...[url, ...rest]: Parameters<typeof measure>): Promise<Sample> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(url, ...rest)
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      if (attempt >= 3 || !/NO_NAVSTART|NO_FCP|NO_LCP|trace/i.test(message)) throw error
      process.stderr.write(`  ${url}: ${message.slice(0, 120)}; measuring again\n`)
    }
  }
}

/** Every benchmarkIndex a Lighthouse run reported, in order: the drift check reads them all. */
const indices: number[] = []

function recordIndex(index: number, calibration: number | undefined, what: string) {
  indices.push(index)
  if (calibration === undefined) return
  const { busy, worst } = indexDrift(calibration, [index])
  if (busy)
    process.stderr.write(
      `  !!! benchmarkIndex ${Math.round(index)} during ${what} is ${(worst * 100).toFixed(0)} % from the calibration's ${Math.round(calibration)}: the machine is busy, this run emulates another phone\n`,
    )
}

/** The machine's benchmarkIndex, median of a few performance-only runs of the first target. */
async function calibrate(args: Args, url: string, chromePort: number): Promise<Calibration> {
  const measured: number[] = []
  if (args.benchmarkIndex === undefined) {
    for (let i = 0; i < args.calibrationRuns; i++) {
      const sample = await measureWithRetry(url, chromePort, undefined, ['performance'])
      measured.push(sample.benchmarkIndex)
      recordIndex(sample.benchmarkIndex, undefined, 'calibration')
      process.stderr.write(
        `  calibration run ${i + 1}/${args.calibrationRuns}: benchmarkIndex ${Math.round(sample.benchmarkIndex)}\n`,
      )
    }
  }
  const benchmarkIndex = args.benchmarkIndex ?? median(measured)
  const profiles = args.profiles.map((name): ProfileRun => {
    const profile = PROFILES[name]
    return { name, label: profile.label, ...cpuSlowdown(benchmarkIndex, profile) }
  })
  console.log(
    `\nbenchmarkIndex ${Math.round(benchmarkIndex)} (${args.benchmarkIndex === undefined ? `median of ${measured.map(Math.round).join(', ')}` : 'given'}); CPU slowdown: ${profiles
      .map(
        (run) =>
          `${run.label} ${run.multiplier}x (index / ${PROFILES[run.name].phoneIndex}${run.clamped ? ', clamped: this machine is slower than the phone' : ''})`,
      )
      .join('; ')}`,
  )
  return { benchmarkIndex, measured, profiles }
}

async function loadOnce(url: string, seconds: number): Promise<Load> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING },
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
  return weightOf(await (await fetch(url)).text())
}

function weightOf(html: string): Weight {
  let inlineScriptBytes = 0
  for (const [, attributes = '', body = ''] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/gi,
  )) {
    if (!/\ssrc=/i.test(attributes)) inlineScriptBytes += Buffer.byteLength(body)
  }
  return { htmlBytes: Buffer.byteLength(html), inlineScriptBytes }
}

async function measureLoad(args: Args, rows: Row[]) {
  const rounds = new Map<string, Load[]>()
  for (let round = 1; round <= args.rounds; round++) {
    for (const { label, url } of rows) {
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

async function measureLighthouse(args: Args, rows: Row[]): Promise<Calibration> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  })
  try {
    const pages = rows.filter((row) => row.beside === undefined)
    const first = pages[0]
    if (!first) throw new Error('nothing to measure')
    const calibration = await calibrate(args, first.url, chrome.port)
    for (const profile of calibration.profiles) {
      const samples = new Map<string, Sample[]>()
      for (let run = 1; run <= args.runs; run++) {
        for (const { label, url } of pages) {
          const sample = await measureWithRetry(url, chrome.port, profile.multiplier)
          recordIndex(sample.benchmarkIndex, calibration.benchmarkIndex, `${profile.name} ${label}`)
          samples.set(label, [...(samples.get(label) ?? []), sample])
          process.stderr.write(
            `  ${profile.name} run ${run}/${args.runs} ${label}: performance ${sample.performance}, TBT ${Math.round(sample.tbtMs)} ms, benchmarkIndex ${Math.round(sample.benchmarkIndex)}\n`,
          )
        }
      }
      for (const row of pages)
        row.lighthouse[profile.name] = medianSample(samples.get(row.label) ?? [])
    }
    return calibration
  } finally {
    chrome.kill()
  }
}

async function measureAll(
  args: Args,
  siteUrl: string,
  floorUrl: string | null,
): Promise<{ rows: Row[]; calibration?: Calibration }> {
  const targets: Array<[string, string]> = [
    ...(floorUrl ? [[FLOOR, `${floorUrl}/`] as [string, string]] : []),
    ...args.routes.map((route): [string, string] => [route, `${siteUrl}${route}`]),
  ]
  const beside = args.beside
    ? BESIDE.filter(({ page }) => args.routes.includes(page)).map(
        ({ url, page }): [string, string, string] => [url, `${siteUrl}${url}`, page],
      )
    : []
  // One unmeasured load of each: compiles nothing in production, but fills the caches.
  for (const [, url] of [...targets, ...beside]) await fetch(url).catch(() => undefined)
  const rows: Row[] = []
  const htmlOf = new Map<string, string>()
  for (const [label, url] of targets) {
    const html = await (await fetch(url)).text()
    if (label !== FLOOR) htmlOf.set(label, html)
    rows.push({ label, url, weight: weightOf(html), lighthouse: {} })
  }
  for (const [label, url, page] of beside)
    rows.push({ label, url, weight: await weigh(url), lighthouse: {}, beside: page })
  const contentFloor = args.contentFloor ? await startContentFloor(htmlOf, siteUrl) : undefined
  try {
    if (contentFloor)
      for (const route of htmlOf.keys()) {
        const url = contentFloor.urlFor(route)
        rows.push({
          label: CONTENT_FLOOR(route),
          url,
          weight: await weigh(url),
          lighthouse: {},
          contentOf: route,
        })
      }
    if (args.load) await measureLoad(args, rows)
    const calibration = args.lighthouse ? await measureLighthouse(args, rows) : undefined
    return { rows, calibration }
  } finally {
    await contentFloor?.stop()
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const signed = (value: number, unit = '') =>
  `${value >= 0 ? '+' : ''}${Math.round(value)}${unit ? ` ${unit}` : ''}`
const ratio = (value: number, floor: number | undefined) =>
  floor === undefined || floor === 0 ? '' : ` (${(value / floor).toFixed(2)}x)`

function printColumns(header: string[], lines: string[][]) {
  const widths = header.map((title, col) =>
    Math.max(title.length, ...lines.map((line) => line[col]?.length ?? 0)),
  )
  const format = (cells: string[]) =>
    cells
      .map((cell, col) =>
        col === 0 ? cell.padEnd(widths[col] ?? 0) : cell.padStart(widths[col] ?? 0),
      )
      .join('  ')
  console.log(format(header))
  console.log(widths.map((width) => '-'.repeat(width)).join('  '))
  for (const line of lines) console.log(format(line))
  return widths[0] ?? 0
}

/** The routes themselves: neither a BESIDE URL nor a content floor. */
const pageRows = (rows: Row[]) =>
  rows.filter((row) => row.beside === undefined && row.contentOf === undefined)

const contentFloorOf = (rows: Row[], label: string) => rows.find((row) => row.contentOf === label)

function printProfile(rows: Row[], run: ProfileRun, args: Args) {
  const profile: Profile = PROFILES[run.name]
  const floor = rows.find((row) => row.label === FLOOR)?.lighthouse[run.name]
  const vsFloor = (label: string) => label !== FLOOR && floor !== undefined
  console.log(
    `\n${profile.label}: Lighthouse mobile preset, CPU slowdown ${run.multiplier}x, median of ${args.runs}; differences to the floor, same run; content floor: the route's HTML without scripts (perf / TBT ms / LCP s), and the route's difference to it\n`,
  )
  const lines = pageRows(rows).map(({ label, lighthouse: all }) => {
    const s = all[run.name]
    if (!s) return [label, '-', '-', '-', '-', '-', '-', '-', '-', '-', '-']
    const content = contentFloorOf(rows, label)?.lighthouse[run.name]
    return [
      label,
      `${s.performance}${vsFloor(label) && floor ? ` (${signed(s.performance - floor.performance)})` : ''}`,
      `${(s.lcpMs / 1000).toFixed(2)}${vsFloor(label) && floor ? ` (${signed(s.lcpMs - floor.lcpMs, 'ms')})` : ''}`,
      `${Math.round(s.tbtMs)}${vsFloor(label) && floor ? ` (${signed(s.tbtMs - floor.tbtMs)})` : ''}`,
      s.cls.toFixed(3),
      String(Math.round(s.longestTaskMs)),
      `${kb(s.jsBytes)}${vsFloor(label) && floor ? ` (+${kb(s.jsBytes - floor.jsBytes)})` : ''}`,
      `${s.accessibility}/${s.bestPractices}/${s.seo}`,
      String(Math.round(s.benchmarkIndex)),
      content
        ? `${content.performance} / ${Math.round(content.tbtMs)} / ${(content.lcpMs / 1000).toFixed(2)}`
        : '-',
      content
        ? `${signed(s.performance - content.performance)} / ${signed(s.tbtMs - content.tbtMs)} / ${signed(s.lcpMs - content.lcpMs, 'ms')}`
        : '-',
    ]
  })
  const width = printColumns(
    [
      'route',
      'perf',
      'LCP (s)',
      'TBT (ms)',
      'CLS',
      'long task',
      'JS (KB)',
      'a11y/bp/seo',
      'index',
      'content floor',
      'over content',
    ],
    lines,
  )
  const t = profile.targets
  console.log(
    `\nTargets (${profile.label}): perf >= floor - ${t.perfBelowFloor}; TBT <= floor + ${t.tbtOverFloorMs} ms; LCP <= floor + ${t.lcpOverFloorMs} ms; CLS 0`,
  )
  for (const { label, lighthouse: all } of pageRows(rows)) {
    const s = all[run.name]
    if (label === FLOOR || !s || !floor) continue
    const misses = lighthouseMisses(s, floor, profile)
    console.log(
      `  ${label.padEnd(width)}  ${misses.length ? `MISS: ${misses.join('; ')}` : 'meets every target'}`,
    )
  }
}

function printLoadAndWeight(rows: Row[], args: Args) {
  const floor = rows.find((row) => row.label === FLOOR)
  console.log(
    `\nThroughput: autocannon ${args.loadSeconds} s x ${CONNECTIONS} connections, accept-encoding: ${BROWSER_ACCEPT_ENCODING}, median of ${args.rounds}; ratios to the floor, same run. Content floor: the route's HTML without scripts, served compressed, and the route's ratio to it. Weight: the served HTML.\n`,
  )
  const lines = pageRows(rows).map(({ label, load, weight }) => {
    const content = contentFloorOf(rows, label)
    return [
      label,
      load
        ? `${load.requestsPerSecond.toFixed(0)}${label !== FLOOR ? ratio(load.requestsPerSecond, floor?.load?.requestsPerSecond) : ''}`
        : '-',
      load ? `${load.p50Ms}${label !== FLOOR ? ratio(load.p50Ms, floor?.load?.p50Ms) : ''}` : '-',
      load ? `${load.p99Ms}${label !== FLOOR ? ratio(load.p99Ms, floor?.load?.p99Ms) : ''}` : '-',
      kb(weight.htmlBytes),
      kb(weight.inlineScriptBytes),
      content?.load && load
        ? `${content.load.requestsPerSecond.toFixed(0)}${ratio(load.requestsPerSecond, content.load.requestsPerSecond)}`
        : '-',
      content ? kb(content.weight.htmlBytes) : '-',
    ]
  })
  const width = printColumns(
    [
      'route',
      'req/s',
      'p50 (ms)',
      'p99 (ms)',
      'HTML (KB)',
      'inline (KB)',
      'content req/s (route / content)',
      'content HTML (KB)',
    ],
    lines,
  )
  console.log(
    `\nTargets: requests/s >= ${MIN_THROUGHPUT_RATIO} x floor; p99 <= ${MAX_P99_RATIO} x floor; no failed request; inline script <= ${kb(INLINE_SCRIPT_LIMIT_BYTES)} KB; HTML <= ${kb(HTML_BUDGET_BYTES)} KB`,
  )
  for (const { label, load, weight } of pageRows(rows)) {
    if (label === FLOOR) continue
    const misses = [
      ...(load && floor?.load ? throughputMisses(load, floor.load) : []),
      ...(load && load.failures > 0 ? [`${load.failures} failed requests`] : []),
      ...(weight.inlineScriptBytes > INLINE_SCRIPT_LIMIT_BYTES
        ? [`inline script ${kb(weight.inlineScriptBytes)} KB`]
        : []),
      ...(weight.htmlBytes > HTML_BUDGET_BYTES ? [`HTML ${kb(weight.htmlBytes)} KB`] : []),
    ]
    console.log(
      `  ${label.padEnd(width)}  ${misses.length ? `MISS: ${misses.join('; ')}` : 'meets every target'}`,
    )
  }
  printBeside(rows)
}

/** Each BESIDE URL against the page it shows, same rounds (issue 41). */
function printBeside(rows: Row[]) {
  const beside = rows.filter((row) => row.beside !== undefined)
  if (beside.length === 0) return
  console.log(`\nBeside their pages: requests/s >= ${MIN_THROUGHPUT_RATIO} x the page's\n`)
  const pageLoad = (label: string | undefined) => rows.find((row) => row.label === label)?.load
  const lines = beside.map(({ label, load, beside: page }) => {
    const of = pageLoad(page)
    const what = BESIDE.find((entry) => entry.url === label)?.what ?? ''
    return [
      `${label} (${what})`,
      load ? load.requestsPerSecond.toFixed(0) : '-',
      `${page} ${of ? of.requestsPerSecond.toFixed(0) : '-'}`,
      load && of ? `${(load.requestsPerSecond / of.requestsPerSecond).toFixed(2)}x` : '-',
      load ? String(load.p99Ms) : '-',
      load && of && load.requestsPerSecond >= MIN_THROUGHPUT_RATIO * of.requestsPerSecond
        ? 'meets'
        : 'MISS',
    ]
  })
  printColumns(['URL', 'req/s', 'its page req/s', 'ratio', 'p99 (ms)', 'target'], lines)
}

/** The index over the whole run, and the loud warning the issue asks for when it moved. */
function summarizeIndex(calibration: Calibration | undefined) {
  if (!calibration || indices.length === 0) return undefined
  const runs = indices.slice(calibration.measured.length)
  const drift = indexDrift(calibration.benchmarkIndex, runs)
  const { min, median: mid, max } = spread(indices)
  console.log(
    `\nbenchmarkIndex over ${indices.length} Lighthouse runs: min ${Math.round(min)}, median ${Math.round(mid)}, max ${Math.round(max)}; calibration ${Math.round(calibration.benchmarkIndex)}, largest move ${(drift.worst * 100).toFixed(0)} %`,
  )
  if (drift.busy)
    console.log(
      `\n${'!'.repeat(100)}\n!!! WARNING: benchmarkIndex moved more than ${INDEX_DRIFT_LIMIT * 100} % during the run (${drift.outside.length} of ${runs.length} runs, as far as ${(drift.worst * 100).toFixed(0)} %).\n!!! The machine was busy: those runs emulated a different phone, and the figures are not comparable.\n${'!'.repeat(100)}`,
    )
  return { min, median: mid, max, ...drift, runs: indices }
}

function report(
  { rows, calibration }: { rows: Row[]; calibration?: Calibration },
  args: Args,
  loadAtStart: [number, number, number],
) {
  for (const run of calibration?.profiles ?? []) printProfile(rows, run, args)
  printLoadAndWeight(rows, args)
  const benchmarkIndex = summarizeIndex(calibration)
  const loadAtEnd = loadAverage()
  console.log(`\nLoad average at start: ${formatLoadAverage(loadAtStart)}`)
  console.log(`Load average at end:   ${formatLoadAverage(loadAtEnd)}`)
  fs.mkdirSync(path.dirname(RESULT_FILE), { recursive: true })
  fs.writeFileSync(
    RESULT_FILE,
    JSON.stringify(
      {
        args,
        at: new Date().toISOString(),
        loadAverage: { start: loadAtStart, end: loadAtEnd },
        benchmarkIndex: benchmarkIndex && {
          calibration: calibration?.benchmarkIndex,
          calibrationRuns: calibration?.measured,
          ...benchmarkIndex,
        },
        profiles: calibration?.profiles ?? [],
        rows,
      },
      null,
      2,
    ),
  )
  console.log(`\nSaved to ${path.relative(ROOT, RESULT_FILE)}`)
}

async function main() {
  const args = readArgs(process.argv.slice(2))
  // Taken when measuring starts, after the builds: the figure that tells how busy the run was.
  const startMeasuring = () => {
    const load = loadAverage()
    console.log(`Load average at start: ${formatLoadAverage(load)}`)
    return load
  }
  if (args.baseUrl) {
    const start = startMeasuring()
    report(await measureAll({ ...args, floor: false }, args.baseUrl, null), args, start)
    return
  }
  const stack = await startBenchStack({ skipBuild: args.skipBuild, floor: args.floor })
  try {
    const start = startMeasuring()
    report(await measureAll(args, stack.siteUrl, stack.floorUrl), args, start)
  } finally {
    await stack.stop()
  }
}

runBenchmark(main)
