import type { Endpoint, PayloadRequest } from 'payload'
import { generateExpiredPayloadCookie } from 'payload/shared'

import { hasAdminRole } from '@/access/roles'
import { listSessions } from '@/features/accounts/sessions/sessionRecords'

import { endAllSessions, endSession } from '@/features/accounts/sessions/endSessions'

const NO_STORE = { 'Cache-Control': 'no-store' } as const
const NOT_ALLOWED = 'You are not allowed to perform this action.'
const fail = (status: number, message: string) =>
  Response.json({ errors: [{ message }] }, { status, headers: NO_STORE })

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The session id of the request's own token (set by Payload's JWT strategy, behind our gate). */
const sidOf = (req: PayloadRequest): string | undefined => {
  const sid = (req.user as { _sid?: unknown } | null)?._sid
  return typeof sid === 'string' ? sid : undefined
}

const routeParam = (req: PayloadRequest, name: string): string => {
  const value = req.routeParams?.[name]
  return typeof value === 'string' ? value : ''
}

/** GET /api/users/me/sessions: the caller's own open sessions (README "Sessions"). */
export const listOwnSessionsEndpoint: Endpoint = {
  path: '/me/sessions',
  method: 'get',
  handler: async (req) => {
    if (!req.user) return fail(401, NOT_ALLOWED)
    const sessions = await listSessions(req.payload, req.user.id, sidOf(req))
    return Response.json({ sessions }, { headers: NO_STORE })
  },
}

/**
 * DELETE /api/users/me/sessions/:sid: ends one of the caller's own sessions; any other id, someone
 * else's included, is not found. Ending this one also clears its cookie.
 */
export const endOwnSessionEndpoint: Endpoint = {
  path: '/me/sessions/:sid',
  method: 'delete',
  handler: async (req) => {
    if (!req.user) return fail(401, NOT_ALLOWED)
    const sid = routeParam(req, 'sid')
    const ended =
      UUID.test(sid) &&
      (await endSession(req.payload, req.user.id, sid, req, 'Ended by the person'))
    if (!ended) return fail(404, 'Not Found')
    const signedOut = sid === sidOf(req)
    const headers = new Headers(NO_STORE)
    if (signedOut)
      headers.append(
        'Set-Cookie',
        generateExpiredPayloadCookie({
          collectionAuthConfig: req.payload.collections.users.config.auth,
          cookiePrefix: req.payload.config.cookiePrefix,
        }),
      )
    return Response.json({ ok: true, signedOut }, { headers })
  },
}

/** DELETE /api/users/:id/sessions (admins only): signs a person out everywhere. */
export const endAllSessionsEndpoint: Endpoint = {
  path: '/:id/sessions',
  method: 'delete',
  handler: async (req) => {
    if (!req.user) return fail(401, NOT_ALLOWED)
    if (!hasAdminRole(req.user)) return fail(403, NOT_ALLOWED)
    const id = routeParam(req, 'id')
    const target = UUID.test(id)
      ? await req.payload.db.findOne({ collection: 'users', where: { id: { equals: id } } })
      : null
    if (!target) return fail(404, 'Not Found')
    await endAllSessions(req.payload, id, req, 'Ended by an admin')
    req.payload.logger.info({ msg: 'All sessions ended', userId: id, by: req.user.id })
    return Response.json({ ok: true }, { headers: NO_STORE })
  },
}

export const sessionEndpoints = [
  listOwnSessionsEndpoint,
  endOwnSessionEndpoint,
  endAllSessionsEndpoint,
]
