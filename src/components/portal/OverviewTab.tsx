import { formatDate, formatDateTime } from '@/lib/agencyTime'
import type { Message, Project } from '@/payload-types'

import { MessageAuthor } from './MessageAuthor'
import { statusLabel } from './ProjectList'
import type { PortalData } from '@/features/portal/data/portal'

const projectName = (projects: Project[], id: Message['project']) =>
  projects.find((p) => p.id === (typeof id === 'string' ? id : id.id))?.name ?? 'Project'

/** A summary of the client's work: counts, each project's dates and the latest messages. */
export function OverviewTab({ data }: { data: PortalData }) {
  const active = data.projects.filter((p) => p.status !== 'completed').length
  const recent = [...data.messages].reverse().slice(0, 3)
  const stats = [
    { label: 'Active projects', value: active },
    { label: 'Files shared', value: data.files.length },
    { label: 'Messages', value: data.messages.length },
  ]
  return (
    <div className="space-y-8">
      <h2 className="text-lg font-semibold text-slate-900">Project Overview</h2>
      <dl className="grid gap-4 sm:grid-cols-3">
        {stats.map((stat) => (
          <div key={stat.label} className="rounded-xl border border-slate-200 p-4">
            <dt className="text-sm text-slate-700">{stat.label}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900">{stat.value}</dd>
          </div>
        ))}
      </dl>

      <div className="space-y-4">
        {data.projects.map((project) => (
          <article key={project.id} className="rounded-xl border border-slate-200 p-4">
            <h3 className="font-semibold text-slate-900">{project.name}</h3>
            <p className="mt-1 text-sm text-slate-700">
              {statusLabel(project.status)} · {project.progress}% complete
              {project.startDate ? ` · Started ${formatDate(project.startDate)}` : ''}
              {project.dueDate ? ` · Due ${formatDate(project.dueDate)}` : ''}
            </p>
            {project.description ? (
              <p className="mt-2 text-slate-800">{project.description}</p>
            ) : null}
          </article>
        ))}
      </div>

      <section aria-labelledby="portal-recent-heading">
        <h3 id="portal-recent-heading" className="font-semibold text-slate-900">
          Recent Activity
        </h3>
        {recent.length === 0 ? (
          <p className="mt-2 text-slate-700">No messages yet.</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-200">
            {recent.map((message) => (
              <li key={message.id} className="py-3">
                <p className="text-sm text-slate-700">
                  <MessageAuthor message={message} /> on{' '}
                  {projectName(data.projects, message.project)} ·{' '}
                  {formatDateTime(message.createdAt)}
                </p>
                <p className="mt-1 line-clamp-2 text-slate-800">{message.body}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
