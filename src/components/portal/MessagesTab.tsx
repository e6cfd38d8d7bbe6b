import { Badge } from '@/components/ui/Badge'
import { formatDateTime } from '@/lib/agencyTime'
import type { Message, Project } from '@/payload-types'

import { MarkSeenOnOpen } from './MarkSeenOnOpen'
import { MessageAuthor } from './MessageAuthor'
import { MessageForm } from './MessageForm'

const idOf = (ref: string | { id: string }) => (typeof ref === 'string' ? ref : ref.id)

/** Each project's thread, oldest first, and a form to add to one. */
export function MessagesTab({
  messages,
  projects,
  canAct,
  newIds = [],
}: {
  messages: Message[]
  projects: Project[]
  canAct: boolean
  /** Messages that arrived since the member last opened this tab. */
  newIds?: readonly string[]
}) {
  const threads = projects
    .map((project) => ({
      project,
      messages: messages.filter((m) => idOf(m.project) === project.id),
    }))
    .filter((thread) => thread.messages.length > 0)
  return (
    <div className="space-y-6">
      <MarkSeenOnOpen section="messages" />
      <h2 className="text-lg font-semibold text-slate-900">Messages</h2>
      {threads.length === 0 ? <p className="text-slate-700">No messages yet.</p> : null}
      {threads.map(({ project, messages: thread }) => (
        <section key={project.id} aria-labelledby={`thread-${project.id}`} className="space-y-3">
          <h3 id={`thread-${project.id}`} className="font-semibold text-slate-900">
            {project.name}
          </h3>
          <ol className="space-y-3">
            {thread.map((message) => (
              <li key={message.id} className="rounded-xl border border-slate-200 p-4">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                  <MessageAuthor message={message} />
                  <time dateTime={message.createdAt} className="text-slate-700">
                    {formatDateTime(message.createdAt)}
                  </time>
                  <Badge tone={message.type === 'update' ? 'brand' : 'neutral'}>
                    {message.type === 'update' ? 'Update' : 'Feedback'}
                  </Badge>
                  {newIds.includes(message.id) ? <Badge tone="yellow">New</Badge> : null}
                </div>
                <p className="mt-2 whitespace-pre-line text-slate-800">{message.body}</p>
              </li>
            ))}
          </ol>
        </section>
      ))}
      {canAct ? <MessageForm projects={projects.map(({ id, name }) => ({ id, name }))} /> : null}
    </div>
  )
}
