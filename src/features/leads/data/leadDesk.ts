import type { Payload, TypedUser, Where } from 'payload'

import { DUE_SOON_HOURS } from '@/features/leads/desk/sla'

type LeadCollection = 'enquiries' | 'callbacks'

/** The admin dashboard's reads all use the signed-in user's own access: nothing for non-staff. */
const asUser = (user: TypedUser) => ({ user, overrideAccess: false }) as const

/** Enquiries and callbacks still 'new', and those held as spam. */
export async function countNewLeads(payload: Payload, user: TypedUser) {
  const count = async (collection: LeadCollection, status: 'new' | 'spam') =>
    (await payload.count({ collection, where: { status: { equals: status } }, ...asUser(user) }))
      .totalDocs
  const [enquiries, callbacks, spam, spamCallbacks] = await Promise.all([
    count('enquiries', 'new'),
    count('callbacks', 'new'),
    count('enquiries', 'spam'),
    count('callbacks', 'spam'),
  ])
  return { enquiries, callbacks, spam, spamCallbacks }
}

export type ReplyDueBucket = {
  key: 'overdue' | 'due-soon'
  label: string
  where: Where
  enquiries: number
  callbacks: number
  count: number
}

/** New leads whose reply promise has passed, and those due within DUE_SOON_HOURS. */
export async function countRepliesDue(
  payload: Payload,
  user: TypedUser,
  now = new Date(),
): Promise<ReplyDueBucket[]> {
  const soon = new Date(now.getTime() + DUE_SOON_HOURS * 3_600_000)
  const open: Where = {
    and: [
      { status: { equals: 'new' } },
      { replyBy: { exists: true } },
      { firstRepliedAt: { exists: false } },
    ],
  }
  const windows: Array<Pick<ReplyDueBucket, 'key' | 'label' | 'where'>> = [
    {
      key: 'overdue',
      label: 'Overdue replies',
      where: { and: [open, { replyBy: { less_than: now.toISOString() } }] },
    },
    {
      key: 'due-soon',
      label: `Replies due within ${DUE_SOON_HOURS} hours`,
      where: {
        and: [
          open,
          { replyBy: { greater_than_equal: now.toISOString() } },
          { replyBy: { less_than: soon.toISOString() } },
        ],
      },
    },
  ]
  return Promise.all(
    windows.map(async (bucket) => {
      const count = async (collection: LeadCollection) =>
        (await payload.count({ collection, where: bucket.where, ...asUser(user) })).totalDocs
      const [enquiries, callbacks] = await Promise.all([count('enquiries'), count('callbacks')])
      return { ...bucket, enquiries, callbacks, count: enquiries + callbacks }
    }),
  )
}

/** The callbacks booked in [start, end), earliest first; cancelled ones gave their slot back, spam holds none. */
// new Date(…) first: a TZDate's own toISOString() writes its zone's offset, not UTC.
export async function readCallbackAgenda(
  payload: Payload,
  user: TypedUser,
  start: Date,
  end: Date,
) {
  const { docs } = await payload.find({
    collection: 'callbacks',
    ...asUser(user),
    depth: 0,
    pagination: false,
    sort: 'preferredTime',
    select: { name: true, phone: true, company: true, status: true, preferredTime: true },
    where: {
      and: [
        { preferredTime: { greater_than_equal: new Date(start.getTime()).toISOString() } },
        { preferredTime: { less_than: new Date(end.getTime()).toISOString() } },
        { status: { not_in: ['cancelled', 'spam'] } },
      ],
    },
  })
  return docs
}
