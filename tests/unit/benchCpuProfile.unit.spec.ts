import { describe, expect, it } from 'vitest'

import { hottestFunctions, type CpuProfile } from '../../scripts/bench/cpuProfile'

const frame = (functionName: string, url = '', lineNumber = 0, columnNumber = 0) => ({
  functionName,
  url,
  lineNumber,
  columnNumber,
})

describe('hottestFunctions: where an interaction spends its time', () => {
  const profile: CpuProfile = {
    nodes: [
      { id: 1, callFrame: frame('(root)') },
      { id: 2, callFrame: frame('(idle)') },
      { id: 3, callFrame: frame('isDisabled', 'http://localhost/_next/static/chunks/a.js', 9, 4) },
      { id: 4, callFrame: frame('', 'http://localhost/_next/static/chunks/b.js', 0, 99) },
      { id: 5, callFrame: frame('(garbage collector)') },
    ],
    // A sample lasts until the next one: DevTools' convention.
    samples: [3, 3, 4, 2, 5, 3],
    timeDeltas: [0, 2000, 3000, 500, 7000, 1000],
  }

  it('sums self time per function, largest first, naming file, line and column', () => {
    expect(hottestFunctions(profile)).toEqual([
      { name: 'isDisabled a.js:10:5', selfMs: 5 },
      { name: '(garbage collector) :1:1', selfMs: 1 },
      { name: '(anonymous) b.js:1:100', selfMs: 0.5 },
    ])
  })

  it('leaves idle time out and keeps only the asked number', () => {
    const names = hottestFunctions(profile, 1).map((hot) => hot.name)
    expect(names).toEqual(['isDisabled a.js:10:5'])
    expect(hottestFunctions(profile, 10).some((hot) => hot.name.startsWith('(idle)'))).toBe(false)
  })
})
