import path from 'node:path'
import type { Access, Where } from 'payload'

import { clientRecords } from '@/access/accessPresets'
import { canActInPortal, hasSalesRole, organisationOf } from '@/access/roles'
import { projectOrganisationFields } from '@/fields/projectOrganisation'
import { env } from '@/env'

import { clientPortalCollection } from '../clientPortalCollection'
import { assignFileOwner } from './hooks/assignFileOwner'
import { countFileVersion } from './hooks/countFileVersion'
import { deleteApprovalRounds } from './hooks/deleteApprovalRounds'
import { notifyFileUploaded } from './hooks/notifyFileUploaded'
import { openNextApprovalRound } from './hooks/openNextApprovalRound'
import { recordUploadAccepted } from './hooks/recordUploadAccepted'
import { refuseUnsafeUpload } from './hooks/refuseUnsafeUpload'

/** Sales delete any file; an owner or member only what they uploaded to their organisation's project. */
const isSalesOrUploader: Access = ({ req: { user } }) => {
  if (hasSalesRole(user)) return true
  if (!user || !canActInPortal(user)) return false
  const ownUploads: Where = {
    and: [{ organisation: { equals: organisationOf(user) } }, { uploadedBy: { equals: user.id } }],
  }
  return ownUploads
}

/** Downloads never render in the site's origin: attachment, nosniff and sandboxed. */
const SAFE_DOWNLOAD_HEADERS: Record<string, string> = {
  'Content-Disposition': 'attachment',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy':
    "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Cache-Control': 'private, no-store',
}

/** Client files are served only through Payload's access-checked file route. */
export const ProjectFiles = clientPortalCollection({
  slug: 'project-files',
  admin: {
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'project', 'organisation', 'filesize', 'createdAt'],
  },
  // Owners and members upload to their organisation's projects: assignFileOwner refuses others.
  access: { ...clientRecords(), delete: isSalesOrUploader },
  hooks: {
    beforeOperation: [refuseUnsafeUpload],
    beforeValidate: [assignFileOwner],
    beforeChange: [countFileVersion],
    beforeDelete: [deleteApprovalRounds],
    afterChange: [recordUploadAccepted, notifyFileUploaded, openNextApprovalRound],
  },
  upload: {
    staticDir: env.uploadsDir ?? path.resolve(process.cwd(), '.data/uploads'),
    mimeTypes: [
      'image/jpeg',
      'image/png',
      'image/gif',
      'image/webp',
      'application/pdf',
      'text/plain',
      'application/msword',
      // How Payload names a .doc; refuseUnsafeUpload has already checked it really is one.
      'application/x-cfb',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    // Never resize or re-encode client files: they are kept exactly as uploaded.
    disableLocalStorage: false,
    modifyResponseHeaders: ({ headers }) => {
      for (const [name, value] of Object.entries(SAFE_DOWNLOAD_HEADERS)) headers.set(name, value)
      return headers
    },
  },
  fields: [
    ...projectOrganisationFields('The client organisation whose project this is.'),
    { name: 'uploadedBy', type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
    {
      name: 'version',
      type: 'number',
      defaultValue: 1,
      min: 1,
      admin: { readOnly: true, description: 'Counts up each time the file is replaced.' },
    },
  ],
})
