type Ref = string | { id: string } | null | undefined
const idOf = (ref: Ref) => (typeof ref === 'string' ? ref : ref?.id)

interface Member {
  readonly id: string
  readonly createdAt: string
  readonly messagesSeenAt?: string | null
  readonly filesSeenAt?: string | null
}

/**
 * When the member last opened a section; never opened, since their account began (so a new
 * member sees what was waiting for them as new).
 */
export const seenSince = (member: Member, section: 'messages' | 'files'): number =>
  new Date(
    (section === 'messages' ? member.messagesSeenAt : member.filesSeenAt) ?? member.createdAt,
  ).getTime()

/**
 * The ids of items that arrived after `since` and are not the member's own. Reusable for any
 * dated portal record (e.g. approvals: pass the waiting ones and whoever asked).
 */
export function newSince<T extends { id: string; createdAt: string }>(
  items: readonly T[],
  since: number,
  memberId: string,
  authorOf: (item: T) => Ref,
): string[] {
  return items
    .filter(
      (item) => new Date(item.createdAt).getTime() > since && idOf(authorOf(item)) !== memberId,
    )
    .map((item) => item.id)
}
