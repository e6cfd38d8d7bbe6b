/**
 * `npm run bench:inp`: Interaction to Next Paint of the site's interactive parts, on the production
 * build, in Chromium with the CPU slowed through the DevTools Protocol to emulate a phone (issue
 * 25's profiles: slowdown = benchmarkIndex / 300 for the low-end phone, / 900 for the mid-range),
 * measured with the `web-vitals` library as the Chrome UX Report measures visitors. Each
 * interaction runs on a fresh page load (new browser context), --runs (5) times, median; beside it
 * the same profile's click on the floor with one button (the empty Next page plus one client
 * component), measured in the same run.
 *
 *   tsx scripts/benchInp.ts [--runs 5] [--profiles low,mid] [--skip-build] [--benchmark-index N]
 *                           [--only menu,keystroke,callback,estimator] [--cpu-profile DIR]
 *
 * --cpu-profile runs each interaction once more, profiled (the steps only, not the page load; not
 * counted in the median, since profiling slows the page), writes the V8 CPU profile to
 * DIR/<profile>-<interaction>.cpuprofile (DevTools' Performance panel opens it) and prints the
 * functions with the most self time.
 *
 * web-vitals is injected with `addInitScript`, which the DevTools Protocol evaluates in the page
 * outside the page's CSP, so the site's CSP is measured as served (no bypassCSP); the probe also
 * counts CSP violations, and a run with any fails.
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { parseArgs } from 'node:util'

import type { Browser, Page } from 'playwright'
import type * as WebVitals from 'web-vitals/attribution'

import {
  cpuSlowdown,
  indexDrift,
  INDEX_DRIFT_LIMIT,
  median,
  parseProfiles,
  PROFILES,
  spread,
  type ProfileName,
} from './bench/profiles'
import { launchChromium, measureIndex } from './bench/browser'
import { hottestFunctions } from './bench/cpuProfile'
import {
  FLOOR_BUTTON_NAME,
  FLOOR_BUTTON_PATH,
  formatLoadAverage,
  loadAverage,
  ROOT,
  startBenchStack,
} from './bench/stack'
import { runBenchmark } from './bench/runBenchmark'

const RESULT_FILE = path.join(ROOT, '.tmp/bench-inp.json')
const require = createRequire(import.meta.url)
// The package exports no path to its IIFE build: it sits beside the CommonJS one.
const WEB_VITALS_IIFE = fs.readFileSync(
  path.join(
    path.dirname(require.resolve('web-vitals/attribution')),
    'web-vitals.attribution.iife.js',
  ),
  'utf8',
)
/** Lighthouse's mobile device (Moto G Power): the header shows its small-screen menu. */
const PHONE = { width: 412, height: 823 }

type Args = {
  runs: number
  /** Where to write a CPU profile of each interaction's first run, if anywhere. */
  cpuProfileDir?: string
  profiles: ProfileName[]
  skipBuild: boolean
  benchmarkIndex?: number
  only?: string[]
}

function readArgs(argv: string[]): Args {
  const { values } = parseArgs({
    args: argv,
    options: {
      runs: { type: 'string' },
      profiles: { type: 'string' },
      'skip-build': { type: 'boolean', default: false },
      'benchmark-index': { type: 'string' },
      'cpu-profile': { type: 'string' },
      only: { type: 'string' },
    },
  })
  const only = values.only?.split(',')
  const unknown = only?.filter((key) => !INTERACTIONS.some((i) => i.key === key)) ?? []
  if (unknown.length) throw new Error(`unknown interaction ${unknown.join(', ')}`)
  return {
    runs: values.runs === undefined ? 5 : Math.max(1, Number(values.runs)),
    profiles: values.profiles ? parseProfiles(values.profiles) : ['low', 'mid'],
    skipBuild: values['skip-build'],
    ...(values['benchmark-index'] === undefined
      ? {}
      : { benchmarkIndex: Number(values['benchmark-index']) }),
    ...(values['cpu-profile'] === undefined
      ? {}
      : { cpuProfileDir: path.resolve(values['cpu-profile']) }),
    ...(only ? { only } : {}),
  }
}

/** What the probe leaves on `window`: the INP so far and the CSP violations seen. */
type Probe = {
  inp: null | {
    value: number
    target: string
    type: string
    inputDelay: number
    processingDuration: number
    presentationDelay: number
  }
  cspViolations: string[]
}

