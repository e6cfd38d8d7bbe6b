/**
 * `npm run bench:trace`: where a page load's main-thread time goes on an emulated phone, beside the
 * floor (the empty Next page) loaded the same way in the same run. bench:pages says how far a
 * route's TBT is from the floor's; this says what fills the difference: each long task (over
 * 50 ms, the part TBT counts beyond 50 ms) broken down by what ran at its top level (style, layout,
 * paint, script evaluation, HTML parsing), and the page's totals.
 *
 *   tsx scripts/benchTrace.ts [--profile low|mid] [--benchmark-index N] [--routes /,/about]
 *                             [--skip-build] [--save DIR]
 *
 * Chromium with the CPU slowed through the DevTools Protocol (benchmarkIndex / 300 for the low-end
 * phone, / 900 for the mid-range, as bench:pages and bench:inp), a phone's viewport, the page
 * loaded until the network is idle and then 3 s more. One load per route: a trace's times move
 * with the machine, so compare a route with the floor of the same run, and repeat a run before
 * trusting a difference of a few tens of milliseconds. --save writes each trace (DevTools'
 * Performance panel opens it).
 */
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

import type { Browser } from 'playwright'

import { MARKETING_ROUTES } from '../tests/helpers/pageBudget'
import { launchChromium, measureIndex } from './bench/browser'
import { cpuSlowdown, median, parseProfiles, PROFILES } from './bench/profiles'
import { formatLoadAverage, loadAverage, startBenchStack } from './bench/stack'
import { runBenchmark } from './bench/runBenchmark'

/** Lighthouse's mobile device, as bench:inp. */
const PHONE = { width: 412, height: 823 }
const LONG_TASK_MS = 50

type TraceEvent = {
  name: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { name?: string; elementCount?: number; beginData?: { dirtyObjects?: number } }
}

/** What a task's time is spent on, by the trace event names Chromium records at its top level. */
const KINDS: Record<string, string> = {
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  PaintImage: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
  EvaluateScript: 'script',
  FunctionCall: 'script',
  EventDispatch: 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  'v8.compile': 'script',
  ParseHTML: 'parse HTML',
  ParseAuthorStyleSheet: 'parse CSS',
  MajorGC: 'GC',
  MinorGC: 'GC',
}

type Breakdown = Record<string, number>
type Task = { atMs: number; ms: number; kinds: Breakdown }
type Summary = {
  totals: Breakdown
  longTasks: Task[]
  /** The blocking time the long tasks add up to (each one's time beyond 50 ms), observed. */
  blockingMs: number
  elementsStyled: number
  objectsLaidOut: number
}

/** The renderer's main thread: the CrRendererMain thread with the most task time. */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const named = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
  const busy = (pid: number, tid: number) =>
    events
      .filter((e) => e.name === 'RunTask' && e.pid === pid && e.tid === tid)
      .reduce((sum, e) => sum + (e.dur ?? 0), 0)
  const best = named.sort((a, b) => busy(b.pid, b.tid) - busy(a.pid, a.tid))[0]
  if (!best) throw new Error('the trace has no renderer main thread')
  return { pid: best.pid, tid: best.tid }
}

