import { randomUUID } from 'node:crypto'

import { subMonths } from 'date-fns'
import type { Pool } from 'pg'
import type { Payload, TypedUser, Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { pruneAuditLog } from '@/features/accounts/audit/pruneAuditLog'
import { writeAuditEntry } from '@/features/accounts/audit/recordAudit'
import { eraseSubjectData, exportSubjectData } from '@/features/leads/dataRights/subjectData'
import type { LeadRequestContext } from '@/features/leads/intake/context'
import { submitEnquiry } from '@/features/leads/intake/enquiryLead'
import { issueFormToken } from '@/features/leads/intake/formToken'
import { poolOf } from '@/db/client'
import type { AuditLog } from '@/payload-types'
import { env } from '@/env'

import { DEMO_CLIENT, seedAdmin } from '../../seed/data/users'
import { exportLeadsCsv, graphql, rest } from '../helpers/api'
import { allowEveryAttempt } from '../helpers/leads'
import { getTestPayload } from '../helpers/payload'

/**
 * The audit trail on the real database: an entry for each kind of change and event, the old and
 * new values for content and field names only for personal data (the stored row is searched for
 * the lead's own words), every write to the trail refused through the Local API, REST and
 * GraphQL, and the retention prune with a clock the test sets.
 */

let seq = 0
const stripIds = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(stripIds)
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !['id', 'createdAt', 'updatedAt'].includes(key))
        .map(([key, inner]) => [key, stripIds(inner)]),
    )
  return value
}
const tag = (label: string) => `${label}${Date.now().toString(36)}${(seq += 1)}`

const visitor = (): LeadRequestContext => ({
  client: { address: `198.51.100.${(seq % 200) + 20}`, verified: true },
  userAgent: 'Vitest audit trail',
  sourcePage: '/contact',
})