/** Runs in the page before any of its scripts (serialised by Playwright: no outer references). */
function installProbe() {
  const w = window as unknown as { webVitals: typeof WebVitals; __benchProbe: Probe }
  const probe: Probe = { inp: null, cspViolations: [] }
  w.__benchProbe = probe
  document.addEventListener('securitypolicyviolation', (event) => {
    probe.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`)
  })
  // Every change, not only at page hide, and down to 16 ms (the lowest the API allows), so a
  // quick interaction is still reported.
  w.webVitals.onINP(
    (metric) => {
      probe.inp = {
        value: metric.value,
        target: metric.attribution.interactionTarget ?? '',
        type: metric.attribution.interactionType ?? '',
        inputDelay: metric.attribution.inputDelay,
        processingDuration: metric.attribution.processingDuration,
        presentationDelay: metric.attribution.presentationDelay,
      }
    },
    { reportAllChanges: true, durationThreshold: 16 },
  )
}

/** Two frames and an idle period: the page has painted and finished what it queued. */
async function settle(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 5000 })),
        ),
      ),
  )
}

type Step = { name: string; act: (page: Page) => Promise<void> }
type Interaction = {
  key: string
  label: string
  path: string
  /** Waits until the page can answer the interaction (hydrated), before anything is measured. */
  ready: (page: Page) => Promise<void>
  steps: Step[]
  onFloor?: boolean
}

const hydratedForm = (name: string) => async (page: Page) => {
  await page.getByRole('form', { name }).and(page.locator('[data-hydrated="true"]')).waitFor()
}

const INTERACTIONS: Interaction[] = [
  {
    key: 'menu',
    label: 'mobile menu: open and close (/)',
    path: '/',
    ready: async () => {},
    steps: [
      {
        name: 'open',
        act: (page) => page.getByRole('button', { name: 'Open menu' }).click(),
      },
      {
        name: 'close',
        act: (page) => page.getByRole('button', { name: 'Close menu' }).click(),
      },
    ],
  },
  {
    key: 'keystroke',
    label: 'first keystroke in the name field (/contact)',
    path: '/contact',
    ready: async (page) => {
      await hydratedForm('Get In Touch')(page)
      // Focus without an interaction: only the keystroke is measured.
      await page.getByRole('form', { name: 'Get In Touch' }).getByLabel('Full Name *').focus()
    },
    steps: [{ name: 'keystroke', act: (page) => page.keyboard.press('L') }],
  },
  {
    key: 'callback',
    label: 'callback dialog: open, choose a date (/contact)',
    path: '/contact',
    ready: hydratedForm('Get In Touch'),
    steps: [
      {
        name: 'open',
        act: async (page) => {
          await page.getByRole('button', { name: 'Schedule Call' }).click()
          // The calendar is a lazily loaded chunk: wait for it before choosing.
          await page
            .getByRole('dialog', { name: 'Schedule a Callback' })
            .locator('.rdp-day_button')
            .first()
            .waitFor()
        },
      },
      {
        name: 'date',
        act: async (page) => {
          const dialog = page.getByRole('dialog', { name: 'Schedule a Callback' })
          const open = dialog.locator('.rdp-day_button:not([disabled])')
          // Late in a month this month may have no open weekday left.
          if ((await open.count()) === 0)
            await dialog.getByRole('button', { name: /next month/i }).click()
          await open.first().click()
        },
      },
    ],
  },
  {
    key: 'estimator',
    label: 'estimator: Generate Estimate (/ai-estimator)',
    path: '/ai-estimator',
    ready: async (page) => {
      const main = page.getByRole('main')
      await main.getByLabel('Project Type *').selectOption({ index: 1 })
      await main.getByLabel('Complexity Level *').selectOption({ index: 1 })
      await main
        .getByRole('button', { name: 'Generate Estimate' })
        .and(page.locator(':enabled'))
        .waitFor()
    },
    steps: [
      {
        name: 'generate',
        act: (page) =>
          page.getByRole('main').getByRole('button', { name: 'Generate Estimate' }).click(),
      },
    ],
  },
]

const FLOOR_INTERACTION: Interaction = {
  key: 'floor',
  label: 'floor with one button: click',
  path: FLOOR_BUTTON_PATH,
  ready: async () => {},
  steps: [
    {
      name: 'click',
      act: (page) => page.getByRole('button', { name: FLOOR_BUTTON_NAME }).click(),
    },
  ],
  onFloor: true,
}

type Measurement = {
  inp: number
  steps: Array<{ name: string; inpSoFar: number | null }>
  worst: Probe['inp']
}

async function measureOnce(
  browser: Browser,
  url: string,
  interaction: Interaction,
  slowdown: number,
  cpuProfile?: string,
): Promise<Measurement> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true })
  try {
    // Playwright wraps each init script in a function: the IIFE's `var webVitals` is made global.
    await context.addInitScript({ content: `${WEB_VITALS_IIFE};window.webVitals = webVitals;` })
    await context.addInitScript(installProbe)
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown })
    const response = await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 })
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`)
    await interaction.ready(page)
    await settle(page)
    const steps: Measurement['steps'] = []
    if (cpuProfile) {
      await cdp.send('Profiler.enable')
      // 100 µs between samples: fine enough for a 50 ms interaction.
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 })
      await cdp.send('Profiler.start')
    }
    for (const step of interaction.steps) {
      await step.act(page)
      await settle(page)
      await settle(page)
      const probe = await page.evaluate(
        () => (window as unknown as { __benchProbe: Probe }).__benchProbe,
      )
      steps.push({ name: step.name, inpSoFar: probe.inp?.value ?? null })
    }
    if (cpuProfile) {
      const { profile } = await cdp.send('Profiler.stop')
      fs.mkdirSync(path.dirname(cpuProfile), { recursive: true })
      fs.writeFileSync(cpuProfile, JSON.stringify(profile))
      process.stderr.write(
        `  ${path.relative(ROOT, cpuProfile)}, most self time: ${hottestFunctions(profile)
          .map((hot) => `${hot.name} ${hot.selfMs.toFixed(1)} ms`)
          .join('; ')}\n`,
      )
    }
    const probe = await page.evaluate(
      () => (window as unknown as { __benchProbe: Probe }).__benchProbe,
    )
    if (probe.cspViolations.length)
      throw new Error(`${url}: CSP violations: ${probe.cspViolations.join(', ')}`)
    if (!probe.inp) throw new Error(`${url}: web-vitals reported no INP for ${interaction.label}`)
    return { inp: probe.inp.value, steps, worst: probe.inp }
  } finally {
    await context.close()
  }
}

