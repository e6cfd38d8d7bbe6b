import { describe, expect, it } from 'vitest'

import {
  agencyDay,
  agencyDayKey,
  agencyMinuteKey,
  agencyToday,
  formatCallbackDay,
  formatCallbackTime,
  formatDate,
  formatDateTime,
  formatDay,
  formatInAgencyZone,
  startOfAgencyDay,
  toCalendarDay,
  toPreferredTime,
} from '@/lib/agencyTime'

import { inZone } from '../helpers/timeZone'

const ZONES = ['UTC', 'America/Los_Angeles', 'Pacific/Auckland', 'Africa/Johannesburg']

// 23:30 UTC on Tuesday 1 December is 01:30 on Wednesday 2 December in Johannesburg (UTC+2).
const lateTuesdayUtc = new Date('2026-12-01T23:30:00Z')

describe('a real YYYY-MM-DD day', () => {
  it('refuses 29 February 2026 and accepts 29 February 2028, a leap year', () => {
    expect(agencyDay('2026-02-29')).toBeNull()
    expect(toCalendarDay('2026-02-29')).toBeUndefined()
    expect(agencyDay('2028-02-29')?.toISOString()).toBe('2028-02-29T00:00:00.000+02:00')
    expect(toCalendarDay('2028-02-29')?.getDate()).toBe(29)
  })

  it('starts at midnight in Johannesburg, which is 22:00 UTC the day before', () => {
    expect(new Date(agencyDay('2026-12-02')?.getTime() ?? NaN).toISOString()).toBe(
      '2026-12-01T22:00:00.000Z',
    )
  })

  it.each([
    '',
    '2026-02-30',
    '2026-13-01',
    '2026-12-32',
    '2026-2-3',
    '26-12-01',
    '+02026-12-01',
    '01/12/2026',
    '2026/12/01',
    '20261201',
    ' 2026-12-01',
    '2026-12-01 ',
    '2026-12-01T09:00:00Z',
    '<b>2026-12-01</b>',
    "2026-12-01' OR '1'='1",
    'tomorrow',
  ])('refuses %j', (value) => {
    expect(agencyDay(value)).toBeNull()
    expect(toCalendarDay(value)).toBeUndefined()
  })

  it('gives the picker the same plain day wherever the browser is', () => {
    for (const zone of ZONES) {
      const shown = inZone(zone, () => {
        const day = toCalendarDay('2026-12-02')
        return day && formatCallbackDay(day)
      })
      expect(shown, zone).toBe('Wednesday, 2 December 2026')
    }
  })
})

describe('today at the agency', () => {
  it('is already tomorrow at 23:30 UTC, and still today at 21:59 UTC', () => {
    expect(agencyDayKey(lateTuesdayUtc)).toBe('2026-12-02')
    expect(agencyDayKey(new Date('2026-12-01T21:59:00Z'))).toBe('2026-12-01')
    expect(agencyDayKey(new Date('2026-12-01T22:00:00Z'))).toBe('2026-12-02')
  })

  it('starts at the agency’s midnight, not the server’s', () => {
    for (const zone of ZONES) {
      const start = inZone(zone, () => startOfAgencyDay(lateTuesdayUtc))
      expect(new Date(start.getTime()).toISOString(), zone).toBe('2026-12-01T22:00:00.000Z')
    }
  })

  it('is shown to the picker as that plain day wherever the browser is', () => {
    for (const zone of ZONES) {
      const today = inZone(zone, () => {
        const day = agencyToday(lateTuesdayUtc)
        return [day.getFullYear(), day.getMonth() + 1, day.getDate()]
      })
      expect(today, zone).toEqual([2026, 12, 2])
    }
  })
})

describe('toPreferredTime', () => {
  it('is the Johannesburg wall-clock time as an instant (UTC+2, no daylight saving)', () => {
    expect(toPreferredTime('2026-12-01', '09:00').toISOString()).toBe('2026-12-01T07:00:00.000Z')
    expect(toPreferredTime('2026-06-15', '16:30').toISOString()).toBe('2026-06-15T14:30:00.000Z')
    expect(toPreferredTime('2027-01-01', '00:30').toISOString()).toBe('2026-12-31T22:30:00.000Z')
  })

  it('does not depend on the server’s zone', () => {
    for (const zone of ZONES) {
      const instant = inZone(zone, () => toPreferredTime('2026-12-01', '09:00').toISOString())
      expect(instant, zone).toBe('2026-12-01T07:00:00.000Z')
    }
  })

  it.each([
    ['2026-02-29', '09:00'],
    ['2026-02-30', '09:00'],
    ['2026-12-01', '25:00'],
    ['2026-12-01', '09:60'],
    ['tomorrow', '09:00'],
    ['2026-12-01', '9am'],
    ['2026-12-01', '9:00'],
    ['2026-12-01', '09:00:00'],
  ])('refuses %s %s', (date, time) => {
    expect(() => toPreferredTime(date, time)).toThrow(RangeError)
  })
})

describe('the agency’s wall clock as a key', () => {
  it('reads the minute in Johannesburg, wherever the code runs', () => {
    for (const zone of ZONES)
      expect(inZone(zone, () => agencyMinuteKey(lateTuesdayUtc))).toBe('2026-12-02 01:30')
  })

  it('is the IANA zone’s wall clock at every instant: the fixed UTC+2 holds, midnights included', () => {
    // Every hour and 7 seconds over two years (both southern winters and summers), and each
    // side of every agency midnight: what Intl's Africa/Johannesburg reads, the keys read.
    const instants: Date[] = []
    for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2027, 0, 1); t += 3_607_000)
      instants.push(new Date(t))
    for (let day = Date.UTC(2025, 0, 1, 22); day < Date.UTC(2027, 0, 1); day += 86_400_000)
      instants.push(new Date(day - 1), new Date(day))
    for (const instant of instants) {
      expect(agencyMinuteKey(instant)).toBe(formatInAgencyZone(instant, 'yyyy-MM-dd HH:mm'))
      expect(agencyDayKey(instant)).toBe(formatInAgencyZone(instant, 'yyyy-MM-dd'))
    }
    for (const zone of ZONES) {
      const days = inZone(zone, () =>
        instants.slice(-60).map((instant) => {
          const day = agencyToday(instant)
          return `${day.getFullYear()}-${day.getMonth() + 1}-${day.getDate()}`
        }),
      )
      expect(days, zone).toEqual(
        instants.slice(-60).map((instant) => {
          const start = startOfAgencyDay(instant)
          return `${start.getFullYear()}-${start.getMonth() + 1}-${start.getDate()}`
        }),
      )
    }
  })
})

describe('showing an instant in South African time', () => {
  it('writes 23:30 UTC as the next morning, as emails and the portal show it', () => {
    expect(formatCallbackTime(lateTuesdayUtc)).toBe(
      'Wednesday 2 December 2026 at 1:30 AM (South African time)',
    )
    expect(formatDay(lateTuesdayUtc)).toBe('2 December 2026')
    expect(formatDate(lateTuesdayUtc.toISOString())).toBe('02 Dec 2026')
    expect(formatDateTime(lateTuesdayUtc.toISOString())).toBe('02 Dec 2026, 01:30')
  })

  it('writes nothing for a missing date', () => {
    expect(formatDate(null)).toBe('')
    expect(formatDateTime(undefined)).toBe('')
  })
})
