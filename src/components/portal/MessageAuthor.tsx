import type { Message } from '@/payload-types'

/** Who wrote a message; one written from the admin panel without a name is the team's. */
export function MessageAuthor({ message }: { message: Pick<Message, 'authorName'> }) {
  return <span className="font-medium text-slate-900">{message.authorName ?? 'Project team'}</span>
}
