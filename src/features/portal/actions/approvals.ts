'use server'

import { revalidatePath } from 'next/cache'
import { Forbidden, NotFound, ValidationError } from 'payload'

import { canActInPortal, hasPortalRole } from '@/access/roles'
import { getPortalSession } from '@/features/portal/data/portal'
import { fieldErrorsOf, type ActionResult } from '@/lib/actionResult'
import { PATHS } from '@/utilities/paths'
import { approvalDecisionSchema, type ApprovalDecision } from '@/validation/approvals'
import * as messages from '@/validation/messages'

/**
 * An owner or member approves a round or requests changes. The approvals collection's access is
 * the gate (their organisation's pending rounds only) and its hook stamps who and when; this
 * action only turns its refusals into words the client understands.
 */
export async function decideApprovalAction(
  input: unknown,
): Promise<ActionResult<{ decision: ApprovalDecision }>> {
  const { payload, user } = await getPortalSession()
  if (!hasPortalRole(user)) return { ok: false, message: messages.ACCESS_DENIED.description }
  if (!canActInPortal(user)) return { ok: false, message: messages.APPROVAL_VIEWER_REFUSED }
  const parsed = approvalDecisionSchema.safeParse(input)
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error)
    return {
      ok: false,
      message: fieldErrors.comment?.[0] ?? fieldErrors.decision?.[0] ?? messages.INVALID_REQUEST,
      fieldErrors,
    }
  }
  const { approval, decision, comment } = parsed.data
  try {
    await payload.update({
      collection: 'approvals',
      id: approval,
      data: { status: decision, comment: comment || null },
      user,
      overrideAccess: false,
      depth: 0,
    })
    revalidatePath(PATHS.clientPortal)
    return { ok: true, data: { decision } }
  } catch (error) {
    if (error instanceof Forbidden || error instanceof NotFound) {
      // Access hides every round but the organisation's pending ones: say which refusal it was.
      const readable = await payload
        .find({
          collection: 'approvals',
          where: { id: { equals: approval } },
          user,
          overrideAccess: false,
          depth: 0,
          limit: 1,
        })
        .then(({ docs }) => docs[0])
        .catch(() => undefined)
      return {
        ok: false,
        message: readable ? messages.APPROVAL_NOT_PENDING : messages.ACCESS_DENIED.description,
      }
    }
    if (error instanceof ValidationError) {
      return { ok: false, message: error.data.errors[0]?.message ?? messages.INVALID_REQUEST }
    }
    payload.logger.error({ err: error, msg: 'Portal: could not decide an approval' })
    return { ok: false, message: messages.UNEXPECTED }
  }
}
