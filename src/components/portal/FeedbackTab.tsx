import { Badge, type BadgeTone } from '@/components/ui/Badge'
import { formatDate } from '@/lib/agencyTime'
import type { Feedback, Project } from '@/payload-types'

import { FeedbackForm } from './FeedbackForm'

const PRIORITY_TONES: Record<Feedback['priority'], BadgeTone> = {
  Low: 'neutral',
  Medium: 'brand',
  High: 'yellow',
  Urgent: 'red',
}

const STATUS_LABELS: Record<Feedback['status'], string> = {
  new: 'Sent',
  reviewed: 'Reviewed',
  done: 'Done',
}

const idOf = (ref: string | { id: string } | null | undefined) =>
  typeof ref === 'string' ? ref : ref?.id

/** The Feedback form and what the client has sent so far, with where staff are with it. */
export function FeedbackTab({
  feedback,
  projects,
  canAct,
}: {
  feedback: Feedback[]
  projects: Project[]
  canAct: boolean
}) {
  return (
    <div className="space-y-6">
      <h2 className="text-lg font-semibold text-slate-900">Send Feedback</h2>
      {canAct ? <FeedbackForm projects={projects.map(({ id, name }) => ({ id, name }))} /> : null}
      <section aria-labelledby="portal-feedback-heading" className="space-y-3">
        <h3 id="portal-feedback-heading" className="font-semibold text-slate-900">
          Sent Feedback
        </h3>
        {feedback.length === 0 ? (
          <p className="text-slate-700">You have not sent any feedback yet.</p>
        ) : (
          <ul className="space-y-3">
            {feedback.map((item) => (
              <li key={item.id} className="rounded-xl border border-slate-200 p-4">
                <div className="flex flex-wrap items-center gap-2 text-sm">
                  <span className="font-medium text-slate-900">{item.category}</span>
                  <Badge tone={PRIORITY_TONES[item.priority]}>{item.priority}</Badge>
                  <Badge tone="outline">{STATUS_LABELS[item.status]}</Badge>
                  <span className="text-slate-700">
                    {projects.find((p) => p.id === idOf(item.project))?.name ?? 'All projects'} ·{' '}
                    {formatDate(item.createdAt)}
                  </span>
                </div>
                <p className="mt-2 whitespace-pre-line text-slate-800">{item.text}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
