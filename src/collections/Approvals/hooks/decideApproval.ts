import { ValidationError, type CollectionBeforeChangeHook } from 'payload'

import { hasStaffRole } from '@/access/roles'
import { cleanText } from '@/lib/cleanText'
import { refId } from '@/lib/refId'
import type { Approval } from '@/payload-types'
import { APPROVAL_DECISIONS, approvalCommentError } from '@/validation/approvals'
import * as messages from '@/validation/messages'

import { FIXED_FIELDS } from './assignApprovalRound'

/** All a client may write on a round: the decision and its comment (the fixed fields hold their stored ids). */
const CLIENT_FIELDS = new Set<string>(['status', 'comment', ...FIXED_FIELDS])

const isDecision = (status: unknown): status is Approval['status'] =>
  (APPROVAL_DECISIONS as readonly unknown[]).includes(status)

const refuse = (path: string, message: string): never => {
  throw new ValidationError({ collection: 'approvals', errors: [{ path, message }] })
}

/**
 * A round is decided once, while pending; who decided and when come from the session and the
 * clock. A client's update is a decision and nothing else (access already limits it to their
 * organisation's pending rounds); staff may also edit the due date or supersede a round.
 */
export const decideApproval: CollectionBeforeChangeHook<Approval> = ({
  data: incoming,
  operation,
  originalDoc,
  req,
}) => {
  if (operation !== 'update' || !originalDoc) return incoming
  const { user } = req
  // No user is a trusted system call (overrideAccess): only a signed-in client is narrowed.
  const client = Boolean(user) && !hasStaffRole(user)
  const data: Partial<Approval> = client
    ? Object.fromEntries(Object.entries(incoming).filter(([key]) => CLIENT_FIELDS.has(key)))
    : incoming
  // A client's update that leaves the status as it is changes nothing; any other status is refused.
  const unchanged = data.status === undefined || data.status === originalDoc.status
  if (client && !unchanged && !isDecision(data.status))
    refuse('status', messages.APPROVAL_DECISION_INVALID)
  const status = data.status ?? originalDoc.status
  const changed = status !== originalDoc.status
  if (changed && originalDoc.status !== 'pending') refuse('status', messages.APPROVAL_NOT_PENDING)

  if (changed && isDecision(status)) {
    const comment = data.comment === undefined ? originalDoc.comment : data.comment
    const cleaned = typeof comment === 'string' && client ? cleanText(comment) : comment
    const error = approvalCommentError(status, cleaned)
    if (error) refuse('comment', error)
    return {
      ...data,
      comment: cleaned?.trim() ? cleaned : null,
      decidedBy: user?.id ?? null,
      decidedByName: user?.name.slice(0, 100) ?? null,
      decidedAt: new Date().toISOString(),
    }
  }
  return {
    ...data,
    decidedBy: refId(originalDoc.decidedBy) ?? null,
    // Only a trusted system call (erasure) renames the decider; the decision itself stays.
    decidedByName:
      !user && data.decidedByName !== undefined ? data.decidedByName : originalDoc.decidedByName,
    decidedAt: originalDoc.decidedAt,
  }
}
