import { describe, expect, it } from 'vitest'

import {
  bookableSlots,
  CALLBACK_SLOTS,
  isBookable,
  callbackDayFilter,
  isCallbackDayDisabled,
} from '@/lib/callbackSlots'
import { toPreferredTime } from '@/lib/agencyTime'
import { CALLBACK_SLOT_VALUES } from '@/validation/slots'

import { inZone } from '../helpers/timeZone'

/** A day as the callback calendar hands it over: a plain calendar day, midnight where it runs. */
const agencyDay = (year: number, month: number, day: number): Date => new Date(year, month - 1, day)

describe('callback slots', () => {
  it('are the 16 half hours from 09:00 to 16:30', () => {
    const expected = [
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
    ]
    expect(CALLBACK_SLOT_VALUES).toEqual(expected)
    expect(CALLBACK_SLOTS.map((slot) => slot.value)).toEqual(expected)
  })

  it('are labelled in 12-hour format', () => {
    expect(CALLBACK_SLOTS.map((slot) => slot.label)).toEqual([
      '9:00 AM',
      '9:30 AM',
      '10:00 AM',
      '10:30 AM',
      '11:00 AM',
      '11:30 AM',
      '12:00 PM',
      '12:30 PM',
      '1:00 PM',
      '1:30 PM',
      '2:00 PM',
      '2:30 PM',
      '3:00 PM',
      '3:30 PM',
      '4:00 PM',
      '4:30 PM',
    ])
  })
})

describe('the calendar in a visitor’s browser', () => {
  // 22:30 UTC on 1 December: 00:30 on 2 December in Johannesburg, 14:30 on 1 December in Los Angeles.
  const instant = new Date('2026-12-01T22:30:00Z')

  it('a visitor in Los Angeles, still on 1 December, cannot pick it, but can pick the 2nd', () => {
    const disabled = inZone('America/Los_Angeles', () => {
      const isDisabled = callbackDayFilter(instant)
      return [isDisabled(new Date(2026, 11, 1)), isDisabled(new Date(2026, 11, 2))]
    })
    expect(disabled).toEqual([true, false])
  })
})

describe('isCallbackDayDisabled', () => {
  // Wednesday 2 December 2026, 12:00 in Johannesburg.
  const wednesdayNoon = new Date('2026-12-02T10:00:00Z')

  it('disables past days and keeps today and later weekdays', () => {
    expect(isCallbackDayDisabled(agencyDay(2026, 11, 30), wednesdayNoon)).toBe(true)
    expect(isCallbackDayDisabled(agencyDay(2026, 12, 1), wednesdayNoon)).toBe(true)
    expect(isCallbackDayDisabled(agencyDay(2026, 12, 2), wednesdayNoon)).toBe(false)
    expect(isCallbackDayDisabled(agencyDay(2026, 12, 3), wednesdayNoon)).toBe(false)
    expect(isCallbackDayDisabled(agencyDay(2026, 12, 4), wednesdayNoon)).toBe(false)
    expect(isCallbackDayDisabled(agencyDay(2026, 12, 7), wednesdayNoon)).toBe(false)
  })

  it('disables Saturdays and Sundays', () => {
    expect(isCallbackDayDisabled(agencyDay(2026, 12, 5), wednesdayNoon)).toBe(true)
    expect(isCallbackDayDisabled(agencyDay(2026, 12, 6), wednesdayNoon)).toBe(true)
    expect(isCallbackDayDisabled(agencyDay(2027, 1, 9), wednesdayNoon)).toBe(true)
  })

  it('moves to the next day at midnight in Johannesburg, while UTC is still on the previous day', () => {
    // 22:30 UTC on 1 December is 00:30 on 2 December in Johannesburg.
    const justAfterMidnight = new Date('2026-12-01T22:30:00Z')
    expect(isCallbackDayDisabled(agencyDay(2026, 12, 1), justAfterMidnight)).toBe(true)
    expect(isCallbackDayDisabled(agencyDay(2026, 12, 2), justAfterMidnight)).toBe(false)

    // 21:59 UTC is 23:59 in Johannesburg: 1 December is still today.
    const justBeforeMidnight = new Date('2026-12-01T21:59:00Z')
    expect(isCallbackDayDisabled(agencyDay(2026, 12, 1), justBeforeMidnight)).toBe(false)
  })

  it('reads a plain Date by the calendar day it shows', () => {
    expect(isCallbackDayDisabled(new Date(2026, 11, 3), wednesdayNoon)).toBe(false)
    expect(isCallbackDayDisabled(new Date(2026, 11, 5), wednesdayNoon)).toBe(true)
    expect(isCallbackDayDisabled(new Date(2026, 11, 1), wednesdayNoon)).toBe(true)
  })
})

