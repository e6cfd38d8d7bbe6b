import { addDays } from 'date-fns'
import type { Payload } from 'payload'

import { agencyDay, formatInAgencyZone } from '@/lib/agencyTime'

// No 'server-only' marker: it takes the Payload instance, so the integration tests can call it.

/** Only times leave this function, nothing about who booked them; null for a malformed date. */
export async function bookedSlots(payload: Payload, date: string): Promise<string[] | null> {
  const start = agencyDay(date)
  if (!start) return null
  const end = addDays(start, 1)

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
    doc.preferredTime ? [formatInAgencyZone(doc.preferredTime, 'HH:mm')] : [],
  )
}
