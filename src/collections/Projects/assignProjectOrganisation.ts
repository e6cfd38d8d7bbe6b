import type { CollectionBeforeValidateHook, TypeWithID } from 'payload'

import { hasStaffRole, organisationOf } from '@/access/roles'
import { cleanText } from '@/lib/cleanText'
import type { Project, User } from '@/payload-types'

import { refId } from '@/lib/refId'

import { organisationForProject } from './projectOrganisation'

type ProjectRecord = TypeWithID & { project?: string | Project | null }

interface ProjectRecordRules<T extends ProjectRecord> {
  /** The organisation whose record this is: always the project's organisation. */
  organisationField: keyof T & string
  /** Who created it: the signed-in user on create, never changed after. */
  creatorField?: keyof T & string
  /** Feedback may name no project: a client's is then their organisation's, staff choose one. */
  projectOptional?: boolean
  /** The free text a client writes, cleaned on the server before it is stored. */
  clientText?: keyof T & string
  /** What else a create takes from the signed-in user rather than the body. */
  onCreate?: (data: Partial<T>, user: User) => void
}

/**
 * beforeValidate for a record on a client's project: the organisation follows the project whatever
 * the body claims, and a client attaches only to their own organisation's projects
 * (organisationForProject refuses others, and refuses a viewer).
 */
export const assignProjectOrganisation =
  <T extends ProjectRecord>(rules: ProjectRecordRules<T>): CollectionBeforeValidateHook<T> =>
  async ({ data, operation, originalDoc, req }) => {
    if (!data) return data
    const { user } = req
    const fields: Record<string, unknown> = data
    const kept: Record<string, unknown> | undefined = originalDoc
    const project = data.project ?? originalDoc?.project
    const { organisationField, creatorField } = rules

    if (operation === 'create' || refId(data.project) !== refId(originalDoc?.project)) {
      if (project || !rules.projectOptional)
        fields[organisationField] = await organisationForProject(req, project)
      else if (user && !hasStaffRole(user)) fields[organisationField] = organisationOf(user)
    } else if (kept && project) {
      fields[organisationField] = kept[organisationField]
    }

    if (operation !== 'create') {
      if (creatorField && kept) fields[creatorField] = kept[creatorField]
      return data
    }
    if (!user) return data
    if (creatorField) fields[creatorField] = user.id
    const { clientText } = rules
    const text = clientText && fields[clientText]
    if (clientText && !hasStaffRole(user) && typeof text === 'string') {
      fields[clientText] = cleanText(text)
    }
    rules.onCreate?.(data, user)
    return data
  }