describe('isBookable', () => {
  // Tuesday 1 December 2026, 10:00 in Johannesburg.
  const tuesdayTen = new Date('2026-12-01T08:00:00Z')

  it('accepts a later slot today and any slot on a later weekday', () => {
    expect(isBookable('2026-12-01', '10:30', tuesdayTen)).toBe(true)
    expect(isBookable('2026-12-01', '16:30', tuesdayTen)).toBe(true)
    expect(isBookable('2026-12-02', '09:00', tuesdayTen)).toBe(true)
  })

  it('refuses a slot that has started or passed', () => {
    expect(isBookable('2026-12-01', '10:00', tuesdayTen)).toBe(false)
    expect(isBookable('2026-12-01', '09:00', tuesdayTen)).toBe(false)
    expect(isBookable('2026-11-30', '16:30', tuesdayTen)).toBe(false)
  })

  it('refuses weekends, unknown slots and impossible dates', () => {
    expect(isBookable('2026-12-05', '10:00', tuesdayTen)).toBe(false)
    expect(isBookable('2026-12-06', '10:00', tuesdayTen)).toBe(false)
    expect(isBookable('2026-12-02', '17:00', tuesdayTen)).toBe(false)
    expect(isBookable('2026-12-02', '09:15', tuesdayTen)).toBe(false)
    expect(isBookable('2026-02-30', '09:00', tuesdayTen)).toBe(false)
    expect(isBookable('', '', tuesdayTen)).toBe(false)
  })
})

describe('bookableSlots', () => {
  // Tuesday 1 December 2026, 10:00 in Johannesburg.
  const tuesdayTen = new Date('2026-12-01T08:00:00Z')
  const values = (date: string, now: Date) => bookableSlots(date, now).map((slot) => slot.value)

  it('offers today’s slots after the current time, and every slot of a later weekday', () => {
    expect(values('2026-12-01', tuesdayTen)).toEqual(CALLBACK_SLOT_VALUES.slice(3))
    expect(values('2026-12-01', new Date(tuesdayTen.getTime() - 1))).toEqual(
      CALLBACK_SLOT_VALUES.slice(2),
    )
    expect(values('2026-12-02', tuesdayTen)).toEqual(CALLBACK_SLOT_VALUES)
  })

  it('offers nothing on a past day, a weekend or an impossible date', () => {
    for (const date of ['2026-11-30', '2026-12-05', '2026-12-06', '2026-02-30', '2026-12-1', ''])
      expect(values(date, tuesdayTen)).toEqual([])
  })

  it('offers exactly the slots that start after that instant in Johannesburg, at any time and in any browser’s zone', () => {
    const dates = ['2026-11-30', '2026-12-01', '2026-12-02', '2026-03-09']
    // A second either side of each slot's start on 1 December, of Johannesburg's midnights, and
    // of the hour Los Angeles moves its clocks (10:00 UTC on 8 March 2026).
    const starts = [
      ...CALLBACK_SLOT_VALUES.map((time) => Date.parse(`2026-12-01T${time}:00+02:00`)),
      Date.parse('2026-12-01T00:00:00+02:00'),
      Date.parse('2026-12-02T00:00:00+02:00'),
      Date.parse('2026-03-08T10:00:00Z'),
    ]
    const cases = dates.flatMap((date) =>
      starts
        .flatMap((start) => [start - 1000, start])
        .map((instant) => {
          const now = new Date(instant)
          return {
            date,
            now,
            // The rule by instants, as a booking is stored: every date here is a weekday.
            accepted: CALLBACK_SLOT_VALUES.filter(
              (time) => toPreferredTime(date, time).getTime() > now.getTime(),
            ),
          }
        }),
    )
    // The browser's zone only decides how the picker's day is read; the clock is Johannesburg's.
    for (const zone of ['UTC', 'America/Los_Angeles'])
      inZone(zone, () => {
        for (const { date, now, accepted } of cases)
          expect(values(date, now), `${zone} ${date} ${now.toISOString()}`).toEqual(accepted)
      })
  })
})
