import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { isStaff } from '@/access/isStaff'
import { isStaffOrOwner } from '@/access/isStaffOrOwner'

/**
 * Client files live outside public/ and are served only through Payload's access-checked
 * file route (/api/project-files/file/...), so a guessed URL returns nothing.
 */
export const ProjectFiles: CollectionConfig = {
  slug: 'project-files',
  admin: {
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'project', 'owner', 'filesize', 'createdAt'],
    group: 'Client portal',
  },
  defaultSort: '-createdAt',
  access: {
    read: isStaffOrOwner('owner'),
    create: isStaff,
    update: isStaff,
    delete: isStaffOrOwner('owner'),
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
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    // Never resize or re-encode client files: they are kept exactly as uploaded.
    disableLocalStorage: false,
  },
  fields: [
    { name: 'project', type: 'relationship', relationTo: 'projects', required: true, index: true },
    {
      name: 'owner',
      type: 'relationship',
      relationTo: 'users',
      required: true,
      index: true,
      admin: { readOnly: true, description: 'The client who owns the project.' },
    },
    { name: 'uploadedBy', type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
  ],
}