describe('audit trail (Postgres)', () => {
  let payload: Payload
  let pool: Pool
  let admin: TypedUser
  let adminToken: string

  const asUser = (user: TypedUser) => ({ user, overrideAccess: false, depth: 0 }) as const

  /** The newest entries matching `where`, newest first. */
  const entries = async (where: Where): Promise<AuditLog[]> =>
    (
      await payload.find({
        collection: 'audit-log',
        where,
        sort: '-createdAt',
        depth: 0,
        limit: 20,
        overrideAccess: true,
      })
    ).docs

  const entryFor = async (action: AuditLog['action'], target: string, documentId?: string) => {
    const found = await entries({
      and: [
        { action: { equals: action } },
        { target: { equals: target } },
        ...(documentId ? [{ documentId: { equals: documentId } }] : []),
      ],
    })
    expect(found, `an '${action}' entry for ${target} ${documentId ?? ''}`).not.toHaveLength(0)
    return found[0] as AuditLog
  }

  /** The whole stored row, every column, as Postgres holds it. */
  const storedRow = async (id: string): Promise<string> => {
    const { rows } = await pool.query<{ row: unknown }>(
      'SELECT row_to_json(a) AS row FROM audit_log a WHERE id = $1',
      [id],
    )
    return JSON.stringify(rows[0]?.row)
  }

  const userByEmail = async (email: string): Promise<TypedUser> => {
    const { docs } = await payload.find({
      collection: 'users',
      where: { email: { equals: email } },
      overrideAccess: true,
      depth: 0,
    })
    if (!docs[0]) throw new Error(`no user ${email}`)
    return { ...docs[0], collection: 'users' }
  }

  beforeAll(async () => {
    payload = await getTestPayload()
    pool = poolOf(payload)
    admin = await userByEmail(seedAdmin().email)
    const { token } = await payload.login({
      collection: 'users',
      data: { email: seedAdmin().email, password: seedAdmin().password },
    })
    if (!token) throw new Error('no admin token')
    adminToken = token
  })

  describe('changes', () => {
    it('content: a price change records who, the plan and its old and new values', async () => {
      const plan = (await payload.find({ collection: 'plans', limit: 1, depth: 0 })).docs[0]
      if (!plan) throw new Error('no seeded plan')
      const before = plan.price
      const changed = { ...before, amount: (before.amount ?? 0) + 1234 }
      try {
        await payload.update({
          collection: 'plans',
          id: plan.id,
          data: { price: changed },
          ...asUser(admin),
        })
        const entry = await entryFor('update', 'plans', plan.id)
        expect(entry).toMatchObject({
          user: admin.id,
          userEmail: admin.email.toLowerCase(),
          targetKind: 'collection',
          documentTitle: plan.name,
          fields: 'price',
        })
        expect(entry.changes).toEqual({
          price: {
            from: expect.objectContaining({ amount: before.amount }) as unknown,
            to: expect.objectContaining({ amount: changed.amount }) as unknown,
          },
        })
      } finally {
        await payload.update({
          collection: 'plans',
          id: plan.id,
          data: { price: before },
          overrideAccess: true,
        })
      }
    })

    it('a global: the site settings record the field and its values', async () => {
      const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
      const tagline = tag('Audited tagline ')
      try {
        await payload.updateGlobal({
          slug: 'site-settings',
          data: { tagline },
          ...asUser(admin),
        })
        const entry = await entryFor('update', 'site-settings')
        expect(entry).toMatchObject({ targetKind: 'global', fields: 'tagline', user: admin.id })
        expect(entry.changes).toEqual({ tagline: { from: settings.tagline ?? null, to: tagline } })
      } finally {
        await payload.updateGlobal({
          slug: 'site-settings',
          data: { tagline: settings.tagline },
          overrideAccess: true,
        })
      }
    })

    it('a lead from the site form is a create by the visitor, and a status change names fields only: no personal value anywhere', async () => {
      // Names take letters only: a word nobody else wrote makes each value findable.
      const word = () =>
        `Q${randomUUID()
          .replace(/[^a-f]/g, '')
          .slice(0, 10)}`
      const name = `Zanele ${word()}`
      const email = `${tag('audit')}@example.co.za`
      const message = tag('Please quote my private renovation at 12 Oak Lane ')
      const company = `${word()} Holdings`
      const outcome = await submitEnquiry(
        {
          name,
          email,
          phone: '+27 82 555 0177',
          company,
          service: 'web-development',
          budget: '90k-270k',
          timeline: '1-month',
          message,
          enquiryType: 'service',
          consent: true,
          website: '',
          formToken: issueFormToken(env.payloadSecret, Date.now() - 10_000),
        },
        visitor(),
        { payload, limiter: allowEveryAttempt },
      )
      if (!outcome.ok) throw new Error(`enquiry refused: ${outcome.message}`)
      const id = outcome.data.id
      const personal = [name, email, message, '825550177', company]

      const created = await entryFor('create', 'enquiries', id)
      expect(created.user ?? null).toBeNull()
      expect(created.userEmail ?? null).toBeNull()
      expect(created.fields?.split(', ')).toEqual(
        expect.arrayContaining(['name', 'email', 'phone', 'message']),
      )
      expect(created.changes ?? null).toBeNull()

      await payload.update({
        collection: 'enquiries',
        id,
        data: { status: 'lost' },
        ...asUser(admin),
      })
      const updated = await entryFor('update', 'enquiries', id)
      expect(updated.user).toBe(admin.id)
      expect(updated.fields?.split(', ')).toContain('status')
      expect(updated.changes ?? null).toBeNull()
      expect(updated.documentTitle ?? null).toBeNull()

      for (const entry of [created, updated]) {
        const row = await storedRow(entry.id)
        for (const value of personal) expect(row).not.toContain(value)
        expect(row).not.toContain('lost')
      }
    })

    it("a portal record: a client's message names its fields, never the text", async () => {
      const client = await userByEmail(DEMO_CLIENT.email)
      const project = (await payload.find({ collection: 'projects', limit: 1, ...asUser(client) }))
        .docs[0]
      if (!project) throw new Error('the demo client has no project')
      const body = tag('Our launch date is confidential: ')
      const posted = await payload.create({
        collection: 'messages',
        data: { project: project.id, type: 'feedback', body } as never,
        ...asUser(client),
      })
      try {
        const entry = await entryFor('create', 'messages', posted.id)
        expect(entry.user).toBe(client.id)
        expect(entry.fields?.split(', ')).toContain('body')
        expect(await storedRow(entry.id)).not.toContain(body)
      } finally {
        await payload.delete({ collection: 'messages', id: posted.id, overrideAccess: true })
      }
    })

    it('a role change, the sessions it ends, and the removal of the account', async () => {
      const email = `${tag('audit-role')}@example.co.za`
      const account = await payload.create({
        collection: 'users',
        data: { email, password: `Audit-${randomUUID()}`, name: 'Audit Role', role: 'client' },
        ...asUser(admin),
      })
      const created = await entryFor('create', 'users', account.id)
      expect(created.fields?.split(', ')).toEqual(expect.arrayContaining(['email', 'password']))
      expect(await storedRow(created.id)).not.toContain(email)

      await payload.update({
        collection: 'users',
        id: account.id,
        data: { role: 'staff' },
        ...asUser(admin),
      })
      const update = await entryFor('update', 'users', account.id)
      expect(update.fields).toBe('role')
      expect(update.changes ?? null).toBeNull()
      const roleChange = await entryFor('role-change', 'users', account.id)
      expect(roleChange).toMatchObject({ user: admin.id, details: 'role: "client" → "staff"' })
      const ended = await entryFor('session-end', 'users', account.id)
      expect(ended.user).toBe(admin.id)

      const newPassword = `Audit-${randomUUID()}`
      await payload.update({
        collection: 'users',
        id: account.id,
        data: { password: newPassword },
        ...asUser(admin),
      })
      const passwordChanges = await entries({
        and: [{ documentId: { equals: account.id } }, { fields: { equals: 'password' } }],
      })
      expect(passwordChanges.map((e) => [e.action, e.user])).toEqual([['update', admin.id]])
      expect(await storedRow(passwordChanges[0]?.id ?? '')).not.toContain(newPassword)

      await payload.delete({ collection: 'users', id: account.id, ...asUser(admin) })
      const removed = await entryFor('delete', 'users', account.id)
      expect(removed).toMatchObject({ user: admin.id, documentTitle: null })
      expect(await storedRow(removed.id)).not.toContain(email)
    })

    it('an admin removing their own account is recorded, by address', async () => {
      const email = `${tag('audit-self')}@example.co.za`
      const self = await payload.create({
        collection: 'users',
        data: { email, password: `Self-${randomUUID()}`, name: 'Audit Self', role: 'admin' },
        overrideAccess: true,
      })
      await payload.delete({
        collection: 'users',
        id: self.id,
        ...asUser({ ...self, collection: 'users' }),
      })
      const entry = await entryFor('delete', 'users', self.id)
      expect(entry).toMatchObject({ user: null, userEmail: email })
    })

    it('a delete of content keeps the title of what was deleted', async () => {
      const plan = (
        await payload.find({ collection: 'plans', limit: 1, depth: 0, sort: 'createdAt' })
      ).docs[0]
      if (!plan) throw new Error('no seeded plan')
      const name = tag('Audit ')
      const copy = stripIds(plan) as Record<string, unknown>
      delete copy._status
      const doomed = await payload.create({
        collection: 'plans',
        data: { ...copy, name } as never,
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
      await payload.delete({
        collection: 'plans',
        id: doomed.id,
        ...asUser(admin),
        context: { disableRevalidate: true },
      })
      const entry = await entryFor('delete', 'plans', doomed.id)
      expect(entry).toMatchObject({ user: admin.id, documentTitle: name })
      // The server's own write (this fixture) is no person's: it has no entry.
      const creates = await entries({
        and: [{ documentId: { equals: doomed.id } }, { action: { equals: 'create' } }],
      })
      expect(creates).toEqual([])
    })
  })

  describe('events', () => {
    it('a sign-in and a sign-out through REST', async () => {
      const signedIn = await rest('POST', '/api/users/login', {
        body: { email: seedAdmin().email, password: seedAdmin().password },
      })
      expect(signedIn.status).toBe(200)
      const token = (signedIn.json as { token: string }).token
      const signIn = await entryFor('sign-in', 'users', admin.id)
      expect(Date.now() - new Date(signIn.createdAt).getTime()).toBeLessThan(30_000)
      expect(signIn.userEmail).toBe(admin.email.toLowerCase())

      const out = await rest('POST', '/api/users/logout', {
        headers: { Authorization: `JWT ${token}` },
      })
      expect(out.status).toBe(200)
      const signOut = await entryFor('sign-out', 'users', admin.id)
      expect(signOut.user).toBe(admin.id)
    })

    it('a CSV export of the leads names the list and columns, never the filter', async () => {
      const email = `${tag('audit-export')}@example.co.za`
      const answer = await exportLeadsCsv(adminToken, { email: { equals: email } }, [
        'name',
        'status',
      ])
      expect(answer.status).toBe(200)
      const entry = (
        await entries({ action: { equals: 'export' }, target: { equals: 'enquiries' } })
      )[0]
      expect(entry).toMatchObject({ user: admin.id, fields: 'name, status' })
      expect(await storedRow(entry?.id ?? '')).not.toContain(email)
    })

    it('a data-rights export and an erasure, and the erased person leaves the trail', async () => {
      // A portal account that acted (signed in), so the trail holds their name for now.
      const email = `${tag('audit-erase')}@example.co.za`
      const password = `Erase-${randomUUID()}`
      const person = await payload.create({
        collection: 'users',
        data: { email, password, name: 'Audit Erase', role: 'client' },
        overrideAccess: true,
      })
      await payload.login({ collection: 'users', data: { email, password } })
      const signIn = await entryFor('sign-in', 'users', person.id)
      expect(signIn.userEmail).toBe(email)

      await exportSubjectData(payload, email, admin)
      const exported = (
        await entries({ action: { equals: 'export' }, user: { equals: admin.id } })
      )[0]
      expect(exported?.details).toMatch(/^Data-rights export for au\*\*\*@example\.co\.za/)

      await eraseSubjectData(payload, email, admin)
      const erased = (
        await entries({ action: { equals: 'erasure' }, user: { equals: admin.id } })
      )[0]
      expect(erased?.details).toContain('"portalUser":true')
      const { rows } = await pool.query<{ user_id: string | null; user_email: string | null }>(
        'SELECT user_id, user_email FROM audit_log WHERE id = $1',
        [signIn.id],
      )
      expect(rows[0]).toEqual({ user_id: null, user_email: null })
      for (const id of [signIn.id, exported?.id, erased?.id])
        expect(await storedRow(id ?? '')).not.toContain(email)
    })
  })

  describe('nobody writes the trail through an API, an admin included', () => {
    let entry: AuditLog
    let original: string

    beforeAll(async () => {
      await writeAuditEntry(payload, { action: 'update', details: tag('untouchable ') })
      entry = (await entries({ details: { like: 'untouchable' } }))[0] as AuditLog
      original = await storedRow(entry.id)
    })

    afterAll(async () => {
      expect(await storedRow(entry.id)).toBe(original)
    })

    it('Local API (overrideAccess: false)', async () => {
      const as = asUser(admin)
      await expect(
        payload.create({ collection: 'audit-log', data: { action: 'create' }, ...as }),
      ).rejects.toMatchObject({ status: 403 })
      await expect(
        payload.update({
          collection: 'audit-log',
          id: entry.id,
          data: { details: 'rewritten' },
          ...as,
        }),
      ).rejects.toMatchObject({ status: 403 })
      await expect(
        payload.delete({ collection: 'audit-log', id: entry.id, ...as }),
      ).rejects.toMatchObject({ status: 403 })
      // An admin does read it.
      const read = await payload.findByID({ collection: 'audit-log', id: entry.id, ...as })
      expect(read.id).toBe(entry.id)
    })

    it('REST', async () => {
      const headers = { Authorization: `JWT ${adminToken}` }
      const create = await rest('POST', '/api/audit-log', { headers, body: { action: 'create' } })
      expect(create.status).toBe(403)
      const update = await rest('PATCH', `/api/audit-log/${entry.id}`, {
        headers,
        body: { details: 'rewritten' },
      })
      expect(update.status).toBe(403)
      const bulk = await rest('PATCH', `/api/audit-log?where[id][equals]=${entry.id}`, {
        headers,
        body: { details: 'rewritten' },
      })
      expect((bulk.json as { docs?: unknown[] }).docs ?? []).toHaveLength(0)
      const remove = await rest('DELETE', `/api/audit-log/${entry.id}`, { headers })
      expect(remove.status).toBe(403)
      const bulkRemove = await rest('DELETE', `/api/audit-log?where[id][equals]=${entry.id}`, {
        headers,
      })
      expect((bulkRemove.json as { docs?: unknown[] }).docs ?? []).toHaveLength(0)
    })

    it('GraphQL', async () => {
      const headers = { Authorization: `JWT ${adminToken}` }
      const mutations = [
        'mutation { createAuditLog(data: { action: create }) { id } }',
        `mutation { updateAuditLog(id: "${entry.id}", data: { details: "rewritten" }) { id } }`,
        `mutation { deleteAuditLog(id: "${entry.id}") { id } }`,
      ]
      for (const query of mutations) {
        const answer = await graphql(query, { headers })
        const body = answer.json as { data?: Record<string, unknown> | null; errors?: unknown[] }
        expect(body.errors, query).toBeDefined()
        expect(Object.values(body.data ?? {}).filter(Boolean), query).toEqual([])
      }
    })

    it('a staff member cannot even read it', async () => {
      const staffEmail = `${tag('audit-staff')}@example.co.za`
      const staff = await payload.create({
        collection: 'users',
        data: {
          email: staffEmail,
          password: `Staff-${randomUUID()}`,
          name: 'Audit Staff',
          role: 'staff',
        },
        overrideAccess: true,
      })
      try {
        await expect(
          payload.findByID({
            collection: 'audit-log',
            id: entry.id,
            ...asUser({ ...staff, collection: 'users' }),
          }),
        ).rejects.toMatchObject({ status: 403 })
      } finally {
        await payload.delete({ collection: 'users', id: staff.id, overrideAccess: true })
      }
    })
  })

  describe('retention', () => {
    it('the daily prune deletes entries older than the setting and keeps the rest', async () => {
      const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
      // The job's clock, passed in: entries are aged around it rather than waiting months.
      const now = new Date()
      const oldMark = tag('expired ')
      const keptMark = tag('kept ')
      await writeAuditEntry(payload, { action: 'update', details: oldMark })
      await writeAuditEntry(payload, { action: 'update', details: keptMark })
      const setAge = (mark: string, at: Date) =>
        pool.query('UPDATE audit_log SET created_at = $1 WHERE details = $2', [
          at.toISOString(),
          mark,
        ])
      try {
        await payload.updateGlobal({
          slug: 'site-settings',
          data: { auditRetentionMonths: 12 },
          overrideAccess: true,
        })
        // An entry a day past twelve months goes; one a day short of them stays.
        await setAge(oldMark, subMonths(new Date(now.getTime() - 86_400_000), 12))
        await setAge(keptMark, subMonths(new Date(now.getTime() + 86_400_000), 12))
        const cutoff = await pruneAuditLog(payload, now)
        expect(cutoff.toISOString()).toBe(subMonths(now, 12).toISOString())
        expect(await entries({ details: { equals: oldMark } })).toEqual([])
        expect(await entries({ details: { equals: keptMark } })).toHaveLength(1)

        // The default, with the setting emptied, is 24 months.
        await payload.updateGlobal({
          slug: 'site-settings',
          data: { auditRetentionMonths: null },
          overrideAccess: true,
        })
        expect((await pruneAuditLog(payload, now)).toISOString()).toBe(
          subMonths(now, 24).toISOString(),
        )
        expect(await entries({ details: { equals: keptMark } })).toHaveLength(1)
      } finally {
        await payload.updateGlobal({
          slug: 'site-settings',
          data: { auditRetentionMonths: settings.auditRetentionMonths ?? 24 },
          overrideAccess: true,
        })
        await pool.query('DELETE FROM audit_log WHERE details = $1', [keptMark])
      }
    })

    it('runs daily as a scheduled job', () => {
      const task = payload.config.jobs.tasks?.find((t) => t.slug === 'auditRetention')
      expect(task?.schedule?.[0]?.cron).toBe('0 45 2 * * *')
    })
  })
})