type Result = {
  profile: ProfileName
  slowdown: number
  interaction: string
  label: string
  runs: Measurement[]
  inpMs: number
  stepMedians: Record<string, number>
}

async function measureProfile(
  browser: Browser,
  args: Args,
  profile: ProfileName,
  slowdown: number,
  urls: { site: string; floor: string },
  interactions: Interaction[],
  indices: number[],
  calibration: number,
): Promise<Result[]> {
  const runs = new Map<string, Measurement[]>()
  // Profiling slows the page, so the profiled run is an extra one, left out of the median.
  if (args.cpuProfileDir)
    for (const interaction of [FLOOR_INTERACTION, ...interactions])
      await measureOnce(
        browser,
        `${interaction.onFloor ? urls.floor : urls.site}${interaction.path}`,
        interaction,
        slowdown,
        path.join(args.cpuProfileDir, `${profile}-${interaction.key}.cpuprofile`),
      )
  for (let run = 1; run <= args.runs; run++) {
    // Once a round, unthrottled: did the machine's speed move since the calibration?
    const index = await measureIndex(browser)
    indices.push(index)
    if (indexDrift(calibration, [index]).busy)
      process.stderr.write(
        `  !!! benchmarkIndex ${Math.round(index)} is more than ${INDEX_DRIFT_LIMIT * 100} % from the calibration's ${Math.round(calibration)}: the machine is busy\n`,
      )
    for (const interaction of [FLOOR_INTERACTION, ...interactions]) {
      const url = `${interaction.onFloor ? urls.floor : urls.site}${interaction.path}`
      const measurement = await measureOnce(browser, url, interaction, slowdown)
      runs.set(interaction.key, [...(runs.get(interaction.key) ?? []), measurement])
      process.stderr.write(
        `  ${profile} run ${run}/${args.runs} ${interaction.key}: INP ${measurement.inp} ms (${measurement.steps.map((s) => `${s.name} ${s.inpSoFar ?? '-'}`).join(', ')}; worst: ${measurement.worst?.type} on ${measurement.worst?.target}, delay ${Math.round(measurement.worst?.inputDelay ?? 0)} + processing ${Math.round(measurement.worst?.processingDuration ?? 0)} + presentation ${Math.round(measurement.worst?.presentationDelay ?? 0)})\n`,
      )
    }
  }
  return [FLOOR_INTERACTION, ...interactions].map((interaction) => {
    const measurements = runs.get(interaction.key) ?? []
    const stepMedians = Object.fromEntries(
      interaction.steps.map((step, i) => [
        step.name,
        median(
          measurements
            .map((m) => m.steps[i]?.inpSoFar)
            .filter((value): value is number => typeof value === 'number'),
        ),
      ]),
    )
    return {
      profile,
      slowdown,
      interaction: interaction.key,
      label: interaction.label,
      runs: measurements,
      inpMs: median(measurements.map((m) => m.inp)),
      stepMedians,
    }
  })
}

