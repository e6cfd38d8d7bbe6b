import { Badge, type BadgeTone } from '@/components/ui/Badge'
import { Card } from '@/components/ui/Card'
import { PROJECT_STATUSES } from '@/collections/Projects'
import { formatDate } from '@/lib/agencyTime'
import type { Project } from '@/payload-types'

const STATUS_TONES: Record<Project['status'], BadgeTone> = {
  'in-progress': 'brand',
  planning: 'yellow',
  completed: 'green',
}

export const statusLabel = (status: Project['status']): string =>
  PROJECT_STATUSES.find((s) => s.value === status)?.label ?? status

export function ProgressBar({ value, label }: { value: number; label: string }) {
  const percent = Math.min(100, Math.max(0, Math.round(value)))
  return (
    <div>
      <div className="flex justify-between text-sm text-slate-700">
        <span>Progress</span>
        <span>{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
      </div>
    </div>
  )
}

/** 'Your Projects': each project's name, status and progress. */
export function ProjectList({ projects }: { projects: Project[] }) {
  return (
    <section aria-labelledby="portal-projects-heading" className="mt-8">
      <h2 id="portal-projects-heading" className="text-xl font-semibold text-slate-900">
        Your Projects
      </h2>
      {projects.length === 0 ? (
        <p className="mt-3 text-slate-700">
          No projects yet. Your project manager will add them here.
        </p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {projects.map((project) => (
            <li key={project.id}>
              <Card className="flex h-full flex-col gap-4 p-5">
                <div className="flex items-start justify-between gap-3">
                  <h3 className="font-semibold text-slate-900">{project.name}</h3>
                  <Badge tone={STATUS_TONES[project.status]}>{statusLabel(project.status)}</Badge>
                </div>
                <ProgressBar value={project.progress} label={`${project.name} progress`} />
                {project.dueDate ? (
                  <p className="text-sm text-slate-700">
                    {project.status === 'completed' ? 'Completed by' : 'Due'}{' '}
                    {formatDate(project.dueDate)}
                  </p>
                ) : null}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
