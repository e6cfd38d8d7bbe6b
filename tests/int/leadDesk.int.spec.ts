import fs from 'node:fs'
import path from 'node:path'
import { randomUUID } from 'node:crypto'

import { addMonths } from 'date-fns'
import type { Pool } from 'pg'
import type { Payload, TypedUser } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ProjectFiles } from '@/collections/ProjectFiles'
import { recordSecurityEvent } from '@/features/accounts/recordSecurityEvent'
import { toPreferredTime } from '@/lib/agencyTime'
import { applyRetention } from '@/features/leads/dataRights/retention'
import { eraseSubjectData, exportSubjectData } from '@/features/leads/dataRights/subjectData'
import { poolOf } from '@/db/client'
import {
  cancelBooking,
  readManagedBooking,
  rescheduleBooking,
} from '@/features/leads/desk/manageBooking'
import { sendSlaReminders } from '@/features/leads/desk/slaReminders'
import { bookedSlots } from '@/features/leads/data/bookedSlots'
import type { LeadRequestContext } from '@/features/leads/intake/context'
import { issueFormToken } from '@/features/leads/intake/formToken'
import { requestCallback } from '@/features/leads/intake/callbackLead'
import { submitEnquiry } from '@/features/leads/intake/enquiryLead'
import { env } from '@/env/index'
import * as messages from '@/validation/messages'

import { DEMO_EDITOR, DEMO_SALES } from '../../seed/data/users'
import { parseMail, readInvite } from '../helpers/mail'
import { allowEveryAttempt } from '../helpers/leads'
import { makePdf } from '../helpers/portalFiles'
import { drainJobs, startLeadTest, weekdaysAfter, type LeadTest } from '../helpers/leadSetup'
import { first, required } from '../helpers/lists'
import type { CapturedMail } from '../helpers/smtpServer'

/**
 * The lead desk on a real Postgres and a real SMTP server: the reply-by promise and its reminder
 * (with a clock the test moves), callback invites parsed back, the visitor's signed manage link,
 * POPIA export and erasure (then every text column of every table is searched for the address),
 * and the retention job.
 */

const HOUR = 3_600_000
let seq = 0
const tag = (label: string) => `${label}${Date.now().toString(36)}${(seq += 1)}`
const emailFor = (label: string) => `${tag(label)}@example.co.za`
let addressCounter = 100
const context = (): LeadRequestContext => ({
  client: { address: `198.51.100.${(addressCounter += 1) % 250}`, verified: true },
  userAgent: 'Vitest lead desk',
  sourcePage: '/contact',
})
const oldToken = () => issueFormToken(env.payloadSecret, Date.now() - 10_000)

const enquiry = (email: string, name = 'Lindiwe Khumalo') => ({
  name,
  email,
  phone: '+27 82 555 0199',
  company: 'Khumalo Traders',
  service: 'web-development',
  budget: '90k-270k',
  timeline: '1-month',
  message: 'A new website, please.',
  enquiryType: 'service',
  consent: true,
  website: '',
  formToken: oldToken(),
})

/** Weekdays far enough ahead (and apart per call) that no other test holds their slots. */
const nextWeekday = weekdaysAfter(40)

const callback = (email: string, date: string, time: string) => ({
  name: 'Ayanda Nkosi',
  email,
  phone: '+27 83 555 0123',
  company: 'Nkosi Logistics',
  date,
  time,
  message: 'Hosting questions',
  consent: true,
  website: '',
  formToken: oldToken(),
})

