import type { Payload, PayloadRequest } from 'payload'

import { maskEmail } from '@/lib/maskEmail'
import type { SecurityEvent } from '@/payload-types'
import { CONTROL_CHARACTERS } from '@/validation/hiddenCharacters'

export type SecurityEventInput = {
  type: SecurityEvent['type']
  userId?: string | null
  /** Stored masked (spec: the first two characters, then '***' and the domain). */
  email?: string | null
  ip?: string | null
  userAgent?: string | null
  details?: string
}

// A NUL byte would make Postgres lose the whole entry, letting an attacker keep an attempt out of the log.
const printable = (value: string): string => value.replace(CONTROL_CHARACTERS, '\uFFFD')

const clip = (value: string | null | undefined, max: number): string | undefined =>
  value ? printable(value).slice(0, max) : undefined

/** Pass `req` only for an event of a succeeding operation (it commits with it); a logging failure never fails the request. */
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
        email: event.email
          ? printable(maskEmail(event.email.trim().toLowerCase())).slice(0, 255)
          : undefined,
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
