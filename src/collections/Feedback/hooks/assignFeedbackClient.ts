import { hasStaffRole } from '@/access/roles'
import { assignProjectOwner } from '@/collections/Projects/assignProjectOwner'
import type { Feedback } from '@/payload-types'

/** Feedback is always the sender's own, about one of their projects; staff get the project's client filled in. */
export const assignFeedbackClient = assignProjectOwner<Feedback>({
  ownerField: 'client',
  projectOptional: true,
  clientText: 'text',
  onCreate: (data, user) => {
    if (!hasStaffRole(user)) data.status = 'new'
  },
})
