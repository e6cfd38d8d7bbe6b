import type { Payload } from 'payload'

import { saltOfDay, writeVisits, type VisitHit } from '@/db/visits'
import { agencyDayKey } from '@/lib/agencyTime'
import { beforeStop } from '@/lib/beforeStop.mjs'
import { keyedHash } from '@/lib/signing'
import type { Visit } from '@/validation/attribution'

/**
 * Page views wait this long, or until this many arrive, and are then written in one transaction;
 * those waiting when the server stops are written before it does.
 */
const FLUSH_AFTER_MS = 5_000
const FLUSH_AT = 500

interface Counter {
  salt?: { day: string; value: Promise<string> }
  pending: VisitHit[]
  timer?: ReturnType<typeof setTimeout>
}

const counters = new WeakMap<Payload, Counter>()
const counterOf = (payload: Payload): Counter => {
  let counter = counters.get(payload)
  if (!counter) {
    counter = { pending: [] }
    counters.set(payload, counter)
    beforeStop(() => flushVisits(payload))
  }
  return counter
}

/** The day's salt, read or made once a day per instance; a new day drops yesterday's everywhere. */
function saltFor(payload: Payload, counter: Counter, day: string): Promise<string> {
  if (counter.salt?.day !== day) {
    const value = saltOfDay(payload, day)
    // A failed read is tried again by the next page view.
    value.catch(() => {
      if (counter.salt?.value === value) counter.salt = undefined
    })
    counter.salt = { day, value }
  }
  return counter.salt.value
}

/** Writes what is waiting; called by the timer, and by tests. */
export async function flushVisits(payload: Payload): Promise<void> {
  const counter = counterOf(payload)
  if (counter.timer) clearTimeout(counter.timer)
  counter.timer = undefined
  const batch = counter.pending.splice(0)
  try {
    await writeVisits(payload, batch)
  } catch (err) {
    // Counting is best effort: a lost batch costs a few page views, never a page.
    payload.logger.warn({ err, msg: `Could not write ${batch.length} page views` })
  }
}

/**
 * Counts one page view. The address and user agent are hashed with the day's salt at once and
 * never kept; the view waits in memory for the next batch.
 */
export async function countVisit(
  payload: Payload,
  visit: Visit,
  client: { address: string; userAgent: string },
  now: Date = new Date(),
): Promise<void> {
  const counter = counterOf(payload)
  const day = agencyDayKey(now)
  const salt = await saltFor(payload, counter, day)
  counter.pending.push({
    day,
    visitor: keyedHash('visitor', salt, client.address, client.userAgent),
    path: visit.path,
    source: visit.source ?? '',
    medium: visit.medium ?? '',
    campaign: visit.campaign ?? '',
  })
  if (counter.pending.length >= FLUSH_AT) void flushVisits(payload)
  else
    counter.timer ??= setTimeout(() => {
      counter.timer = undefined
      void flushVisits(payload)
    }, FLUSH_AFTER_MS).unref()
}
