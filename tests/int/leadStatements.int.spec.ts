import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { readServiceOptions } from '@/data/serviceOptions'
import { poolOf } from '@/db/client'
import { submitEnquiry } from '@/features/leads/intake/enquiryLead'
import { issueFormToken } from '@/features/leads/intake/formToken'
import { env } from '@/env'
import type { Option } from '@/validation/options'

import { sentDuring } from '../helpers/countStatements'
import { getTestPayload } from '../helpers/payload'

/**
 * What one accepted enquiry costs the database, counted on the wire (issue 25): the SQL round
 * trips were where a submission's time went. The site settings and services are read from Next's
 * data cache in the running site, so their reads here are left out of the count.
 */

let payload: Payload
let services: readonly Option[]

const CACHED_IN_THE_SITE = /site_settings|"services"/

const enquiry = (email: string) => ({
  name: 'Thandi Mokoena',
  email,
  message: 'We need a new online shop.',
  enquiryType: 'general',
  consent: true,
  formToken: issueFormToken(env.payloadSecret, Date.now() - 10_000),
})

beforeAll(async () => {
  payload = await getTestPayload()
  services = await readServiceOptions(payload)
})

describe('statements per accepted submission', () => {
  it('one upsert for every rate-limit counter, then the lead, its audit entry and its emails in one statement', async () => {
    const email = `statements.${Date.now().toString(36)}@example.co.za`
    let outcome: Awaited<ReturnType<typeof submitEnquiry>> | undefined
    const sent = await sentDuring(async () => {
      outcome = await submitEnquiry(
        enquiry(email),
        { client: { address: '198.51.100.201', verified: true }, userAgent: 'Vitest' },
        { payload, serviceOptions: () => Promise.resolve(services) },
      )
    })
    expect(outcome?.ok).toBe(true)

    const counted = sent.map(({ text }) => text).filter((sql) => !CACHED_IN_THE_SITE.test(sql))
    console.info(`statements per accepted enquiry (${counted.length}):\n${counted.join('\n')}`)
    const verb = (sql: string) => sql.split(' ')[0]?.toLowerCase()
    expect(counted.filter((sql) => sql.includes('rate_limits'))).toHaveLength(1)
    // Two statements, two implicit commits: no BEGIN, COMMIT or read-back round trips.
    expect(counted.map(verb)).toEqual(['with', 'with'])
    const [, write = ''] = counted
    for (const table of ['"enquiries"', '"audit_log"', '"payload_jobs"'])
      expect(write, table).toContain(`insert into ${table}`)

    // What the one transaction wrote: the lead, its trail entry and both emails.
    const { docs } = await payload.find({
      collection: 'enquiries',
      where: { email: { equals: email } },
      overrideAccess: true,
    })
    const id = docs[0]?.id
    expect(id).toBeDefined()
    const trail = await payload.count({
      collection: 'audit-log',
      where: { documentId: { equals: id }, action: { equals: 'create' } },
      overrideAccess: true,
    })
    expect(trail.totalDocs).toBe(1)
    // The row as the adapter would have written it: field names only, no values, and SQL NULLs.
    const { rows } = await poolOf(payload).query<{ fields: string; changes_is_null: boolean }>(
      'select fields, changes is null as changes_is_null from audit_log where document_id = $1',
      [id],
    )
    expect(rows).toEqual([
      {
        fields:
          'status, name, email, enquiryType, message, consent, replyBy, consentAt, userAgent, ipHash',
        changes_is_null: true,
      },
    ])
    const jobs = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'sendEmail' }, completedAt: { exists: false } },
      limit: 100,
      overrideAccess: true,
    })
    const recipients = jobs.docs.flatMap((job) => {
      const to = (job.input as { to?: unknown } | null)?.to
      return typeof to === 'string' ? [to] : []
    })
    expect(recipients).toContain(email)
  })

  it('names both statements, so each connection parses and plans them once', async () => {
    const submit = (email: string, address: string) =>
      sentDuring(() =>
        submitEnquiry(
          enquiry(email),
          { client: { address, verified: true }, userAgent: 'Vitest' },
          { payload, serviceOptions: () => Promise.resolve(services) },
        ),
      ).then((sent) => sent.filter(({ text }) => !CACHED_IN_THE_SITE.test(text)))
    const run = Date.now().toString(36)
    const first = await submit(`named.a.${run}@example.co.za`, '198.51.100.202')
    // Another person from another address: the same shapes, so the same names.
    const second = await submit(`named.b.${run}@example.co.za`, '198.51.100.203')

    expect(first).toHaveLength(2)
    for (const statement of first) expect(statement.name, statement.text).toBeTruthy()
    expect(second.map(({ name }) => name)).toEqual(first.map(({ name }) => name))
    expect(new Set(first.map(({ name }) => name)).size).toBe(2)

    // Stored both times: a name sent again on a connection that has it prepared runs it.
    const stored = await payload.count({
      collection: 'enquiries',
      where: { email: { like: `named.%.${run}@example.co.za` } },
      overrideAccess: true,
    })
    expect(stored.totalDocs).toBe(2)
  })
})