function summarise(events: TraceEvent[]): Summary {
  const { pid, tid } = mainThread(events)
  const own = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && typeof e.dur === 'number')
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
  const start = Math.min(...own.map((e) => e.ts))
  const totals: Breakdown = {}
  const longTasks: Task[] = []
  let elementsStyled = 0
  let objectsLaidOut = 0
  for (const task of own.filter((e) => e.name === 'RunTask')) {
    const end = task.ts + (task.dur ?? 0)
    const kinds: Breakdown = {}
    // The task's top-level events: each one not inside the one before it.
    let reached = task.ts
    for (const event of own) {
      if (event.ts < task.ts || event.ts >= end || event === task || event.name === 'RunTask')
        continue
      if (event.ts < reached) continue
      reached = event.ts + (event.dur ?? 0)
      const kind = KINDS[event.name] ?? 'other'
      kinds[kind] = (kinds[kind] ?? 0) + (event.dur ?? 0) / 1000
    }
    for (const [kind, ms] of Object.entries(kinds)) totals[kind] = (totals[kind] ?? 0) + ms
    const ms = (task.dur ?? 0) / 1000
    // The task's own time outside any recorded event (the scheduler, navigation, the compositor).
    const unattributed = ms - Object.values(kinds).reduce((sum, value) => sum + value, 0)
    if (ms > LONG_TASK_MS)
      longTasks.push({ atMs: (task.ts - start) / 1000, ms, kinds: { ...kinds, unattributed } })
  }
  for (const event of own) {
    if (event.name === 'UpdateLayoutTree') elementsStyled += event.args?.elementCount ?? 0
    if (event.name === 'Layout') objectsLaidOut += event.args?.beginData?.dirtyObjects ?? 0
  }
  const blockingMs = longTasks.reduce((sum, task) => sum + task.ms - LONG_TASK_MS, 0)
  return { totals, longTasks, blockingMs, elementsStyled, objectsLaidOut }
}

async function traceLoad(browser: Browser, url: string, slowdown: number, save?: string) {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown })
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
    })
    const response = await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 })
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`)
    await page.waitForTimeout(3000)
    const buffer = await browser.stopTracing()
    if (save) {
      fs.mkdirSync(path.dirname(save), { recursive: true })
      fs.writeFileSync(save, buffer)
    }
    const { traceEvents } = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }
    return summarise(traceEvents)
  } finally {
    await context.close()
  }
}

const formatKinds = (kinds: Breakdown) =>
  Object.entries(kinds)
    .filter(([, ms]) => ms >= 1)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, ms]) => `${kind} ${Math.round(ms)}`)
    .join(', ')

async function main() {
  const { values } = parseArgs({
    options: {
      profile: { type: 'string', default: 'low' },
      'benchmark-index': { type: 'string' },
      routes: { type: 'string' },
      'skip-build': { type: 'boolean', default: false },
      save: { type: 'string' },
    },
  })
  const [profile = 'low'] = parseProfiles(values.profile)
  const routes = values.routes ? values.routes.split(',') : MARKETING_ROUTES
  const stack = await startBenchStack({ skipBuild: values['skip-build'], floor: true })
  const browser = await launchChromium()
  try {
    const loadAtStart = loadAverage()
    let index = Number(values['benchmark-index'])
    if (!values['benchmark-index']) {
      const measured: number[] = []
      for (let i = 0; i < 5; i++) measured.push(await measureIndex(browser))
      index = median(measured)
    }
    const { multiplier } = cpuSlowdown(index, PROFILES[profile])
    console.log(
      `${PROFILES[profile].label}: benchmarkIndex ${Math.round(index)}${values['benchmark-index'] ? ' (given)' : ''}, CPU slowdown ${multiplier}x; one load each; times in ms, throttled`,
    )
    const pages = [
      { label: 'floor', url: `${stack.floorUrl}/` },
      ...routes.map((route) => ({ label: route, url: `${stack.siteUrl}${route}` })),
    ]
    for (const { label, url } of pages) {
      const file = values.save
        ? path.join(
            path.resolve(values.save),
            `${profile}-${label === '/' ? 'home' : label.replace(/\W+/g, '-').replace(/^-|-$/g, '')}.json`,
          )
        : undefined
      const summary = await traceLoad(browser, url, multiplier, file)
      console.log(
        `\n${label}: blocking ${Math.round(summary.blockingMs)} ms over ${summary.longTasks.length} long tasks; all tasks: ${formatKinds(summary.totals)}; ${summary.elementsStyled} elements styled, ${summary.objectsLaidOut} objects laid out`,
      )
      for (const task of summary.longTasks)
        console.log(
          `  @${Math.round(task.atMs)} ${Math.round(task.ms)} ms: ${formatKinds(task.kinds)}`,
        )
    }
    console.log(`\nLoad average at start: ${formatLoadAverage(loadAtStart)}`)
    console.log(`Load average at end:   ${formatLoadAverage(loadAverage())}`)
  } finally {
    await browser.close()
    await stack.stop()
  }
}

runBenchmark(main)
