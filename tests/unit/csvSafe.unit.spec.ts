import { describe, expect, it } from 'vitest'

import { neutraliseCell, neutraliseRow } from '@/lib/csvSafe'

describe('CSV formula neutralisation', () => {
  it('prefixes an apostrophe to cells a spreadsheet would run as a formula', () => {
    for (const cell of [
      '=HYPERLINK("http://evil.example","x")',
      '+27 82 555 0101',
      '-2+3',
      '@SUM(A1)',
      '\t=1',
      '\r=1',
    ]) {
      expect(neutraliseCell(cell)).toBe(`'${cell}`)
    }
  })

  it('leaves ordinary text alone', () => {
    for (const cell of ['Thandi', 'a=b', '2026-12-01T07:30:00.000Z', '', "O'Neil"])
      expect(neutraliseCell(cell)).toBe(cell)
  })

  it('neutralises every string column of a row and keeps other values', () => {
    expect(neutraliseRow({ name: '=cmd', count: 3, consent: true, note: null })).toEqual({
      name: "'=cmd",
      count: 3,
      consent: true,
      note: null,
    })
  })
})
