import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'
import type { Payload } from 'payload'

import { AGENCY_TIME_ZONE } from '@/lib/callbackSlots'

// No 'server-only' marker: it takes the Payload instance, so the integration tests can call it.

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/

/** Only times leave this function, nothing about who booked them; null for a malformed date. */
export async function bookedSlots(payload: Payload, date: string): Promise<string[] | null> {
  const match = DATE_PATTERN.exec(date)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const start = new TZDate(year, month - 1, day, AGENCY_TIME_ZONE)
  if (start.getFullYear() !== year || start.getMonth() !== month - 1 || start.getDate() !== day)
    return null
  const end = new TZDate(year, month - 1, day + 1, AGENCY_TIME_ZONE)

  // A system read, narrowed by `select` to the one field that is safe to show anyone.
  const { docs } = await payload.find({
    collection: 'callbacks',
    overrideAccess: true,
    depth: 0,
    pagination: false,
    limit: 100,
    select: { preferredTime: true },
    where: {
      and: [
        { preferredTime: { greater_than_equal: new Date(start.getTime()).toISOString() } },
        { preferredTime: { less_than: new Date(end.getTime()).toISOString() } },
        // A bot-flagged request holds no slot until staff release it.
        { status: { not_equals: 'spam' } },
      ],
    },
  })
  // A cancelled booking has no time any more: its slot is free.
  return docs.flatMap((doc) =>
    doc.preferredTime ? [format(new TZDate(doc.preferredTime, AGENCY_TIME_ZONE), 'HH:mm')] : [],
  )
}
