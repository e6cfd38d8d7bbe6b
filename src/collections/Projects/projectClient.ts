import { Forbidden, ValidationError, type PayloadRequest } from 'payload'

import { hasStaffRole } from '@/access/roles'

type Ref = string | { id: string } | null | undefined

export const refId = (ref: Ref): string | undefined => (typeof ref === 'string' ? ref : ref?.id)

/**
 * The client who owns a project, for hooks that copy ownership onto files, messages and
 * feedback. The lookup ignores access on purpose: the caller compares the owner with the
 * signed-in user itself, and a client must get the same refusal for somebody else's project
 * as for one that does not exist.
 */
export async function projectClient(req: PayloadRequest, project: Ref): Promise<string | undefined> {
  const id = refId(project)
  if (!id) return undefined
  const doc = await req.payload
    .findByID({ collection: 'projects', id, depth: 0, overrideAccess: true, req, disableErrors: true })
    .catch(() => null)
  return doc ? refId(doc.client) : undefined
}

/**
 * Resolves who owns a record attached to `project` and enforces that a client only attaches
 * records to their own projects. Staff may attach to any project. Never trusts an owner sent
 * in the body: the owner always follows the project.
 */
export async function ownerForProject(req: PayloadRequest, project: Ref, path = 'project'): Promise<string> {
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
