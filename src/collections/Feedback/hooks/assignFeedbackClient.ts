import { hasStaffRole } from '@/access/roles'
import { assignProjectOrganisation } from '@/collections/Projects/assignProjectOrganisation'
import type { Feedback } from '@/payload-types'

/** Feedback is always the sender's organisation's, about one of its projects; staff get the project's organisation filled in. */
export const assignFeedbackClient = assignProjectOrganisation<Feedback>({
  organisationField: 'organisation',
  creatorField: 'author',
  projectOptional: true,
  clientText: 'text',
  onCreate: (data, user) => {
    if (!hasStaffRole(user)) data.status = 'new'
  },
})
