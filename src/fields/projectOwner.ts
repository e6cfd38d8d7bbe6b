import type { Field } from 'payload'

/** A portal record's project and its client; assignProjectOwner sets the owner from the project. */
export const projectOwnerFields = (ownerDescription: string): Field[] => [
  { name: 'project', type: 'relationship', relationTo: 'projects', required: true, index: true },
  {
    name: 'owner',
    type: 'relationship',
    relationTo: 'users',
    required: true,
    index: true,
    admin: { readOnly: true, description: ownerDescription },
  },
]
