import { AuthenticationError, LockedAuth, type Payload } from 'payload'

import { recordSecurityEvent } from '@/features/accounts/recordSecurityEvent'
import { requestMeta } from '@/lib/clientAddress'

/** Postgres text cannot hold NUL, so each is logged as U+FFFD instead of losing the event. */
export const loggableEmail = (email: unknown): string | null =>
  typeof email === 'string' ? email.replaceAll('\u0000', '\uFFFD') : null

/** Wrong password, unknown email or a locked account: to the visitor these are all one failure. */
export const isLoginFailure = (error: unknown): error is AuthenticationError | LockedAuth =>
  error instanceof AuthenticationError || error instanceof LockedAuth

/** Why it failed is kept for staff; the visitor only ever gets the spec's one message. */
export async function recordLoginFailure(
  payload: Payload,
  {
    email,
    headers,
    error,
  }: { email: unknown; headers: Headers | undefined; error: AuthenticationError | LockedAuth },
): Promise<void> {
  const { ip, userAgent } = requestMeta(headers)
  await recordSecurityEvent(payload, {
    type: 'login-failed',
    email: loggableEmail(email),
    ip,
    userAgent,
    details: error instanceof LockedAuth ? 'account locked' : 'wrong email or password',
  })
}
