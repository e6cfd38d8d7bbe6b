import { hasStaffRole } from '@/access/roles'
import { assignProjectOrganisation } from '@/collections/Projects/assignProjectOrganisation'
import type { Message } from '@/payload-types'

/** The organisation follows the project and the author is the poster, whatever the body claims. */
export const assignMessageAuthor = assignProjectOrganisation<Message>({
  organisationField: 'organisation',
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
