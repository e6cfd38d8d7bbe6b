import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { canDecideApproval } from '@/access/canDecideApproval'
import { deliverablesOf, waitingCount } from '@/features/portal/approvals/deliverables'
import type { Approval } from '@/payload-types'
import { approvalDecisionSchema } from '@/validation/approvals'
import * as messages from '@/validation/messages'

/** Who may decide a round, what a decision must carry, and how rounds read per deliverable. */

const as = (user: Record<string, unknown> | null) => ({
  req: { user: user && { collection: 'users', email: 'x@example.co.za', ...user } },
})
const client = (memberRole: 'owner' | 'member' | 'viewer', organisation: string | null = 'org-a') =>
  as({ id: `${memberRole}-a`, role: 'client', organisation, memberRole })
const decide = (caller: ReturnType<typeof as>) =>
  canDecideApproval(caller as unknown as { req: PayloadRequest })

const round = (file: string, n: number, status: Approval['status'], createdAt: string) =>
  ({ id: `${file}-${n}`, file, round: n, status, createdAt, updatedAt: createdAt }) as Approval

describe('approvals', () => {
  it("sales update any round; owners and members only their organisation's pending ones; editors, viewers, removed members and visitors none", () => {
    expect(decide(as({ id: 's', role: 'staff', staffRoles: ['sales'] }))).toBe(true)
    expect(decide(as({ id: 'e', role: 'staff', staffRoles: ['editor'] }))).toBe(false)
    expect(decide(as({ id: 'a', role: 'admin' }))).toBe(true)
    for (const role of ['owner', 'member'] as const)
      expect(decide(client(role))).toEqual({
        and: [{ organisation: { equals: 'org-a' } }, { status: { equals: 'pending' } }],
      })
    expect(decide(client('viewer'))).toBe(false)
    expect(decide(client('member', null))).toBe(false)
    expect(decide(as(null))).toBe(false)
  })

  it('a decision is approve or request changes, and requesting changes needs a comment', () => {
    const approval = '0b8f3c9e-4a43-4f0e-9a57-2e7f6f1d2c11'
    expect(approvalDecisionSchema.safeParse({ approval, decision: 'approved' }).success).toBe(true)
    const bare = approvalDecisionSchema.safeParse({
      approval,
      decision: 'changes-requested',
      comment: '  ',
    })
    expect(bare.error?.issues[0]).toMatchObject({
      path: ['comment'],
      message: messages.APPROVAL_COMMENT_REQUIRED,
    })
    const other = approvalDecisionSchema.safeParse({ approval, decision: 'superseded' })
    expect(other.error?.issues[0]?.message).toBe(messages.APPROVAL_DECISION_INVALID)
  })

  it('groups rounds by file, newest round current, waiting deliverables first', () => {
    const deliverables = deliverablesOf([
      round('logo', 1, 'approved', '2026-11-01T00:00:00.000Z'),
      round('home', 1, 'changes-requested', '2026-11-02T00:00:00.000Z'),
      round('home', 2, 'pending', '2026-11-03T00:00:00.000Z'),
    ])
    expect(deliverables.map((d) => `${d.file}:${d.current.round}:${d.rounds.length}`)).toEqual([
      'home:2:2',
      'logo:1:1',
    ])
    expect(waitingCount(deliverables)).toBe(1)
  })
})
