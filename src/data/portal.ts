import 'server-only'

import { headers } from 'next/headers'
import type { Payload, TypedUser } from 'payload'

import { demoHintEnabled } from '@/components/portal/demoHint'
import type { DemoCredentials } from '@/components/portal/SignInCard'
import type { Feedback, Message, Project, ProjectFile } from '@/payload-types'

import { DEMO_CLIENT } from '../../seed/data/users'
import { getPayloadClient } from './payload'

export type PortalSession = { payload: Payload; user: TypedUser | null; headers: Headers }

/** Read from the HTTP-only session cookie; a token ended by Sign Out reads as nobody. */
export async function getPortalSession(): Promise<PortalSession> {
  const payload = await getPayloadClient()
  const requestHeaders = new Headers(await headers())
  const { user } = await payload.auth({ headers: requestHeaders })
  return { payload, user, headers: requestHeaders }
}

export type PortalData = {
  projects: Project[]
  files: ProjectFile[]
  messages: Message[]
  feedback: Feedback[]
}

/** Read as the signed-in client: collection access, not the owner filter, keeps others' records out. */
export async function getPortalData(payload: Payload, user: TypedUser): Promise<PortalData> {
  const asClient = { user, overrideAccess: false, depth: 0, pagination: false } as const
  const [projects, files, messages, feedback] = await Promise.all([
    payload.find({
      ...asClient,
      collection: 'projects',
      where: { client: { equals: user.id } },
      sort: 'createdAt',
    }),
    payload.find({
      ...asClient,
      collection: 'project-files',
      where: { owner: { equals: user.id } },
      sort: '-createdAt',
    }),
    payload.find({
      ...asClient,
      collection: 'messages',
      where: { owner: { equals: user.id } },
      sort: 'createdAt',
    }),
    payload.find({
      ...asClient,
      collection: 'feedback',
      where: { client: { equals: user.id } },
      sort: '-createdAt',
    }),
  ])
  return {
    projects: projects.docs,
    files: files.docs,
    messages: messages.docs,
    feedback: feedback.docs,
  }
}

/** The sign-in card's hint: only while the demo account exists and configuration allows it. */
export async function getDemoCredentials(payload: Payload): Promise<DemoCredentials | null> {
  if (!demoHintEnabled(process.env)) return null
  // A trusted existence check by the server; the visitor learns nothing it would not print anyway.
  const { totalDocs } = await payload.count({
    collection: 'users',
    where: { email: { equals: DEMO_CLIENT.email } },
    overrideAccess: true,
  })
  return totalDocs > 0 ? { email: DEMO_CLIENT.email, password: DEMO_CLIENT.password } : null
}
