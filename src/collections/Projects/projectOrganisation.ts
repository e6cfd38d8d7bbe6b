import { Forbidden, ValidationError, type PayloadRequest } from 'payload'

import { canActInPortal, hasStaffRole, organisationOf } from '@/access/roles'

import { refId } from '@/lib/refId'

type Ref = string | { id: string } | null | undefined

/** Ignores access on purpose, so another organisation's project and a missing one get the same refusal. */
export async function projectOrganisation(
  req: PayloadRequest,
  project: Ref,
): Promise<string | undefined> {
  const id = refId(project)
  if (!id) return undefined
  const doc = await req.payload
    .findByID({
      collection: 'projects',
      id,
      depth: 0,
      overrideAccess: true,
      req,
      disableErrors: true,
    })
    .catch(() => null)
  return doc ? refId(doc.organisation) : undefined
}

/**
 * The organisation always follows the project, never the body; a client attaches only to their
 * own organisation's projects, and only as an owner or member (a viewer reads).
 */
export async function organisationForProject(
  req: PayloadRequest,
  project: Ref,
  path = 'project',
): Promise<string> {
  const organisation = await projectOrganisation(req, project)
  const user = req.user
  if (
    user &&
    !hasStaffRole(user) &&
    (!canActInPortal(user) || organisation !== organisationOf(user))
  ) {
    // The same answer whether the project is another organisation's or missing: nothing to learn.
    throw new Forbidden(req.t)
  }
  if (!organisation) {
    throw new ValidationError({ errors: [{ message: 'Choose an existing project.', path }] })
  }
  return organisation
}
