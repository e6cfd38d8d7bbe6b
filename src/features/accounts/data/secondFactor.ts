import 'server-only'

import { headers as nextHeaders } from 'next/headers'
import type { Payload } from 'payload'

import {
  passwordSession,
  sessionStanding,
  type SessionStanding,
} from '@/features/accounts/secondFactor/gate'
import { findFactors } from '@/features/accounts/secondFactor/store'
import type { User } from '@/payload-types'

import { getPayloadClient } from '@/data/payload'

export interface PasswordSession {
  payload: Payload
  headers: Headers
  user: User
  sid: string
  standing: SessionStanding
}

/**
 * The request's session as the password left it, before the second factor: the one place that
 * reads a token the gate (src/features/accounts/secondFactor/gate.ts) otherwise refuses. Null without a live session.
 */
export async function getPasswordSession(): Promise<PasswordSession | null> {
  const [payload, headers] = await Promise.all([getPayloadClient(), nextHeaders()])
  const session = await passwordSession({
    headers,
    payload,
    canSetHeaders: false,
    isGraphQL: false,
    strategyName: 'local-jwt',
  })
  if (!session?.sid) return null
  const standing = await sessionStanding(payload, session.user, session.sid)
  return { payload, headers, user: session.user, sid: session.sid, standing }
}

/** Whether this person's authenticator app is on: the portal's two-step section shows on or off. */
export async function hasAuthenticatorApp(payload: Payload, userId: string): Promise<boolean> {
  return Boolean((await findFactors(payload, userId))?.totpSecret)
}