describe('lead desk (Postgres + SMTP)', () => {
  let payload: Payload
  let pool: Pool
  let smtp: LeadTest['smtp']
  let agencyMailbox: string
  let staff: TypedUser

  const drain = () => drainJobs(payload)
  const mailsTo = (address: string) => smtp.messages.filter((m) => m.to.includes(address))
  const storeEnquiry = async (email: string, name?: string) => {
    const outcome = await submitEnquiry(enquiry(email, name), context(), {
      payload,
      limiter: allowEveryAttempt,
    })
    if (!outcome.ok) throw new Error(`enquiry refused: ${outcome.message}`)
    return payload.findByID({
      collection: 'enquiries',
      id: outcome.data.id,
      overrideAccess: true,
      depth: 0,
    })
  }
  const storeCallback = async (email: string, date: string, time: string) => {
    const outcome = await requestCallback(callback(email, date, time), context(), {
      payload,
      limiter: allowEveryAttempt,
    })
    if (!outcome.ok) throw new Error(`callback refused: ${outcome.message}`)
    return payload.findByID({
      collection: 'callbacks',
      id: outcome.data.id,
      overrideAccess: true,
      depth: 0,
    })
  }
  /** The calendar invite an email carries; an email without one fails the test. */
  const icsOf = async (mail: CapturedMail) =>
    required((await parseMail(mail)).ics, `a calendar invite in ${mail.to.join(', ')}`)
  const manageTokenFrom = (text: string): string => {
    const match = /\/callback\/([^\s/]+)/.exec(text)
    if (!match?.[1]) throw new Error(`no manage link in:\n${text}`)
    return match[1]
  }

  beforeAll(async () => {
    ;({ payload, smtp, agencyMailbox, staff } = await startLeadTest())
    pool = poolOf(payload)
  })

  afterAll(async () => {
    await smtp.stop()
  })

  describe('reply-by promise', () => {
    it('an enquiry is due 24 hours after it arrives, a callback at its slot; leaving New records the first reply', async () => {
      const lead = await storeEnquiry(emailFor('sla'))
      expect(lead.status).toBe('new')
      expect(new Date(lead.replyBy ?? 0).getTime() - new Date(lead.consentAt ?? 0).getTime()).toBe(
        24 * HOUR,
      )
      expect(lead.firstRepliedAt ?? null).toBeNull()

      const date = nextWeekday()
      const booked = await storeCallback(emailFor('sla-cb'), date, '10:00')
      expect(booked.replyBy).toBe(toPreferredTime(date, '10:00').toISOString())

      // Staff cannot move the promise; moving the lead on stamps the first reply, once.
      const before = Date.now()
      const contacted = await payload.update({
        collection: 'enquiries',
        id: lead.id,
        data: { status: 'contacted', replyBy: new Date(0).toISOString() },
        user: staff,
        overrideAccess: false,
      })
      expect(contacted.replyBy).toBe(lead.replyBy)
      expect(new Date(contacted.firstRepliedAt ?? 0).getTime()).toBeGreaterThanOrEqual(
        before - 1000,
      )
      const quoted = await payload.update({
        collection: 'enquiries',
        id: lead.id,
        data: { status: 'quoted' },
        user: staff,
        overrideAccess: false,
      })
      expect(quoted.firstRepliedAt).toBe(contacted.firstRepliedAt)
    })

    it('reminds the staff inbox exactly once, when 75 % of the window has passed and the lead is still New', async () => {
      const lead = await storeEnquiry(emailFor('remind'))
      const replied = await storeEnquiry(emailFor('remind-replied'))
      await payload.update({
        collection: 'enquiries',
        id: replied.id,
        data: { status: 'contacted' },
        user: staff,
        overrideAccess: false,
      })
      const spam = await storeEnquiry(emailFor('remind-spam'))
      await payload.update({
        collection: 'enquiries',
        id: spam.id,
        data: { status: 'spam' },
        user: staff,
        overrideAccess: false,
      })

      const createdAt = new Date(lead.createdAt).getTime()
      const window = new Date(lead.replyBy ?? 0).getTime() - createdAt
      const at = (fraction: number) => new Date(createdAt + window * fraction)
      const remindersFor = async (id: string) =>
        (await Promise.all(mailsTo(agencyMailbox).map(parseMail))).filter(
          (m) => m.subject.startsWith('Reply due') && m.text.includes(id),
        )

      await sendSlaReminders(payload, at(0.74))
      await drain()
      expect(await remindersFor(lead.id)).toHaveLength(0)

      // Two runners at once (two app instances): the claim lets one through.
      await Promise.all([sendSlaReminders(payload, at(0.76)), sendSlaReminders(payload, at(0.76))])
      await sendSlaReminders(payload, at(0.9))
      await sendSlaReminders(payload, at(1.5))
      await drain()
      const sent = await remindersFor(lead.id)
      expect(sent).toHaveLength(1)
      const mail = first(sent, 'a reminder')
      expect(mail.subject).toMatch(/^Reply due: enquiry from Lindiwe Khumalo, due in 5 h 45 min/)
      expect(mail.text).toContain(`/admin/collections/enquiries/${lead.id}`)
      expect(await remindersFor(replied.id)).toHaveLength(0)
      expect(await remindersFor(spam.id)).toHaveLength(0)
      const stored = await payload.findByID({
        collection: 'enquiries',
        id: lead.id,
        overrideAccess: true,
      })
      expect(stored.slaReminderSentAt).toBe(at(0.76).toISOString())
    })
  })

  it('the reminder and retention jobs are scheduled through Payload, one waiting at a time', async () => {
    await payload.delete({
      collection: 'payload-jobs',
      where: { taskSlug: { in: ['slaReminders', 'leadRetention'] } },
      overrideAccess: true,
    })
    await payload.jobs.handleSchedules({ queue: 'default' })
    await payload.jobs.handleSchedules({ queue: 'default' })
    const waiting = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { in: ['slaReminders', 'leadRetention'] } },
      overrideAccess: true,
      depth: 0,
    })
    expect(waiting.docs.map((job) => job.taskSlug).sort()).toEqual([
      'leadRetention',
      'slaReminders',
    ])
    await payload.delete({
      collection: 'payload-jobs',
      where: { taskSlug: { in: ['slaReminders', 'leadRetention'] } },
      overrideAccess: true,
    })
  })

  describe('callback invites and the signed manage link', () => {
    it('the confirmation and the staff notification carry a 30-minute invite in Africa/Johannesburg, organised by the agency', async () => {
      const email = emailFor('invite')
      const date = nextWeekday()
      const booked = await storeCallback(email, date, '09:00')
      await drain()
      const [visitorMail] = mailsTo(email)
      const staffMail = mailsTo(agencyMailbox).find((m) => m.raw.includes(email))
      expect(visitorMail && staffMail).toBeTruthy()
      const visitorRaw = required(visitorMail, 'the visitor’s confirmation')
      for (const raw of [visitorRaw, required(staffMail, 'the staff notification')]) {
        const mail = await parseMail(raw)
        expect(mail.ics, 'a text/calendar part').toBeDefined()
        const invite = readInvite(required(mail.ics, 'a text/calendar part'))
        expect(invite.method).toBe('REQUEST')
        expect(invite.status).toBe('CONFIRMED')
        expect(invite.start.zone.tzid).toBe('Africa/Johannesburg')
        expect(invite.start.toString()).toBe(`${date}T09:00:00`)
        expect(invite.end.toString()).toBe(`${date}T09:30:00`)
        expect(invite.start.toJSDate().toISOString()).toBe(booked.preferredTime)
        expect(invite.end.toJSDate().getTime() - invite.start.toJSDate().getTime()).toBe(
          30 * 60_000,
        )
        expect(invite.organizer.toLowerCase()).toBe(`mailto:${agencyMailbox.toLowerCase()}`)
        expect(invite.attendees.map((a) => a.toLowerCase())).toContain(`mailto:${email}`)
        expect(invite.uid).toContain(booked.id)
      }
      const visitorText = (await parseMail(visitorRaw)).text
      expect(visitorText).toContain(`${env.serverUrl}/callback/`)
    })

    it('moves to a free slot, refuses one taken in the meantime, then cancels; each change frees the slot at once', async () => {
      const email = emailFor('manage')
      const date = nextWeekday()
      const booked = await storeCallback(email, date, '11:00')
      await drain()
      const token = manageTokenFrom((await parseMail(first(mailsTo(email), 'a confirmation'))).text)
      const deps = { payload, secret: env.payloadSecret }

      expect(await readManagedBooking(token, deps)).toMatchObject({
        ok: true,
        data: { firstName: 'Ayanda', preferredTime: booked.preferredTime },
      })

      // Someone else takes 14:00 while the visitor is choosing.
      await storeCallback(emailFor('rival'), date, '14:00')
      const refused = await rescheduleBooking(token, { date, time: '14:00' }, deps)
      expect(refused).toEqual({
        ok: false,
        status: 409,
        message: messages.SLOT_TAKEN,
        field: 'time',
      })
      expect(await bookedSlots(payload, date)).toEqual(expect.arrayContaining(['11:00', '14:00']))

      // A weekend or a slot that is not on the list is refused by the dialog's own rule.
      expect(await rescheduleBooking(token, { date, time: '17:30' }, deps)).toMatchObject({
        ok: false,
        status: 422,
      })
      // The booking form's date rule: no such day is a date error, a day gone by a time one.
      expect(await rescheduleBooking(token, { date: '2031-02-30', time: '10:00' }, deps)).toEqual({
        ok: false,
        status: 422,
        message: messages.DATE_REQUIRED,
        field: 'date',
      })
      expect(await rescheduleBooking(token, { date: '2020-03-02', time: '10:00' }, deps)).toEqual({
        ok: false,
        status: 422,
        message: messages.TIME_REQUIRED,
        field: 'time',
      })

      const moved = await rescheduleBooking(token, { date, time: '15:30' }, deps)
      expect(moved.ok).toBe(true)
      const slots = await bookedSlots(payload, date)
      expect(slots).toContain('15:30')
      expect(slots).not.toContain('11:00')
      const afterMove = await payload.findByID({
        collection: 'callbacks',
        id: booked.id,
        overrideAccess: true,
      })
      expect(afterMove).toMatchObject({
        preferredTime: toPreferredTime(date, '15:30').toISOString(),
        replyBy: toPreferredTime(date, '15:30').toISOString(),
        inviteSequence: 1,
      })

      // The old link named the old slot: it moves nothing any more.
      expect(await rescheduleBooking(token, { date, time: '16:00' }, deps)).toMatchObject({
        ok: false,
        status: 410,
        message: messages.MANAGE_LINK_INVALID,
      })

      await drain()
      const movedMail = mailsTo(email).find((m) => m.raw.includes('has moved'))
      expect(movedMail).toBeDefined()
      const parsedMoved = await parseMail(required(movedMail, 'the moved email'))
      const movedInvite = readInvite(required(parsedMoved.ics, 'the moved invite'))
      expect(movedInvite).toMatchObject({ method: 'REQUEST', sequence: 1 })
      expect(movedInvite.start.toString()).toBe(`${date}T15:30:00`)
      const staffMoved = mailsTo(agencyMailbox).find(
        (m) => m.raw.includes('Callback moved') && m.raw.includes(booked.id),
      )
      expect(staffMoved && readInvite(await icsOf(staffMoved)).start.toString()).toBe(
        `${date}T15:30:00`,
      )

      const newToken = manageTokenFrom(parsedMoved.text)
      const cancelled = await cancelBooking(newToken, deps)
      expect(cancelled.ok).toBe(true)
      expect(await bookedSlots(payload, date)).not.toContain('15:30')
      const afterCancel = await payload.findByID({
        collection: 'callbacks',
        id: booked.id,
        overrideAccess: true,
      })
      expect(afterCancel).toMatchObject({
        status: 'cancelled',
        preferredTime: null,
        replyBy: null,
        cancelledSlot: toPreferredTime(date, '15:30').toISOString(),
      })
      expect(await cancelBooking(newToken, deps)).toMatchObject({ ok: false, status: 410 })
      // The freed slot can be booked again at once.
      await expect(storeCallback(emailFor('next'), date, '15:30')).resolves.toMatchObject({
        status: 'new',
      })

      await drain()
      const cancelMails = [...mailsTo(email), ...mailsTo(agencyMailbox)].filter(
        (m) => m.raw.includes('cancelled') && m.raw.includes('Ayanda'),
      )
      const invites = await Promise.all(cancelMails.map(async (m) => readInvite(await icsOf(m))))
      expect(invites.filter((i) => i.uid.includes(booked.id))).toEqual([
        expect.objectContaining({ method: 'CANCEL', status: 'CANCELLED', sequence: 2 }),
        expect.objectContaining({ method: 'CANCEL', status: 'CANCELLED', sequence: 2 }),
      ])
    })

    it('refuses a tampered link and an expired one, and changes nothing', async () => {
      const email = emailFor('tamper')
      const date = nextWeekday()
      const booked = await storeCallback(email, date, '12:00')
      await drain()
      const token = manageTokenFrom((await parseMail(first(mailsTo(email), 'a confirmation'))).text)
      const deps = { payload, secret: env.payloadSecret }

      const last = token.at(-2) === 'A' ? 'B' : 'A'
      const tampered = `${token.slice(0, -2)}${last}${token.slice(-1)}`
      const otherId = `${randomUUID()}${token.slice(36)}`
      for (const bad of [tampered, otherId, 'not-a-token']) {
        expect(await cancelBooking(bad, deps)).toEqual({
          ok: false,
          status: 404,
          message: messages.MANAGE_LINK_INVALID,
        })
      }
      const slotStart = new Date(booked.preferredTime ?? 0)
      const expired = { ...deps, now: slotStart }
      expect(await readManagedBooking(token, expired)).toEqual({
        ok: false,
        status: 410,
        message: messages.MANAGE_LINK_EXPIRED,
      })
      expect(await cancelBooking(token, expired)).toMatchObject({ ok: false, status: 410 })
      expect(await rescheduleBooking(token, { date, time: '13:00' }, expired)).toMatchObject({
        ok: false,
        status: 410,
      })
      expect(
        await payload.findByID({ collection: 'callbacks', id: booked.id, overrideAccess: true }),
      ).toMatchObject({
        status: 'new',
        preferredTime: booked.preferredTime,
      })
    })
  })

  describe('POPIA data rights', () => {
    const subject = `Data.Subject.${Date.now().toString(36)}@Example.co.za`
    const lower = subject.toLowerCase()
    let fileName = ''
    let userId = ''
    const subjectCallDate = nextWeekday()

    beforeAll(async () => {
      await storeEnquiry(subject, 'Nomvula Dube')
      await storeCallback(lower, subjectCallDate, '10:30')
      // A one-person client: erasing them takes the organisation's records too.
      const organisation = (
        await payload.create({
          collection: 'organisations',
          data: { name: `Dube Online ${randomUUID().slice(0, 8)}` },
          overrideAccess: true,
        })
      ).id
      const user = await payload.create({
        collection: 'users',
        data: {
          email: lower,
          name: 'Nomvula Dube',
          role: 'client',
          organisation,
          memberRole: 'owner',
          password: `Pw-${randomUUID()}`,
        },
        overrideAccess: true,
      })
      userId = user.id
      const project = await payload.create({
        collection: 'projects',
        data: { name: 'Dube Online Shop', organisation, status: 'planning', progress: 0 },
        overrideAccess: true,
      })
      const asClient = {
        user: { ...user, collection: 'users' } as TypedUser,
        overrideAccess: false,
      } as const
      await payload.create({
        collection: 'messages',
        data: {
          project: project.id,
          organisation,
          author: user.id,
          type: 'feedback',
          body: `Please call ${lower}`,
        },
        ...asClient,
      })
      await payload.create({
        collection: 'feedback',
        data: {
          organisation,
          project: project.id,
          category: 'General Feedback',
          priority: 'Low',
          text: 'Lovely work',
          status: 'new',
        },
        ...asClient,
      })
      const pdf = await makePdf('Dube brief')
      fileName = `dube-brief-${randomUUID().slice(0, 8)}.pdf`
      await payload.create({
        collection: 'project-files',
        data: { project: project.id, organisation },
        file: { data: pdf, name: fileName, mimetype: 'application/pdf', size: pdf.length },
        ...asClient,
      })
      await recordSecurityEvent(payload, {
        type: 'login',
        userId: user.id,
        email: lower,
        ip: '192.0.2.77',
        userAgent: 'Subject browser',
      })
      await drain()
    })

    it('export is for sales and admins, erasure for admins only, in the Local API too', async () => {
      const { docs } = await payload.find({
        collection: 'users',
        where: { role: { equals: 'client' } },
        overrideAccess: true,
        limit: 1,
      })
      const client = { ...docs[0], collection: 'users' } as TypedUser
      await expect(exportSubjectData(payload, subject, client)).rejects.toMatchObject({
        status: 403,
      })
      await expect(eraseSubjectData(payload, subject, null)).rejects.toMatchObject({ status: 403 })
      // Roles: an editor neither exports nor erases; sales export but never erase.
      const seeded = async (email: string) =>
        ({
          ...(
            await payload.find({
              collection: 'users',
              where: { email: { equals: email } },
              overrideAccess: true,
              limit: 1,
            })
          ).docs[0],
          collection: 'users',
        }) as TypedUser
      const editor = await seeded(DEMO_EDITOR.email)
      const sales = await seeded(DEMO_SALES.email)
      await expect(exportSubjectData(payload, subject, editor)).rejects.toMatchObject({
        status: 403,
      })
      await expect(eraseSubjectData(payload, subject, editor)).rejects.toMatchObject({
        status: 403,
      })
      await expect(eraseSubjectData(payload, subject, sales)).rejects.toMatchObject({
        status: 403,
      })
      expect((await exportSubjectData(payload, subject, sales)).enquiries).toHaveLength(1)
    })

    it('exports every record kind held for the address (any letter case), and logs who exported', async () => {
      const data = await exportSubjectData(payload, subject, staff)
      expect(data.email).toBe(lower)
      expect(data.enquiries).toHaveLength(1)
      expect(data.callbacks).toHaveLength(1)
      expect(data.portalUser).toMatchObject({ id: userId, email: lower })
      expect(data.projects).toHaveLength(1)
      expect(data.messages).toHaveLength(1)
      expect(data.feedback).toHaveLength(1)
      expect(data.files).toEqual([expect.objectContaining({ filename: fileName })])
      expect(data.securityEvents.length).toBeGreaterThanOrEqual(2) // the login above and the upload
      const json = JSON.stringify(data)
      expect(JSON.parse(json)).toEqual(data)

      const { docs: log } = await payload.find({
        collection: 'security-events',
        where: { type: { equals: 'data-export' } },
        depth: 0,
        sort: '-createdAt',
        limit: 1,
        overrideAccess: true,
      })
      expect(log[0]).toMatchObject({
        user: staff.id,
        details: expect.stringContaining('1 enquiries, 1 callbacks, a portal account') as unknown,
      })
      expect(JSON.stringify(log[0])).not.toContain(lower)
    })

    it('erases: leads anonymised in place, the account and its files gone, and the address in no column of any table', async () => {
      const filePath = path.join((ProjectFiles.upload as { staticDir: string }).staticDir, fileName)
      expect(fs.existsSync(filePath)).toBe(true)
      const before = await exportSubjectData(payload, subject, staff)

      const exportedEnquiry = first(before.enquiries, 'an exported enquiry')
      const exportedCallback = first(before.callbacks, 'an exported callback')

      const summary = await eraseSubjectData(payload, subject, staff)
      expect(summary).toMatchObject({
        enquiries: 1,
        callbacks: 1,
        portalUser: true,
        projects: 1,
        messages: 1,
        feedback: 1,
        files: 1,
      })
      expect(fs.existsSync(filePath), 'the stored file is removed').toBe(false)

      const lead = await payload.findByID({
        collection: 'enquiries',
        id: exportedEnquiry.id,
        overrideAccess: true,
      })
      expect(lead).toMatchObject({
        name: 'Erased',
        phone: null,
        company: null,
        message: '[erased]',
        userAgent: null,
        ipHash: null,
        status: 'new',
        service: 'web-development',
      })
      expect(lead.createdAt).toBe(exportedEnquiry.createdAt)
      expect(lead.email).toMatch(/@erased\.invalid$/)
      expect(lead.erasedAt).toBeTruthy()
      await expect(
        payload.findByID({ collection: 'users', id: userId, overrideAccess: true }),
      ).rejects.toThrow()
      // Nobody can be called any more: the coming call is cancelled and its slot free.
      expect(
        await payload.findByID({
          collection: 'callbacks',
          id: exportedCallback.id,
          overrideAccess: true,
        }),
      ).toMatchObject({ status: 'cancelled', preferredTime: null, name: 'Erased' })
      expect(await bookedSlots(payload, subjectCallDate)).not.toContain('10:30')

      // Every text, varchar, char, json and jsonb column of every table, searched for the address.
      const { rows: columns } = await pool.query<{
        table_schema: string
        table_name: string
        column_name: string
        data_type: string
      }>(
        `SELECT c.table_schema, c.table_name, c.column_name, c.data_type FROM information_schema.columns c
           JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
          WHERE c.table_schema NOT IN ('pg_catalog', 'information_schema') AND t.table_type = 'BASE TABLE'
            AND c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb', 'USER-DEFINED')`,
      )
      expect(columns.length).toBeGreaterThan(50)
      const hits: string[] = []
      for (const col of columns) {
        const { rows } = await pool.query<{ n: string }>(
          `SELECT count(*) AS n FROM "${col.table_schema}"."${col.table_name}" WHERE lower("${col.column_name}"::text) LIKE $1`,
          [`%${lower}%`],
        )
        if (Number(rows[0]?.n) > 0) hits.push(`${col.table_name}.${col.column_name}`)
      }
      expect(hits).toEqual([])

      const { docs: log } = await payload.find({
        collection: 'security-events',
        where: { type: { equals: 'data-erasure' } },
        depth: 0,
        sort: '-createdAt',
        limit: 1,
        overrideAccess: true,
      })
      expect(log[0]).toMatchObject({ user: staff.id })
      const after = await exportSubjectData(payload, subject, staff)
      expect(
        [after.enquiries, after.callbacks, after.files, after.messages].every(
          (list) => list.length === 0,
        ),
      ).toBe(true)
      expect(after.portalUser).toBeNull()
    })
  })

  describe('retention (runs last: it anonymises every lead older than the period)', () => {
    it('anonymises leads older than retentionMonths unless won; an empty setting keeps everything', async () => {
      const kept = await storeEnquiry(emailFor('retain-won'))
      await payload.update({
        collection: 'enquiries',
        id: kept.id,
        data: { status: 'won' },
        user: staff,
        overrideAccess: false,
      })
      const old = await storeEnquiry(emailFor('retain-old'))
      const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
      expect(settings.retentionMonths).toBe(24)

      try {
        await payload.updateGlobal({
          slug: 'site-settings',
          data: { retentionMonths: null },
          overrideAccess: true,
          context: { disableRevalidate: true },
        })
        expect(await applyRetention(payload, addMonths(new Date(), 120))).toEqual({
          enquiries: 0,
          callbacks: 0,
        })
        expect(
          (await payload.findByID({ collection: 'enquiries', id: old.id, overrideAccess: true }))
            .erasedAt ?? null,
        ).toBeNull()

        await payload.updateGlobal({
          slug: 'site-settings',
          data: { retentionMonths: 24 },
          overrideAccess: true,
          context: { disableRevalidate: true },
        })
        // 23 months on: nothing is old enough yet.
        await applyRetention(payload, addMonths(new Date(old.createdAt), 23))
        expect(
          (await payload.findByID({ collection: 'enquiries', id: old.id, overrideAccess: true }))
            .erasedAt ?? null,
        ).toBeNull()

        const counts = await applyRetention(payload, addMonths(new Date(old.createdAt), 24 + 1))
        expect(counts.enquiries).toBeGreaterThanOrEqual(1)
        expect(
          await payload.findByID({ collection: 'enquiries', id: old.id, overrideAccess: true }),
        ).toMatchObject({ name: 'Erased', status: 'new', company: null })
        expect(
          await payload.findByID({ collection: 'enquiries', id: kept.id, overrideAccess: true }),
        ).toMatchObject({ name: 'Lindiwe Khumalo', status: 'won' })
        const { docs: log } = await payload.find({
          collection: 'security-events',
          where: { type: { equals: 'data-retention' } },
          overrideAccess: true,
          limit: 1,
          sort: '-createdAt',
        })
        expect(log[0]?.details).toContain('24 months')
      } finally {
        await payload.updateGlobal({
          slug: 'site-settings',
          data: { retentionMonths: settings.retentionMonths },
          overrideAccess: true,
          context: { disableRevalidate: true },
        })
      }
    })
  })
})