function printProfile(results: Result[], profile: ProfileName, slowdown: number, runs: number) {
  const { label, targets } = PROFILES[profile]
  const floor = results.find((r) => r.interaction === 'floor')
  console.log(
    `\n${label}: CPU slowdown ${slowdown}x, INP (web-vitals), median of ${runs} fresh page loads; target <= ${targets.inpMs} ms\n`,
  )
  const header = ['interaction', 'INP (ms)', 'after each step', 'floor button', 'runs', 'target']
  const lines = results.map((r) => [
    r.label,
    String(Math.round(r.inpMs)),
    Object.entries(r.stepMedians)
      .map(([name, value]) => `${name} ${Math.round(value)}`)
      .join(', '),
    r.interaction === 'floor' || !floor
      ? ''
      : `${Math.round(floor.inpMs)} (${r.inpMs - floor.inpMs >= 0 ? '+' : ''}${Math.round(r.inpMs - floor.inpMs)})`,
    r.runs.map((m) => m.inp).join(' '),
    r.interaction === 'floor' ? '' : r.inpMs <= targets.inpMs ? 'ok' : 'MISS',
  ])
  const widths = header.map((title, col) =>
    Math.max(title.length, ...lines.map((line) => line[col]?.length ?? 0)),
  )
  const format = (cells: string[]) =>
    cells
      .map((cell, col) =>
        col === 0 || col === 2 || col === 4
          ? cell.padEnd(widths[col] ?? 0)
          : cell.padStart(widths[col] ?? 0),
      )
      .join('  ')
  console.log(format(header))
  console.log(widths.map((width) => '-'.repeat(width)).join('  '))
  for (const line of lines) console.log(format(line))
  for (const r of results)
    if (r.interaction !== 'floor' && r.inpMs > targets.inpMs)
      console.log(
        `  MISS (${label}): ${r.label}: INP ${Math.round(r.inpMs)} ms > ${targets.inpMs} ms`,
      )
}

async function main() {
  const args = readArgs(process.argv.slice(2))
  const interactions = INTERACTIONS.filter((i) => !args.only || args.only.includes(i.key))
  const stack = await startBenchStack({ skipBuild: args.skipBuild, floor: true })
  const browser = await launchChromium()
  try {
    if (!stack.floorUrl) throw new Error('the floor did not start')
    const urls = { site: stack.siteUrl, floor: stack.floorUrl }
    const loadAtStart = loadAverage()
    console.log(`Load average at start: ${formatLoadAverage(loadAtStart)}`)
    const measured: number[] = []
    if (args.benchmarkIndex === undefined)
      for (let i = 0; i < 5; i++) measured.push(await measureIndex(browser))
    const calibration = args.benchmarkIndex ?? median(measured)
    const slowdowns = args.profiles.map((profile) => ({
      profile,
      ...cpuSlowdown(calibration, PROFILES[profile]),
    }))
    console.log(
      `benchmarkIndex ${Math.round(calibration)} (${args.benchmarkIndex === undefined ? `median of ${measured.map(Math.round).join(', ')}` : 'given'}); CPU slowdown: ${slowdowns
        .map(
          (s) =>
            `${PROFILES[s.profile].label} ${s.multiplier}x (index / ${PROFILES[s.profile].phoneIndex}${s.clamped ? ', clamped' : ''})`,
        )
        .join('; ')}`,
    )
    const indices: number[] = []
    const results: Result[] = []
    for (const { profile, multiplier } of slowdowns)
      results.push(
        ...(await measureProfile(
          browser,
          args,
          profile,
          multiplier,
          urls,
          interactions,
          indices,
          calibration,
        )),
      )

    for (const { profile, multiplier } of slowdowns)
      printProfile(
        results.filter((r) => r.profile === profile),
        profile,
        multiplier,
        args.runs,
      )
    const drift = indexDrift(calibration, indices)
    const all = [...measured, ...indices]
    const { min, median: mid, max } = spread(all)
    console.log(
      `\nbenchmarkIndex over ${all.length} measurements: min ${Math.round(min)}, median ${Math.round(mid)}, max ${Math.round(max)}; calibration ${Math.round(calibration)}, largest move ${(drift.worst * 100).toFixed(0)} %`,
    )
    if (drift.busy)
      console.log(
        `\n${'!'.repeat(100)}\n!!! WARNING: benchmarkIndex moved more than ${INDEX_DRIFT_LIMIT * 100} % during the run (as far as ${(drift.worst * 100).toFixed(0)} %): the machine was busy, the figures are not comparable.\n${'!'.repeat(100)}`,
      )
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
          benchmarkIndex: {
            calibration,
            calibrationRuns: measured,
            min,
            median: mid,
            max,
            ...drift,
            runs: all,
          },
          profiles: slowdowns,
          results,
        },
        null,
        2,
      ),
    )
    console.log(`\nSaved to ${path.relative(ROOT, RESULT_FILE)}`)
  } finally {
    await browser.close()
    await stack.stop()
  }
}

runBenchmark(main)
