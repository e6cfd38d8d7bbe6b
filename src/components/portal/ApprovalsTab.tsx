import { Badge, type BadgeTone } from '@/components/ui/Badge'
import { formatDate, formatDateTime } from '@/lib/agencyTime'
import type { Deliverable } from '@/features/portal/approvals/deliverables'
import type { Approval, Project } from '@/payload-types'
import { APPROVAL_STATUS_LABELS } from '@/validation/approvals'

import { ApprovalDecisionForm } from './ApprovalDecisionForm'

const STATUS_TONES: Record<Approval['status'], BadgeTone> = {
  pending: 'yellow',
  approved: 'green',
  'changes-requested': 'red',
  superseded: 'neutral',
}

const idOf = (ref: string | { id: string } | null | undefined) =>
  typeof ref === 'string' ? ref : ref?.id

const versionLabel = (round: Approval) =>
  `${round.fileVersion?.filename ?? 'File'} · version ${round.fileVersion?.version ?? 1}`

/** One line of a deliverable's history: the round, its version and what was decided by whom. */
function RoundEntry({ round }: { round: Approval }) {
  return (
    <li className="text-sm text-slate-800">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">Round {round.round}</span>
        <span>{versionLabel(round)}</span>
        <Badge tone={STATUS_TONES[round.status]}>{APPROVAL_STATUS_LABELS[round.status]}</Badge>
      </div>
      {round.decidedAt ? (
        <p className="text-slate-700">
          {APPROVAL_STATUS_LABELS[round.status]} by {round.decidedByName ?? 'a member'} on{' '}
          {formatDateTime(round.decidedAt)}
        </p>
      ) : null}
      {round.comment ? (
        <p className="mt-1 whitespace-pre-line text-slate-800">“{round.comment}”</p>
      ) : null}
    </li>
  )
}

/**
 * Each deliverable staff asked the client to sign off: its current round with the decision form
 * (owners and members only, while it is pending) and the history of every round.
 */
export function ApprovalsTab({
  deliverables,
  projects,
  canAct,
}: {
  deliverables: Deliverable[]
  projects: Project[]
  canAct: boolean
}) {
  return (
    <div className="space-y-6">
      <h2 className="text-lg font-semibold text-slate-900">Approvals</h2>
      {deliverables.length === 0 ? (
        <p className="text-slate-700">Nothing is waiting for your approval.</p>
      ) : (
        <ul className="space-y-4">
          {deliverables.map(({ file, current, rounds }) => {
            const filename = current.fileVersion?.filename ?? 'File'
            const headingId = `approval-${file}`
            return (
              <li key={file}>
                <section
                  aria-labelledby={headingId}
                  className="space-y-3 rounded-xl border border-slate-200 p-4"
                >
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 id={headingId} className="font-semibold text-slate-900">
                      {filename}
                    </h3>
                    <Badge tone={STATUS_TONES[current.status]}>
                      {APPROVAL_STATUS_LABELS[current.status]}
                    </Badge>
                  </div>
                  <p className="text-sm text-slate-700">
                    {projects.find((p) => p.id === idOf(current.project))?.name ?? 'Project'} ·
                    Round {current.round} · version {current.fileVersion?.version ?? 1}
                    {current.dueDate ? ` · Due ${formatDate(current.dueDate)}` : ''}
                  </p>
                  {canAct && current.status === 'pending' ? (
                    <ApprovalDecisionForm approval={current.id} filename={filename} />
                  ) : null}
                  <div>
                    <h4 className="text-sm font-semibold text-slate-900">History</h4>
                    <ol className="mt-2 space-y-2" aria-label={`Approval history of ${filename}`}>
                      {rounds.map((round) => (
                        <RoundEntry key={round.id} round={round} />
                      ))}
                    </ol>
                  </div>
                </section>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
