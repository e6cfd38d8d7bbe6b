import type { Endpoint, PayloadRequest } from 'payload'

import { hasAdminRole, hasSalesRole, type MaybeUser } from '@/access/roles'
import { readBodyUpTo } from '@/lib/readBodyUpTo'
import { emailField } from '@/validation/enquiry'

import { normaliseEmail } from '@/validation/password'

import { eraseSubjectData, exportSubjectData } from './subjectData'

/** POST endpoints (401/403/400/415), export for sales, erasure for admins, so the address stays out of URLs, logs and history. */

const NO_STORE = { 'Cache-Control': 'no-store' } as const
const fail = (status: number, message: string) =>
  Response.json({ errors: [{ message }] }, { status, headers: NO_STORE })

type Body = { email: string; confirmEmail?: unknown }

async function checkedBody(
  req: PayloadRequest,
  may: (user: MaybeUser) => boolean,
): Promise<{ ok: true; body: Body } | { ok: false; response: Response }> {
  if (!req.user)
    return { ok: false, response: fail(401, 'You are not allowed to perform this action.') }
  if (!may(req.user))
    return { ok: false, response: fail(403, 'You are not allowed to perform this action.') }
  if (!/^application\/json\s*(?:;|$)/i.test(req.headers.get('content-type') ?? '')) {
    return { ok: false, response: fail(415, 'Send JSON.') }
  }
  const bytes = req.body ? await readBodyUpTo(req.body, 4096) : null
  let value: unknown
  try {
    value = bytes ? JSON.parse(new TextDecoder().decode(bytes)) : null
  } catch {
    value = null
  }
  const email: unknown =
    typeof value === 'object' && value !== null ? Reflect.get(value, 'email') : undefined
  const parsed = emailField.safeParse(email)
  if (!parsed.success) return { ok: false, response: fail(400, 'Enter a valid email address.') }
  return {
    ok: true,
    body: { email: parsed.data, confirmEmail: Reflect.get(value as object, 'confirmEmail') },
  }
}

export const dataRightsEndpoints: Endpoint[] = [
  {
    path: '/data-rights/export',
    method: 'post',
    handler: async (req) => {
      const checked = await checkedBody(req, hasSalesRole)
      if (!checked.ok) return checked.response
      const data = await exportSubjectData(req.payload, checked.body.email, req.user)
      const name = `data-${new Date().toISOString().slice(0, 10)}.json`
      return Response.json(data, {
        headers: { ...NO_STORE, 'Content-Disposition': `attachment; filename="${name}"` },
      })
    },
  },
  {
    path: '/data-rights/erase',
    method: 'post',
    handler: async (req) => {
      const checked = await checkedBody(req, hasAdminRole)
      if (!checked.ok) return checked.response
      const { email, confirmEmail } = checked.body
      // Erasure cannot be undone: the address must be typed twice.
      if (
        typeof confirmEmail !== 'string' ||
        normaliseEmail(confirmEmail) !== normaliseEmail(email)
      ) {
        return fail(400, 'Type the email address again to confirm the erasure.')
      }
      const summary = await eraseSubjectData(req.payload, email, req.user)
      return Response.json({ erased: summary }, { headers: NO_STORE })
    },
  },
]
