import * as z from './zod'

import { FORM_LIMITS } from './limits'
import * as messages from './messages'

/** Where a round stands: a new upload supersedes the open round and opens the next one. */
export const APPROVAL_STATUSES = ['pending', 'approved', 'changes-requested', 'superseded'] as const
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number]

/** What a client's owner or member may decide on a pending round. */
export const APPROVAL_DECISIONS = ['approved', 'changes-requested'] as const
export type ApprovalDecision = (typeof APPROVAL_DECISIONS)[number]

export const APPROVAL_STATUS_LABELS: Readonly<Record<ApprovalStatus, string>> = {
  pending: 'Waiting for approval',
  approved: 'Approved',
  'changes-requested': 'Changes requested',
  superseded: 'Replaced by a newer version',
}

/** The one rule for a decision's comment, shared by the form, the action and the collection hook. */
export const approvalCommentError = (
  decision: string | null | undefined,
  comment: string | null | undefined,
): string | undefined =>
  decision === 'changes-requested' && !comment?.trim()
    ? messages.APPROVAL_COMMENT_REQUIRED
    : undefined

/** A decision on one round: approve, or request changes with a comment. */
export const approvalDecisionSchema = z
  .object({
    approval: z.uuid(messages.ACCESS_DENIED.description),
    decision: z.enum(APPROVAL_DECISIONS, messages.APPROVAL_DECISION_INVALID),
    comment: z
      .string()
      .trim()
      .max(FORM_LIMITS.message, messages.maxCharacters(FORM_LIMITS.message))
      .optional(),
  })
  .superRefine(({ decision, comment }, ctx) => {
    const message = approvalCommentError(decision, comment)
    if (message) ctx.addIssue({ code: 'custom', path: ['comment'], message })
  })
export type ApprovalDecisionInput = z.infer<typeof approvalDecisionSchema>
