import { assignProjectOrganisation } from '@/collections/Projects/assignProjectOrganisation'
import type { ProjectFile } from '@/payload-types'

/** Organisation and uploader come from the project and the user, whatever the body says. */
export const assignFileOwner = assignProjectOrganisation<ProjectFile>({
  organisationField: 'organisation',
  creatorField: 'uploadedBy',
})
