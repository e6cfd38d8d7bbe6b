import type { Endpoint, PayloadHandler, PayloadRequest } from 'payload'

import { accountIdByEmail, withSessionListLock } from '@/features/accounts/sessions/sessionListLock'

/**
 * Payload's own sign-in, sign-out, refresh and password-reset routes, each run holding the
 * account's session-list lock (src/features/accounts/sessions/sessionListLock.ts). These come
 * before Payload's in the collection's endpoints, so the router finds them first; each finds the
 * account, then calls Payload's handler for the same route, unchanged, inside the lock.
 */

type Route = { path: string; method: 'post' }

/** Payload's handler for `route`: its default endpoints are added after the collection's own. */
function payloadHandler(req: PayloadRequest, route: Route): PayloadHandler {
  const endpoints = req.payload.collections.users.config.endpoints || []
  const own = endpoints.filter((e) => e.path === route.path && e.method === route.method).at(-1)
  if (!own || sessionListEndpoints.includes(own)) throw new Error(`no Payload ${route.path} route`)
  return own.handler
}

/** The sent fields, read from a copy of the body: Payload's handler reads the body itself. */
async function sentFields(req: PayloadRequest): Promise<Record<string, unknown>> {
  const type = req.headers.get('content-type')?.split(';', 1)[0]?.trim().toLowerCase()
  try {
    // A clone tees the stream: Payload's handler still reads the whole body.
    const copy = (req as unknown as Request).clone()
    let data: unknown = null
    if (type === 'application/json') data = await copy.json()
    else if (type === 'multipart/form-data') {
      const form = await copy.formData()
      const sent = form.get('_payload')
      data = typeof sent === 'string' ? JSON.parse(sent) : Object.fromEntries(form)
    }
    return data && typeof data === 'object' ? (data as Record<string, unknown>) : {}
  } catch {
    // Not readable: Payload's handler answers it as it would.
    return {}
  }
}

function lockedRoute(
  route: Route,
  accountOf: (req: PayloadRequest) => Promise<string | undefined>,
): Endpoint {
  return {
    ...route,
    handler: async (req) => {
      const handler = payloadHandler(req, route)
      const userId = await accountOf(req)
      return userId ? withSessionListLock(req, userId, async () => handler(req)) : handler(req)
    },
  }
}

/** The account whose address was sent. */
const byEmail = async (req: PayloadRequest) =>
  accountIdByEmail(req.payload, (await sentFields(req)).email)

/** The signed-in account. */
const signedIn = (req: PayloadRequest) =>
  Promise.resolve(req.user?.collection === 'users' ? req.user.id : undefined)

/** The account a reset token belongs to. */
const byResetToken = async (req: PayloadRequest) => {
  const { token } = await sentFields(req)
  if (typeof token !== 'string' || token === '' || token.includes('\u0000')) return undefined
  const account = await req.payload.db.findOne<{ id: string }>({
    collection: 'users',
    where: { resetPasswordToken: { equals: token } },
    select: { id: true },
  })
  return account?.id
}

export const sessionListEndpoints: Endpoint[] = [
  lockedRoute({ path: '/login', method: 'post' }, byEmail),
  lockedRoute({ path: '/logout', method: 'post' }, signedIn),
  lockedRoute({ path: '/refresh-token', method: 'post' }, signedIn),
  lockedRoute({ path: '/reset-password', method: 'post' }, byResetToken),
]
