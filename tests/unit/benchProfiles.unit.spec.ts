import { describe, expect, it } from 'vitest'

import {
  cpuSlowdown,
  indexDrift,
  lighthouseMisses,
  parseProfiles,
  PROFILES,
  spread,
  throughputMisses,
} from '../../scripts/bench/profiles'

describe('cpuSlowdown: the same phone on any machine', () => {
  it('slows a machine of index 3,700 to a mid-range phone (900) and a low-end one (300)', () => {
    expect(cpuSlowdown(3700, PROFILES.mid)).toEqual({ multiplier: 4.11, clamped: false })
    expect(cpuSlowdown(3700, PROFILES.low)).toEqual({ multiplier: 12.33, clamped: false })
  })

  it('slows a machine three times slower three times less', () => {
    expect(cpuSlowdown(1200, PROFILES.low).multiplier).toBe(4)
    expect(cpuSlowdown(3600, PROFILES.low).multiplier).toBe(12)
  })

  it('never speeds up a machine slower than the phone, and says so', () => {
    expect(cpuSlowdown(450, PROFILES.mid)).toEqual({ multiplier: 1, clamped: true })
  })

  it('refuses an index that is not a positive number', () => {
    expect(() => cpuSlowdown(0, PROFILES.low)).toThrow(/positive/)
    expect(() => cpuSlowdown(Number.NaN, PROFILES.low)).toThrow(/positive/)
  })
})

describe('indexDrift: a busy machine is reported', () => {
  it('accepts moves up to 15 % either way', () => {
    expect(indexDrift(1000, [1150, 850, 1000])).toEqual({
      worst: 0.15,
      busy: false,
      outside: [],
    })
  })

  it('flags a run whose index moved more than 15 %, and names the indices', () => {
    const drift = indexDrift(1000, [1010, 820, 1200])
    expect(drift.busy).toBe(true)
    expect(drift.worst).toBeCloseTo(0.2)
    expect(drift.outside).toEqual([820, 1200])
  })

  it('has nothing to flag without runs', () => {
    expect(indexDrift(1000, [])).toEqual({ worst: 0, busy: false, outside: [] })
  })
})

describe('lighthouseMisses: the issue 25 targets against the same run floor', () => {
  const floor = { performance: 90, tbtMs: 390, lcpMs: 2250, cls: 0 }

  it('lets the low-end phone trail by 3 points, 150 ms TBT and 300 ms LCP, but no more', () => {
    const atLimit = { performance: 87, tbtMs: 540, lcpMs: 2550, cls: 0 }
    expect(lighthouseMisses(atLimit, floor, PROFILES.low)).toEqual([])
    expect(
      lighthouseMisses({ performance: 86, tbtMs: 541, lcpMs: 2551, cls: 0 }, floor, PROFILES.low),
    ).toEqual(['perf 86 < 87', 'TBT +151 ms (> +150)', 'LCP +301 ms (> +300)'])
  })

  it('is stricter on the mid-range phone', () => {
    const page = { performance: 88, tbtMs: 500, lcpMs: 2400, cls: 0 }
    expect(lighthouseMisses(page, floor, PROFILES.low)).toEqual([])
    expect(lighthouseMisses(page, floor, PROFILES.mid)).toEqual([
      'perf 88 < 89',
      'TBT +110 ms (> +50)',
    ])
  })

  it('counts any layout shift as a miss', () => {
    expect(lighthouseMisses({ ...floor, cls: 0.0004 }, floor, PROFILES.mid)).toEqual(['CLS 0.0004'])
  })
})

describe('throughputMisses', () => {
  const floor = { requestsPerSecond: 2000, p99Ms: 40 }

  it('needs 0.9x the floor requests/s and at most 1.5x its p99', () => {
    expect(throughputMisses({ requestsPerSecond: 1800, p99Ms: 60 }, floor)).toEqual([])
    expect(throughputMisses({ requestsPerSecond: 940, p99Ms: 104 }, floor)).toEqual([
      'throughput 0.47x (< 0.9x)',
      'p99 2.60x (> 1.5x)',
    ])
  })
})

describe('parseProfiles and spread', () => {
  it('reads --profiles in order, once each, and refuses unknown names', () => {
    expect(parseProfiles('low, mid,low')).toEqual(['low', 'mid'])
    expect(() => parseProfiles('high')).toThrow(/unknown profile high/)
    expect(() => parseProfiles(' , ')).toThrow(/at least one/)
  })

  it('gives min, median and max of the recorded indices', () => {
    expect(spread([1200, 900, 1000, 1100])).toEqual({ min: 900, median: 1050, max: 1200 })
  })
})
