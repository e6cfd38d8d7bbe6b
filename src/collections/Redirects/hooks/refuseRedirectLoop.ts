import {
  ValidationError,
  type CollectionBeforeChangeHook,
  type CollectionBeforeValidateHook,
  type PayloadRequest,
} from 'payload'

import type { Redirect } from '@/payload-types'
import {
  loopThrough,
  targetOf,
  type StoredRedirect,
} from '@/features/content/redirects/redirectMap'
import { REDIRECT_TO_ITSELF, redirectLoop } from '@/validation/messages'
import { normalizeRedirectPath } from '@/validation/redirect'

/** Stored as the proxy looks it up: trimmed, no trailing slash. */
export const normalizeRedirectFrom: CollectionBeforeValidateHook = ({ data }) => {
  if (data && typeof data.from === 'string') data.from = normalizeRedirectPath(data.from.trim())
  return data
}

/** The target with its document loaded, as the map will see it (the published version). */
async function candidateTarget(
  req: PayloadRequest,
  to: StoredRedirect['to'],
): Promise<string | null> {
  const reference = to?.type === 'reference' ? to.reference : null
  if (!reference || typeof reference.value !== 'string') return targetOf({ from: '', to })
  const doc = await req.payload
    .findByID({
      collection: reference.relationTo as 'services',
      id: reference.value,
      depth: 0,
      req,
      // Reads the target only to compare paths; the save itself was access-checked.
      overrideAccess: true,
      disableErrors: true,
    })
    .catch(() => null)
  return doc ? targetOf({ from: '', to: { ...to, reference: { ...reference, value: doc } } }) : null
}

/** A redirect to its own path, or one that other redirects lead back from, is refused with a message. */
export const refuseRedirectLoop: CollectionBeforeChangeHook<Redirect> = async ({
  data,
  originalDoc,
  req,
}) => {
  const from = typeof data.from === 'string' ? data.from : undefined
  const target = from ? await candidateTarget(req, data.to) : null
  if (!from || !target) return data
  const { docs } = await req.payload.find({
    collection: 'redirects',
    depth: 1,
    pagination: false,
    where: originalDoc?.id ? { id: { not_equals: originalDoc.id } } : undefined,
    req,
    // Every redirect counts for a loop, whoever may read it.
    overrideAccess: true,
  })
  const loop = loopThrough({ from, target }, docs)
  if (loop !== null) {
    const message = loop === normalizeRedirectPath(from) ? REDIRECT_TO_ITSELF : redirectLoop(loop)
    throw new ValidationError({ collection: 'redirects', errors: [{ path: 'from', message }] })
  }
  return data
}
