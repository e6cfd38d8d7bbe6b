import 'server-only'

import { headers } from 'next/headers'
import type { Payload, TypedUser } from 'payload'

import { organisationOf } from '@/access/roles'
import { env } from '@/env'
import type {
  Approval,
  Feedback,
  Message,
  Organisation,
  Project,
  ProjectFile,
} from '@/payload-types'

import {
  DEMO_CLIENT_LOGIN,
  demoHintEnabled,
  type DemoCredentials,
} from '@/features/portal/demoAccount'
import { getPayloadClient } from '@/data/payload'

export type PortalSession = { payload: Payload; user: TypedUser | null; headers: Headers }

/** Read from the HTTP-only session cookie; a token ended by Sign Out reads as nobody. */
export async function getPortalSession(): Promise<PortalSession> {
  const payload = await getPayloadClient()
  const requestHeaders = new Headers(await headers())
  const { user } = await payload.auth({ headers: requestHeaders })
  return { payload, user, headers: requestHeaders }
}

export type PortalData = {
  organisation: Pick<Organisation, 'id' | 'name'> | null
  projects: Project[]
  files: ProjectFile[]
  messages: Message[]
  feedback: Feedback[]
  /** Every round of every deliverable, newest round first. */
  approvals: Approval[]
}

/**
 * Read as the signed-in client: collection access (their organisation's records) decides, and
 * the organisation filter only says the same in the query. A member with no organisation sees nothing.
 */
export async function getPortalData(payload: Payload, user: TypedUser): Promise<PortalData> {
  const organisation = organisationOf(user)
  if (!organisation)
    return {
      organisation: null,
      projects: [],
      files: [],
      messages: [],
      feedback: [],
      approvals: [],
    }
  const asClient = { user, overrideAccess: false, depth: 0, pagination: false } as const
  const ofOrganisation = { organisation: { equals: organisation } }
  const [organisations, projects, files, messages, feedback, approvals] = await Promise.all([
    payload.find({
      ...asClient,
      collection: 'organisations',
      where: { id: { equals: organisation } },
      select: { name: true },
    }),
    payload.find({ ...asClient, collection: 'projects', where: ofOrganisation, sort: 'createdAt' }),
    payload.find({
      ...asClient,
      collection: 'project-files',
      where: ofOrganisation,
      sort: '-createdAt',
    }),
    payload.find({ ...asClient, collection: 'messages', where: ofOrganisation, sort: 'createdAt' }),
    payload.find({
      ...asClient,
      collection: 'feedback',
      where: ofOrganisation,
      sort: '-createdAt',
    }),
    payload.find({ ...asClient, collection: 'approvals', where: ofOrganisation, sort: '-round' }),
  ])
  const found = organisations.docs[0]
  return {
    organisation: found ? { id: found.id, name: found.name } : null,
    projects: projects.docs,
    files: files.docs,
    messages: messages.docs,
    feedback: feedback.docs,
    approvals: approvals.docs,
  }
}

/** The sign-in card's hint: only while the demo account exists and configuration allows it. */
export async function getDemoCredentials(payload: Payload): Promise<DemoCredentials | null> {
  if (!demoHintEnabled(env.vars())) return null
  // A trusted existence check by the server; the visitor learns nothing it would not print anyway.
  const { totalDocs } = await payload.count({
    collection: 'users',
    where: { email: { equals: DEMO_CLIENT_LOGIN.email } },
    overrideAccess: true,
  })
  return totalDocs > 0 ? DEMO_CLIENT_LOGIN : null
}
