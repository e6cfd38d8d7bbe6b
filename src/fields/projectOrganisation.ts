import type { Field, RelationshipField } from 'payload'

/** The client organisation a portal record belongs to. */
export const organisationField = (description: string, readOnly = false): RelationshipField => ({
  name: 'organisation',
  type: 'relationship',
  relationTo: 'organisations',
  required: true,
  index: true,
  admin: { readOnly, description },
})

/** A portal record's project and its organisation; assignProjectOrganisation sets the organisation from the project. */
export const projectOrganisationFields = (description: string): Field[] => [
  { name: 'project', type: 'relationship', relationTo: 'projects', required: true, index: true },
  organisationField(description, true),
]
