/**
 * Issue 25's calibrated benchmark, as pure functions: which phone each profile emulates, the CPU
 * slowdown that emulates it on this machine, when the machine was too busy to trust, and the
 * targets each page is held to against the floor measured in the same run.
 */

export type ProfileName = 'mid' | 'low'

export type Profile = {
  name: ProfileName
  label: string
  /**
   * The benchmarkIndex of the emulated phone: Lighthouse's own scale, so a machine of index I
   * slowed I / phoneIndex times runs like that phone, whatever the machine.
   */
  phoneIndex: number
  targets: {
    /** Lighthouse performance may be at most this many points under the floor's. */
    perfBelowFloor: number
    tbtOverFloorMs: number
    lcpOverFloorMs: number
    inpMs: number
  }
}

export const PROFILES: Record<ProfileName, Profile> = {
  mid: {
    name: 'mid',
    label: 'mid-range phone',
    phoneIndex: 900,
    targets: { perfBelowFloor: 1, tbtOverFloorMs: 50, lcpOverFloorMs: 200, inpMs: 100 },
  },
  low: {
    name: 'low',
    label: 'low-end phone',
    phoneIndex: 300,
    targets: { perfBelowFloor: 3, tbtOverFloorMs: 150, lcpOverFloorMs: 300, inpMs: 200 },
  },
}

/** Page-independent targets (issue 25): the same on every profile. */
export const INLINE_SCRIPT_LIMIT_BYTES = 20 * 1024
export const MIN_THROUGHPUT_RATIO = 0.9
export const MAX_P99_RATIO = 1.5
/** More than this relative move of benchmarkIndex during a run means the machine was busy. */
export const INDEX_DRIFT_LIMIT = 0.15

/** `--profiles mid,low`: the names, in the order given, each once. */
export function parseProfiles(value: string): ProfileName[] {
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  if (names.length === 0) throw new Error('--profiles needs at least one of mid, low')
  for (const name of names)
    if (!(name in PROFILES)) throw new Error(`unknown profile ${name} (mid, low)`)
  return [...new Set(names as ProfileName[])]
}

/**
 * The CPU slowdown that makes this machine (of `benchmarkIndex`) run like the profile's phone,
 * to two decimals. A machine already slower than the phone cannot be sped up: it runs at 1, and
 * `clamped` says the profile is then harsher than asked.
 */
export function cpuSlowdown(
  benchmarkIndex: number,
  profile: Profile,
): { multiplier: number; clamped: boolean } {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0)
    throw new Error(`benchmarkIndex must be a positive number, got ${benchmarkIndex}`)
  const exact = benchmarkIndex / profile.phoneIndex
  if (exact < 1) return { multiplier: 1, clamped: true }
  return { multiplier: Math.round(exact * 100) / 100, clamped: false }
}

/** NaN for no values, which tables print as such rather than as a made-up 0. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  const upper = sorted[mid]
  if (upper === undefined) return NaN
  return sorted.length % 2 ? upper : ((sorted[mid - 1] ?? upper) + upper) / 2
}

export type Spread = { min: number; median: number; max: number }

export function spread(values: number[]): Spread {
  return { min: Math.min(...values), median: median(values), max: Math.max(...values) }
}

/**
 * How far the machine's speed moved from the calibration during the run: the largest relative
 * distance of any measured index from the one the multipliers were set from. Beyond the limit the
 * emulated phone was not the one asked for, and the run's figures mix two devices.
 */
export function indexDrift(
  calibration: number,
  indices: number[],
  limit = INDEX_DRIFT_LIMIT,
): { worst: number; busy: boolean; outside: number[] } {
  const distance = (index: number) => Math.abs(index - calibration) / calibration
  const worst = Math.max(0, ...indices.map(distance))
  return {
    worst,
    busy: worst > limit,
    outside: indices.filter((index) => distance(index) > limit),
  }
}

export type PageFigures = { performance: number; tbtMs: number; lcpMs: number; cls: number }

/** The Lighthouse targets for one page against the floor of the same profile and run. */
export function lighthouseMisses(
  page: PageFigures,
  floor: PageFigures,
  profile: Profile,
): string[] {
  const { perfBelowFloor, tbtOverFloorMs, lcpOverFloorMs } = profile.targets
  const misses: string[] = []
  if (page.performance < floor.performance - perfBelowFloor)
    misses.push(`perf ${page.performance} < ${floor.performance - perfBelowFloor}`)
  if (page.tbtMs > floor.tbtMs + tbtOverFloorMs)
    misses.push(`TBT +${Math.round(page.tbtMs - floor.tbtMs)} ms (> +${tbtOverFloorMs})`)
  if (page.lcpMs > floor.lcpMs + lcpOverFloorMs)
    misses.push(`LCP +${Math.round(page.lcpMs - floor.lcpMs)} ms (> +${lcpOverFloorMs})`)
  // "CLS stays 0": any shift at all is a regression, however small.
  if (page.cls > 0) misses.push(`CLS ${page.cls.toFixed(4)}`)
  return misses
}

export type Throughput = { requestsPerSecond: number; p99Ms: number }

/** The throughput targets against the floor's, measured in the same rounds. */
export function throughputMisses(page: Throughput, floor: Throughput): string[] {
  const misses: string[] = []
  const rate = page.requestsPerSecond / floor.requestsPerSecond
  if (rate < MIN_THROUGHPUT_RATIO)
    misses.push(`throughput ${rate.toFixed(2)}x (< ${MIN_THROUGHPUT_RATIO}x)`)
  const p99 = page.p99Ms / floor.p99Ms
  if (p99 > MAX_P99_RATIO) misses.push(`p99 ${p99.toFixed(2)}x (> ${MAX_P99_RATIO}x)`)
  return misses
}
