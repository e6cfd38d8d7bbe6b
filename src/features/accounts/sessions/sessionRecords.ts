import type { Payload, PayloadRequest } from 'payload'

import { clientAddress } from '@/lib/clientAddress'
import { deleteEndedSessionRecords, touchSessionRecord } from '@/db/sessions'
import type { User, UserSession } from '@/payload-types'

import { deviceLabel, UNKNOWN_DEVICE } from './deviceLabel'
import { createLastUseThrottle } from './lastUseThrottle'

/** "Last used" is this precise, and no finer: a request refreshes it at most this often. */
export const LAST_USE_INTERVAL_MS = 5 * 60 * 1000

const throttle = createLastUseThrottle(LAST_USE_INTERVAL_MS)

interface HeaderSource {
  get(name: string): string | null
}

/** One of a person's open sessions, as their sessions list shows it. */
export interface SessionView {
  id: string
  device: string
  address: string | null
  createdAt: string
  lastUsedAt: string | null
  expiresAt: string
  current: boolean
}

/** The session id (`sid`) a token Payload has just signed carries; the signature is Payload's own. */
export function sidOfToken(token: string | undefined): string | null {
  const claims = token?.split('.')[1]
  if (!claims) return null
  try {
    const { sid } = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as {
      sid?: unknown
    }
    return typeof sid === 'string' && sid ? sid : null
  } catch {
    return null
  }
}

/**
 * Records what a new session is (device label, address) at sign-in, in the sign-in's transaction
 * (`req`), so a sign-in that fails leaves nothing behind. Through the adapter: the collection is
 * closed to every API, and a Local API create would run the audit trail for bookkeeping.
 */
export async function recordSessionStart(
  payload: Payload,
  { userId, sid, headers }: { userId: string; sid: string; headers: HeaderSource | undefined },
  req?: Partial<PayloadRequest>,
): Promise<void> {
  const now = new Date()
  await payload.db.create({
    collection: 'user-sessions',
    data: {
      sid,
      user: userId,
      device: deviceLabel(headers?.get('user-agent')),
      address: headers ? clientAddress(headers) : null,
      lastUsedAt: now.toISOString(),
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    },
    ...(req ? { req } : {}),
    returning: false,
  })
  throttle.noteWrite(sid, now.getTime())
}

/**
 * Refreshes a session's "last used" on an authenticated request, at most once per interval: the
 * in-memory throttle skips nearly every request, and the conditional update skips a write another
 * instance has just made. A failure is logged and never fails the request.
 */
export async function noteSessionUse(
  payload: Payload,
  sid: string,
  now = Date.now(),
): Promise<void> {
  if (!throttle.shouldWrite(sid, now)) return
  try {
    await touchSessionRecord(payload, sid, new Date(now), new Date(now - LAST_USE_INTERVAL_MS))
  } catch (err) {
    payload.logger.error({ err, msg: 'Could not note a session’s last use' })
  }
}

/** Forgets the records of these sessions, or of all the user's sessions. */
export async function forgetSessionRecords(
  payload: Payload,
  where: { userId: string; sids?: readonly string[] },
  req?: Partial<PayloadRequest>,
): Promise<void> {
  for (const sid of where.sids ?? []) throttle.forget(sid)
  await payload.db.deleteMany({
    collection: 'user-sessions',
    where: {
      and: [
        { user: { equals: where.userId } },
        ...(where.sids ? [{ sid: { in: [...where.sids] } }] : []),
      ],
    },
    ...(req ? { req } : {}),
  })
}

/**
 * Deletes every record whose Payload session is gone or expired (ended elsewhere, a removed
 * account), so an address is kept no longer than its session. Run at each sign-in.
 */
export async function pruneSessionRecords(payload: Payload): Promise<void> {
  await deleteEndedSessionRecords(payload)
}

const byRecentUse = (a: SessionView, b: SessionView): number =>
  Number(b.current) - Number(a.current) ||
  (b.lastUsedAt ?? b.createdAt).localeCompare(a.lastUsedAt ?? a.createdAt)

const iso = (value: string | null | undefined): string | null =>
  value ? new Date(value).toISOString() : null

/**
 * The person's open sessions, this one (`currentSid`) first, then by last use. A session opened
 * before records were kept shows as an unknown device; records of ended sessions are dropped.
 */
export async function listSessions(
  payload: Payload,
  userId: string,
  currentSid: string | undefined,
): Promise<SessionView[]> {
  const [account, records] = await Promise.all([
    payload.db.findOne<Pick<User, 'id' | 'sessions'>>({
      collection: 'users',
      where: { id: { equals: userId } },
      select: { sessions: true },
    }),
    payload.db.find<UserSession>({
      collection: 'user-sessions',
      where: { user: { equals: userId } },
      limit: 0,
      pagination: false,
    }),
  ])
  const now = Date.now()
  const open = (account?.sessions ?? []).filter(
    (session) => new Date(session.expiresAt).getTime() > now,
  )
  const openIds = new Set(open.map((session) => session.id))
  const ended = records.docs.filter((record) => !openIds.has(record.sid)).map(({ sid }) => sid)
  if (ended.length > 0) await forgetSessionRecords(payload, { userId, sids: ended })

  const recordOf = new Map(records.docs.map((record) => [record.sid, record]))
  return open
    .map((session): SessionView => {
      const record = recordOf.get(session.id)
      return {
        id: session.id,
        device: record?.device ?? UNKNOWN_DEVICE,
        address: record?.address ?? null,
        createdAt: iso(session.createdAt) ?? iso(record?.createdAt) ?? new Date(0).toISOString(),
        lastUsedAt: iso(record?.lastUsedAt),
        expiresAt: new Date(session.expiresAt).toISOString(),
        current: session.id === currentSid,
      }
    })
    .sort(byRecentUse)
}
