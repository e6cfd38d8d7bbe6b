'use client'

import { useEffect, useMemo, useState, type CSSProperties } from 'react'

import { bookableSlots, type CallbackSlot } from '@/lib/callbackSlots'
import { afterNextPaint } from '@/utilities/afterNextPaint'

/**
 * The callback calendar's shared parts, used by the booking dialog and by the visitor's
 * reschedule page: the same picker look and the same free-slot rule.
 */

/**
 * react-day-picker reads its sizes and colours from custom properties declared on its own root,
 * so they are overridden there. Days shrink to fit a 360 px screen and stay 44 px where there is room.
 */
const DAY_SIZE = 'min(2.75rem, calc((100vw - 6.5rem) / 7))'
export const CALENDAR_STYLE = {
  '--rdp-accent-color': 'var(--color-brand-700)',
  '--rdp-accent-background-color': 'var(--color-brand-50)',
  '--rdp-day-height': DAY_SIZE,
  '--rdp-day-width': DAY_SIZE,
  '--rdp-day_button-height': `calc(${DAY_SIZE} - 2px)`,
  '--rdp-day_button-width': `calc(${DAY_SIZE} - 2px)`,
} as CSSProperties

type BookedState = { date: string; times: readonly string[] }

/**
 * The slots still free on `date`: booked times come from the server (times only, nobody's
 * details); bump `reload` to ask again after a refusal.
 */
export function useAvailableSlots(
  date: string,
  reload: number,
): { loading: boolean; available: readonly CallbackSlot[] } {
  const [booked, setBooked] = useState<BookedState | null>(null)

  useEffect(() => {
    if (!date) return
    const controller = new AbortController()
    // Started once the chosen day is painted: setting up the request (some 20 ms on a low-end
    // phone, bench:inp) no longer delays that frame. "Loading available times..." shows meanwhile.
    const cancel = afterNextPaint(() => {
      fetch(`/forms/callback/slots?${new URLSearchParams({ date }).toString()}`, {
        signal: controller.signal,
      })
        .then(async (response) => {
          if (!response.ok) throw new Error(`slots ${response.status}`)
          const body: unknown = await response.json()
          const times =
            typeof body === 'object' &&
            body !== null &&
            'booked' in body &&
            Array.isArray(body.booked)
              ? body.booked.filter((value): value is string => typeof value === 'string')
              : []
          setBooked({ date, times })
        })
        .catch(() => {
          // Offer every slot: the database still refuses a double booking.
          if (!controller.signal.aborted) setBooked({ date, times: [] })
        })
    })
    return () => {
      cancel()
      controller.abort()
    }
  }, [date, reload])

  const loading = Boolean(date) && booked?.date !== date
  const available = useMemo(() => {
    if (!date || loading || !booked) return []
    const taken = new Set(booked.times)
    return bookableSlots(date).filter((slot) => !taken.has(slot.value))
  }, [date, loading, booked])
  return { loading, available }
}
