import { Forbidden, ValidationError, type PayloadRequest } from 'payload'

import { hasStaffRole } from '@/access/roles'

type Ref = string | { id: string } | null | undefined

export const refId = (ref: Ref): string | undefined => (typeof ref === 'string' ? ref : ref?.id)

/** Ignores access on purpose, so someone else's project and a missing one get the same refusal. */
export async function projectClient(
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
  return doc ? refId(doc.client) : undefined
}

/** The owner always follows the project, never the body; a client attaches only to their own projects. */
export async function ownerForProject(
  req: PayloadRequest,
  project: Ref,
  path = 'project',
): Promise<string> {
  const owner = await projectClient(req, project)
  const user = req.user
  if (user && !hasStaffRole(user) && owner !== user.id) {
    // The same answer whether the project is someone else's or missing: nothing to learn.
    throw new Forbidden(req.t)
  }
  if (!owner) {
    throw new ValidationError({ errors: [{ message: 'Choose an existing project.', path }] })
  }
  return owner
}
