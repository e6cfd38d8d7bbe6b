import path from 'node:path'
import type { Access, Where } from 'payload'

import { clientRecords } from '@/access/accessPresets'
import { hasStaffRole } from '@/access/roles'
import { projectOwnerFields } from '@/fields/projectOwner'

import { clientPortalCollection } from '../clientPortalCollection'
import { assignFileOwner } from './hooks/assignFileOwner'
import { recordUploadAccepted } from './hooks/recordUploadAccepted'
import { refuseUnsafeUpload } from './hooks/refuseUnsafeUpload'

/** Staff delete any file; a client deletes only what they uploaded to their own project. */
const isStaffOrUploader: Access = ({ req: { user } }) => {
  if (!user) return false
  if (hasStaffRole(user)) return true
  const ownUploads: Where = {
    and: [{ owner: { equals: user.id } }, { uploadedBy: { equals: user.id } }],
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
    defaultColumns: ['filename', 'project', 'owner', 'filesize', 'createdAt'],
  },
  // Clients upload to their own projects: assignFileOwner refuses anyone else's.
  access: { ...clientRecords('owner'), delete: isStaffOrUploader },
  hooks: {
    beforeOperation: [refuseUnsafeUpload],
    beforeValidate: [assignFileOwner],
    afterChange: [recordUploadAccepted],
  },
  upload: {
    staticDir: process.env.UPLOADS_DIR ?? path.resolve(process.cwd(), '.data/uploads'),
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
    ...projectOwnerFields('The client who owns the project.'),
    { name: 'uploadedBy', type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
  ],
})
