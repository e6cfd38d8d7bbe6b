import { hasStaffRole } from '@/access/roles'
import { assignProjectOwner } from '@/collections/Projects/assignProjectOwner'
import type { Message } from '@/payload-types'

/** Owner follows the project and author is the poster, whatever the body claims. */
export const assignMessageAuthor = assignProjectOwner<Message>({
  ownerField: 'owner',
  creatorField: 'author',
  clientText: 'body',
  onCreate: (data, user) => {
    if (!hasStaffRole(user)) {
      data.authorName = user.name
      data.type = 'feedback'
    } else if (!data.authorName) {
      data.authorName = user.name
    }
  },
})
