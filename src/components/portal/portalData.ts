import 'server-only'

import type { Payload, TypedUser } from 'payload'

import type { Feedback, Message, Project, ProjectFile } from '@/payload-types'

export type PortalData = {
  projects: Project[]
  files: ProjectFile[]
  messages: Message[]
  feedback: Feedback[]
}

/**
 * Everything the dashboard shows, read as the signed-in client: collection access decides what
 * comes back. The explicit owner filter only says what the dashboard is for ("your" projects);
 * it is not what keeps other clients' records out.
 */
export async function getPortalData(payload: Payload, user: TypedUser): Promise<PortalData> {
  const asClient = { user, overrideAccess: false, depth: 0, pagination: false } as const
  const [projects, files, messages, feedback] = await Promise.all([
    payload.find({ ...asClient, collection: 'projects', where: { client: { equals: user.id } }, sort: 'createdAt' }),
    payload.find({ ...asClient, collection: 'project-files', where: { owner: { equals: user.id } }, sort: '-createdAt' }),
    payload.find({ ...asClient, collection: 'messages', where: { owner: { equals: user.id } }, sort: 'createdAt' }),
    payload.find({ ...asClient, collection: 'feedback', where: { client: { equals: user.id } }, sort: '-createdAt' }),
  ])
  return { projects: projects.docs, files: files.docs, messages: messages.docs, feedback: feedback.docs }
}
