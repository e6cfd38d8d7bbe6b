import { assignProjectOwner } from '@/collections/Projects/assignProjectOwner'
import type { ProjectFile } from '@/payload-types'

/** Owner and uploader come from the project and the user, whatever the body says. */
export const assignFileOwner = assignProjectOwner<ProjectFile>({
  ownerField: 'owner',
  creatorField: 'uploadedBy',
})
