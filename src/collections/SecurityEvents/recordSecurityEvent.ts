import type { Payload, PayloadRequest } from 'payload'

import { maskEmail } from '@/lib/maskEmail'
import type { SecurityEvent } from '@/payload-types'

export type SecurityEventInput = {
  type: SecurityEvent['type']
  userId?: string | null
  /** Stored masked (spec: the first two characters, then '***' and the domain). */
  email?: string | null
  ip?: string | null
  userAgent?: string | null
  details?: string
}

// Postgres refuses a NUL byte in text, so one in a file name or an email would lose the whole
// entry: an attacker could keep their attempt out of the log. Control characters are shown, not kept.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F]/g
const printable = (value: string): string => value.replace(CONTROL_CHARACTERS, '\uFFFD')

const clip = (value: string | null | undefined, max: number): string | undefined =>
  value ? printable(value).slice(0, max) : undefined

/**
 * Appends one entry to the security log. The log is written only here, by server code, so it
 * overrides the collection's `create: nobody`. Pass `req` for an event that belongs to a
 * succeeding operation (it then commits or rolls back with it); leave it out for failures,
 * whose own transaction is rolled back while the attempt must still be kept.
 * A logging failure never turns a sign-in or an upload into an error for the visitor.
 */
export async function recordSecurityEvent(
  payload: Payload,
  event: SecurityEventInput,
  req?: PayloadRequest,
): Promise<void> {
  try {
    await payload.create({
      collection: 'security-events',
      data: {
        type: event.type,
        user: event.userId ?? undefined,
        email: event.email ? printable(maskEmail(event.email.trim().toLowerCase())).slice(0, 255) : undefined,
        ip: clip(event.ip, 64),
        userAgent: clip(event.userAgent, 500),
        details: clip(event.details, 500),
      },
      // Trusted system write: the audit trail is closed to every API caller, staff included.
      overrideAccess: true,
      req,
    })
  } catch (err) {
    payload.logger.error({ err, msg: `Could not record the security event '${event.type}'` })
  }
}
