import { refId } from '@/lib/refId'
import type { Approval } from '@/payload-types'

/** One deliverable's sign-off: the newest round (the one that counts) and every round, newest first. */
export type Deliverable = { file: string; current: Approval; rounds: Approval[] }

/** Groups rounds by their file; deliverables whose current round waits for a decision come first. */
export function deliverablesOf(approvals: readonly Approval[]): Deliverable[] {
  const byFile = new Map<string, Approval[]>()
  for (const approval of approvals) {
    const file = refId(approval.file)
    if (!file) continue
    byFile.set(file, [...(byFile.get(file) ?? []), approval])
  }
  const deliverables: Deliverable[] = []
  for (const [file, rounds] of byFile) {
    const sorted = [...rounds].sort((a, b) => (b.round ?? 0) - (a.round ?? 0))
    const current = sorted[0]
    if (current) deliverables.push({ file, current, rounds: sorted })
  }
  const waitingFirst = (d: Deliverable) => (d.current.status === 'pending' ? 0 : 1)
  return deliverables.sort(
    (a, b) =>
      waitingFirst(a) - waitingFirst(b) || b.current.createdAt.localeCompare(a.current.createdAt),
  )
}

/** How many deliverables wait for the client's decision. */
export const waitingCount = (deliverables: readonly Deliverable[]): number =>
  deliverables.filter((d) => d.current.status === 'pending').length
