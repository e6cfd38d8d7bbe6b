import type { Endpoint } from 'payload'

import { hasAdminRole } from '@/access/roles'
import { resetSecondFactors } from '@/features/accounts/secondFactor/reset'

const NO_STORE = { 'Cache-Control': 'no-store' } as const
const fail = (status: number, message: string) =>
  Response.json({ errors: [{ message }] }, { status, headers: NO_STORE })

/**
 * DELETE /api/users/:id/second-factor (admins only): for a lost phone or passkey. The person's
 * sessions end with it, so a thief holding one of them is out too.
 */
export const resetSecondFactorEndpoint: Endpoint = {
  path: '/:id/second-factor',
  method: 'delete',
  handler: async (req) => {
    if (!req.user) return fail(401, 'You are not allowed to perform this action.')
    if (!hasAdminRole(req.user)) return fail(403, 'You are not allowed to perform this action.')
    const id = typeof req.routeParams?.id === 'string' ? req.routeParams.id : ''
    const target = id
      ? await req.payload.db.findOne({ collection: 'users', where: { id: { equals: id } } })
      : null
    if (!target) return fail(404, 'Not Found')
    await resetSecondFactors(req.payload, id, req)
    req.payload.logger.info({ msg: 'Second factor reset', userId: id, by: req.user.id })
    return Response.json({ ok: true }, { headers: NO_STORE })
  },
}
