import { getPayload, type Payload, type TypedUser } from 'payload'

import type { User } from '@/payload-types'

let instance: Promise<Payload> | undefined

/** One Payload instance per test file, on the test database. */
export function getTestPayload(): Promise<Payload> {
  instance ??= import('../../payload.config').then(({ default: config }) => getPayload({ config }))
  return instance
}

/** Signs in through Payload's Local API and answers the JWT. */
export async function loginToken(payload: Payload, email: string, password: string) {
  const { token } = await payload.login({ collection: 'users', data: { email, password } })
  if (!token) throw new Error(`no token for ${email}`)
  return token
}

/** How many enquiries are stored for this email (a check on the database, so no access rules). */
export async function enquiryCount(payload: Payload, email: string | { like: string }) {
  const match = typeof email === 'string' ? { equals: email } : email
  const { totalDocs } = await payload.count({
    collection: 'enquiries',
    where: { email: match },
    overrideAccess: true,
  })
  return totalDocs
}

export type NewUser = {
  name: string
  email: string
  password: string
  role: 'admin' | 'staff' | 'client'
  staffRoles?: ('editor' | 'sales')[]
  organisation?: string
  memberRole?: 'owner' | 'member' | 'viewer'
  notifications?: User['notifications']
}

/** Creates a user for a test and adds its id to `created`, which the file's afterAll deletes. */
export async function createTestUser(
  payload: Payload,
  created: string[],
  data: NewUser,
): Promise<TypedUser> {
  const doc = await payload.create({ collection: 'users', data, overrideAccess: true })
  created.push(doc.id)
  return { ...doc, collection: 'users' }
}

/** Creates an organisation for a test and adds its id to `created`. */
export async function createTestOrganisation(
  payload: Payload,
  created: string[],
  name: string,
): Promise<string> {
  const doc = await payload.create({
    collection: 'organisations',
    data: { name },
    overrideAccess: true,
  })
  created.push(doc.id)
  return doc.id
}

/** A seeded account, as the access functions see it; fails the test if the seed lacks it. */
export async function seededUser(payload: Payload, email: string, depth?: number) {
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    overrideAccess: true,
    limit: 1,
    ...(depth === undefined ? {} : { depth }),
  })
  const [user] = docs
  if (!user) throw new Error(`seeded user ${email} is missing`)
  return { ...user, collection: 'users' } as TypedUser
}
