import {
  JWTAuthentication,
  type AuthStrategy,
  type AuthStrategyFunctionArgs,
  type Payload,
} from 'payload'

import type { User } from '@/payload-types'

import { noteSessionUse } from '@/features/accounts/sessions/sessionRecords'
import { env } from '@/env'

import { secondFactorDue, type SecondFactorDue } from './policy'
import { findFactors, isEnrolled, verifiedSessionsOf } from './store'

export type SessionStanding = 'passed' | Exclude<SecondFactorDue, 'none'>

/** Whether the session `sid` of this user may act, or what it must do first. */
export async function sessionStanding(
  payload: Payload,
  user: Pick<User, 'id' | 'role'>,
  sid: string | undefined,
): Promise<SessionStanding> {
  const factors = await findFactors(payload, user.id)
  const due = secondFactorDue(user, isEnrolled(factors), env.staffSecondFactor())
  if (due === 'none') return 'passed'
  if (sid && verifiedSessionsOf(factors).includes(sid)) return 'passed'
  return due
}

type AuthenticatedUser = User & { _sid?: string; collection?: string }

/** What Payload's JWT strategy says about a request's token, before the second factor. */
export async function passwordSession(
  args: AuthStrategyFunctionArgs,
): Promise<{ user: AuthenticatedUser; sid: string | undefined } | null> {
  const { user } = await JWTAuthentication(args)
  if (!user) return null
  const authenticated = user as unknown as AuthenticatedUser
  return { user: authenticated, sid: authenticated._sid }
}

/**
 * Payload's JWT strategy, then a refusal for a session that still owes its second factor: such a
 * token (cookie or `Authorization: JWT`) is anonymous to every admin page, REST and GraphQL call
 * and `payload.auth()`. Only the verify page (src/app/(second-factor)) reads it, through
 * passwordSession.
 */
const gatedJwtStrategy: AuthStrategy = {
  name: 'local-jwt',
  authenticate: async (args) => {
    const session = await passwordSession(args)
    if (!session) return { user: null }
    const standing = await sessionStanding(args.payload, session.user, session.sid)
    if (standing !== 'passed') return { user: null }
    // The sessions list's "last used" (README "Sessions"); throttled, so nearly always no write.
    if (session.sid) await noteSessionUse(args.payload, session.sid)
    return { user: session.user }
  },
}

/**
 * Payload pushes its own JWT strategy last and takes the first strategy that returns a user, so a
 * strategy of ours placed before it could not refuse anything: ours replaces it instead. The users
 * collection has no API keys (`useAPIKey` is off), so no other strategy can sign a person in.
 */
export function gateSessionsBySecondFactor(payload: Payload): void {
  payload.authStrategies = payload.authStrategies.map((strategy) =>
    strategy.name === 'local-jwt' ? gatedJwtStrategy : strategy,
  )
  if (payload.authStrategies.some((strategy) => strategy.name.endsWith('-api-key')))
    throw new Error('API keys would bypass the second factor: gate them before enabling them')
}
