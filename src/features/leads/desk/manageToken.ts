import { sign, verify } from '@/lib/signing'

// <uuid>.<slot ms>.<MAC>: expires when the slot starts, and a moved or cancelled booking no longer matches.

export function issueManageToken(callbackId: string, slot: Date, secret: string): string {
  return sign('callback-manage', callbackId, { secret, expiresAt: slot })
}

export type ManageTokenCheck =
  { ok: true; callbackId: string; slot: Date } | { ok: false; reason: 'invalid' | 'expired' }

export function checkManageToken(token: unknown, secret: string, now: Date): ManageTokenCheck {
  const verified = verify('callback-manage', token, { secret, now })
  if (!verified.ok) return verified
  return { ok: true, callbackId: verified.payload, slot: verified.expiresAt }
}

/** Where the visitor manages a booking (a dynamic page: src/app/(site)/callback/[token]). */
export const manageBookingPath = (token: string): string => `/callback/${token}`
