import { getPayload, type Payload } from 'payload'

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
