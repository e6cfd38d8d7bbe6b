import { createHmac, timingSafeEqual } from 'node:crypto'

// <uuid>.<slot ms>.<HMAC>: expires when the slot starts, and a moved or cancelled booking no longer matches.

const TOKEN_PATTERN = /^([0-9a-f-]{36})\.(\d{13})\.([A-Za-z0-9_-]{43})$/

const sign = (callbackId: string, slotMs: string, secret: string): Buffer =>
  createHmac('sha256', secret).update(`callback-manage:${callbackId}:${slotMs}`).digest()

export function issueManageToken(callbackId: string, slot: Date, secret: string): string {
  const slotMs = String(slot.getTime())
  return `${callbackId}.${slotMs}.${sign(callbackId, slotMs, secret).toString('base64url')}`
}

export type ManageTokenCheck =
  { ok: true; callbackId: string; slot: Date } | { ok: false; reason: 'invalid' | 'expired' }

export function checkManageToken(token: unknown, secret: string, now: Date): ManageTokenCheck {
  if (typeof token !== 'string') return { ok: false, reason: 'invalid' }
  const [, callbackId, slotMs, signature] = TOKEN_PATTERN.exec(token) ?? []
  if (!callbackId || !slotMs || !signature) return { ok: false, reason: 'invalid' }
  const given = Buffer.from(signature, 'base64url')
  const expected = sign(callbackId, slotMs, secret)
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'invalid' }
  const slot = new Date(Number(slotMs))
  if (now.getTime() >= slot.getTime()) return { ok: false, reason: 'expired' }
  return { ok: true, callbackId, slot }
}

/** Where the visitor manages a booking (a dynamic page: src/app/(site)/callback/[token]). */
export const manageBookingPath = (token: string): string => `/callback/${token}`
