import { createHash, randomBytes } from 'node:crypto'

import { INVITATION_EXPIRATION_MS } from '@/validation/limits'

/**
 * The link carries 32 random bytes; the database keeps only their SHA-256. A lookup by hash is
 * timing-safe by construction (nothing secret is compared byte by byte), and a copy of the table
 * opens no invitation.
 */
export const hashInvitationToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex')

export type NewInvitationToken = { token: string; tokenHash: string; expiresAt: string }

export function newInvitationToken(now = Date.now()): NewInvitationToken {
  const token = randomBytes(32).toString('base64url')
  return {
    token,
    tokenHash: hashInvitationToken(token),
    expiresAt: new Date(now + INVITATION_EXPIRATION_MS).toISOString(),
  }
}

export type InvitationStatus = 'pending' | 'accepted' | 'revoked'
/** What a link shows: expired is not stored, it is a pending invitation past its expiry. */
export type InvitationState = InvitationStatus | 'expired'

export const invitationState = (
  invitation: { status?: InvitationStatus | null; expiresAt?: string | null },
  now = Date.now(),
): InvitationState => {
  const status = invitation.status ?? 'pending'
  if (status !== 'pending') return status
  const expires = invitation.expiresAt ? Date.parse(invitation.expiresAt) : NaN
  return Number.isFinite(expires) && expires > now ? 'pending' : 'expired'
}
