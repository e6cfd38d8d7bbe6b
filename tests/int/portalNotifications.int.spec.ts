import { spawn, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import path from 'node:path'

import type { Payload, TypedUser } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { runQueuedJobs } from '@/services/jobRunner'
import { poolOf } from '@/db/client'
import { sendPortalDigests } from '@/features/portal/notifications/digest'
import { fanOutPortalEvent } from '@/features/portal/notifications/fanOut'

import { parseMail } from '../helpers/mail'
import { makePdf } from '../helpers/portalFiles'
import {
  createTestOrganisation,
  createTestUser,
  getTestPayload,
  type NewUser,
} from '../helpers/payload'
import { startSmtpServer } from '../helpers/smtpServer'
import { TEST_SMTP_PORT } from '../helpers/testEnv'
import { WORKER_COMMAND } from '../../scripts/run'
import { first } from '../helpers/lists'
import { refId } from '@/lib/refId'

/**
 * Portal notifications on a real Postgres and a real SMTP server: who is told of what (each
 * organisation member as they chose, the project's staff contact or the inbox, never the actor),
 * exactly once with two job runners at work, and the daily digest under a clock the test sets.
 */

const DAY = 86_400_000
let seq = 0
const tag = (label: string) => `${label}-${Date.now().toString(36)}-${(seq += 1)}`

describe('portal notifications (Postgres + SMTP)', () => {
  let payload: Payload
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  let inbox: string
  const organisations: string[] = []
  const createdUsers: string[] = []

  const mailsTo = (address: string) => smtp.messages.filter((m) => m.to.includes(address))
  const mailsAbout = async (address: string, marker: string) => {
    const parsed = await Promise.all(mailsTo(address).map(parseMail))
    return parsed.filter((m) => m.text.includes(marker))
  }

  /**
   * Runs the queue until no job is left to run, so every email that will be sent has been. While
   * another runner (the worker process) holds the lock, this one waits for that runner's work.
   */
  const settle = async () => {
    const pool = poolOf(payload)
    const deadline = Date.now() + 45_000
    while (Date.now() < deadline) {
      await runQueuedJobs(payload)
      const { rows } = await pool.query<{ waiting: number }>(
        // Due jobs only: a scheduled job (the daily digest) waits for its time and is not work left.
        `select count(*)::int as waiting from payload_jobs
         where completed_at is null and has_error = false and (wait_until is null or wait_until <= now())`,
      )
      if (rows[0]?.waiting === 0) return
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    throw new Error('the jobs queue did not drain')
  }

  const createUser = (data: Omit<NewUser, 'name' | 'email' | 'password'>) =>
    createTestUser(payload, createdUsers, {
      name: tag('Person'),
      email: `${tag('notify')}@example.co.za`,
      password: `Notify-${randomUUID()}`,
      ...data,
    })

  const createOrganisation = () =>
    createTestOrganisation(payload, organisations, tag('Organisation'))

  const createProject = async (organisation: string, assignedTo?: string) =>
    payload.create({
      collection: 'projects',
      data: {
        name: tag('Project'),
        organisation,
        status: 'planning',
        progress: 0,
        ...(assignedTo ? { assignedTo } : {}),
      },
      overrideAccess: true,
    })

  /** A message posted as `user`, through their own access (as the portal and the admin do). */
  const postMessage = (user: TypedUser, project: string, body: string) =>
    payload.create({
      collection: 'messages',
      data: { project, organisation: '', author: user.id, type: 'update', body },
      user,
      overrideAccess: false,
    })

  let staff: TypedUser
  let owner: TypedUser
  let member: TypedUser
  let viewer: TypedUser
  let digestMember: TypedUser
  let silentMember: TypedUser
  let otherClient: TypedUser
  let assignedProject: string
  let inboxProject: string

  beforeAll(async () => {
    payload = await getTestPayload()
    smtp = await startSmtpServer(TEST_SMTP_PORT)
    inbox = (await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })).contactEmail
    await settle()
    const organisation = await createOrganisation()
    const other = await createOrganisation()
    staff = await createUser({ role: 'staff', staffRoles: ['sales'] })
    owner = await createUser({ role: 'client', organisation, memberRole: 'owner' })
    member = await createUser({ role: 'client', organisation, memberRole: 'member' })
    viewer = await createUser({ role: 'client', organisation, memberRole: 'viewer' })
    digestMember = await createUser({
      role: 'client',
      organisation,
      memberRole: 'member',
      notifications: 'digest',
    })
    silentMember = await createUser({
      role: 'client',
      organisation,
      memberRole: 'member',
      notifications: 'none',
    })
    otherClient = await createUser({ role: 'client', organisation: other, memberRole: 'owner' })
    assignedProject = (await createProject(organisation, staff.id)).id
    inboxProject = (await createProject(organisation)).id
  })

  afterAll(async () => {
    const inOrganisations = { organisation: { in: organisations } }
    for (const collection of ['portal-events', 'messages', 'feedback', 'projects'] as const)
      await payload.delete({ collection, where: inOrganisations, overrideAccess: true })
    await payload.delete({
      collection: 'portal-notifications',
      where: { event: { exists: false } },
      overrideAccess: true,
    })
    await payload.delete({
      collection: 'users',
      where: { id: { in: createdUsers } },
      overrideAccess: true,
    })
    await payload.delete({
      collection: 'organisations',
      where: { id: { in: organisations } },
      overrideAccess: true,
    })
    await smtp.stop()
  })

  it("a staff message emails each member of the project's organisation once, as each chose, and nobody else", async () => {
    const body = `${tag('Homepage draft')} <b>ready</b> & waiting`
    await postMessage(staff, assignedProject, body)
    await settle()

    for (const person of [owner, member, viewer]) {
      const mails = await mailsAbout(person.email, body)
      expect(mails, person.email).toHaveLength(1)
      expect(mails[0]?.text).toContain('/client-portal')
      // What a client typed reaches the HTML part escaped, never as markup.
      expect(mails[0]?.html).toContain('&lt;b&gt;ready&lt;/b&gt; &amp; waiting')
      expect(mails[0]?.html).not.toContain('<b>ready</b>')
    }
    for (const person of [digestMember, silentMember, otherClient, staff])
      expect(await mailsAbout(person.email, body), person.email).toHaveLength(0)
    expect(await mailsAbout(inbox, body)).toHaveLength(0)
  })

  it('a portal event and an invitation are emailed without anyone running the queue: the save starts the runner once it commits', async () => {
    // No settle() here, and no 10-second tick: getTestPayload starts no cron.
    const body = tag('Kicked after commit')
    await postMessage(staff, assignedProject, body)
    const invited = `${tag('invited')}@example.co.za`
    await payload.create({
      collection: 'invitations',
      data: {
        email: invited,
        organisation: refId(owner.organisation) ?? '',
        memberRole: 'member',
        status: 'pending',
      },
      user: owner,
      overrideAccess: false,
    })
    await expect
      .poll(async () => (await mailsAbout(member.email, body)).length, { timeout: 8_000 })
      .toBe(1)
    await expect.poll(() => mailsTo(invited).length, { timeout: 8_000 }).toBe(1)
    await payload.delete({
      collection: 'invitations',
      where: { email: { equals: invited } },
      overrideAccess: true,
    })
  })

  it("a client's message emails the project's staff contact, or the staff inbox when it has none, and not the other members", async () => {
    const toContact = tag('Please call me')
    await postMessage(owner, assignedProject, toContact)
    const toInbox = tag('Invoice question')
    await postMessage(member, inboxProject, toInbox)
    await settle()

    expect(await mailsAbout(staff.email, toContact)).toHaveLength(1)
    expect(await mailsAbout(inbox, toContact)).toHaveLength(0)
    expect(await mailsAbout(inbox, toInbox)).toHaveLength(1)
    expect(await mailsAbout(staff.email, toInbox)).toHaveLength(0)
    for (const person of [owner, member, viewer, digestMember, otherClient]) {
      expect(await mailsAbout(person.email, toContact), person.email).toHaveLength(0)
      expect(await mailsAbout(person.email, toInbox), person.email).toHaveLength(0)
    }
  })

  it('a burst of client messages, more than one batch of jobs, fans out without running out of connections', async () => {
    // Each fan-out holds a transaction; the inbox is read before it, or twelve jobs run side by side
    // can hold every pooled connection while each waits for one more.
    const bodies = Array.from({ length: 12 }, () => tag('Burst'))
    for (const body of bodies) await postMessage(owner, inboxProject, body)
    await settle()
    const agencyInbox = (await payload.findGlobal({ slug: 'site-settings', overrideAccess: true }))
      .contactEmail
    for (const body of bodies) expect(await mailsAbout(agencyInbox, body)).toHaveLength(1)
  })

  it('a status change by staff tells the members; feedback from a client tells the staff contact', async () => {
    await payload.update({
      collection: 'projects',
      id: assignedProject,
      data: { status: 'in-progress' },
      user: staff,
      overrideAccess: false,
    })
    const feedback = tag('The logo is too small')
    await payload.create({
      collection: 'feedback',
      data: {
        organisation: '',
        project: assignedProject,
        category: 'Design Review',
        priority: 'High',
        text: feedback,
        status: 'new',
      },
      user: member,
      overrideAccess: false,
    })
    await settle()

    const status = await mailsAbout(owner.email, 'Planning → In Progress')
    expect(status).toHaveLength(1)
    expect(status[0]?.subject).toMatch(/^Status changed on /)
    expect(await mailsAbout(staff.email, 'Planning → In Progress')).toHaveLength(0)
    expect(await mailsAbout(staff.email, feedback)).toHaveLength(1)
    expect(await mailsAbout(member.email, feedback)).toHaveLength(0)
  })

  it('a file uploaded by staff tells the members; one a member uploads tells the staff contact', async () => {
    const upload = async (user: TypedUser, name: string) => {
      const data = await makePdf(name)
      return payload.create({
        collection: 'project-files',
        data: { project: assignedProject, organisation: '' },
        file: { data, mimetype: 'application/pdf', name, size: data.length },
        user,
        overrideAccess: false,
      })
    }
    const fromStaff = await upload(staff, `${tag('brief')}.pdf`)
    const fromMember = await upload(member, `${tag('logo-notes')}.pdf`)
    await settle()

    expect(await mailsAbout(owner.email, fromStaff.filename ?? '?')).toHaveLength(1)
    expect(await mailsAbout(staff.email, fromStaff.filename ?? '?')).toHaveLength(0)
    expect(await mailsAbout(staff.email, fromMember.filename ?? '?')).toHaveLength(1)
    expect(await mailsAbout(owner.email, fromMember.filename ?? '?')).toHaveLength(0)
    await payload.delete({
      collection: 'project-files',
      where: { id: { in: [fromStaff.id, fromMember.id] } },
      overrideAccess: true,
    })
  })

  it('a fan-out run twice at the same moment (no runner lock) still writes one email per person', async () => {
    const body = tag('Raced update')
    await postMessage(staff, assignedProject, body)
    const { docs } = await payload.find({
      collection: 'portal-events',
      where: { summary: { equals: body } },
      overrideAccess: true,
    })
    const event = docs[0]
    if (!event) throw new Error('no event recorded')
    // Posting the message also started the job runner after its commit, so up to three fan-outs
    // race here: whichever wins, the event is fanned out once.
    await Promise.allSettled([
      fanOutPortalEvent(payload, event.id),
      fanOutPortalEvent(payload, event.id),
    ])
    await settle()
    const fanned = await payload.findByID({
      collection: 'portal-events',
      id: event.id,
      overrideAccess: true,
    })
    expect(fanned.fannedOutAt).toBeTruthy()
    for (const person of [owner, member, viewer])
      expect(await mailsAbout(person.email, body), person.email).toHaveLength(1)
    const { totalDocs } = await payload.count({
      collection: 'portal-notifications',
      where: { event: { equals: event.id } },
      overrideAccess: true,
    })
    // owner, member, viewer by email; the digest member's entry; nothing for 'none'.
    expect(totalDocs).toBe(4)
  })

  it('with a worker process and this process both running the queue, each person gets each email once', async () => {
    const [command, args] = WORKER_COMMAND
    const worker: ChildProcess = spawn(
      path.resolve(command),
      args.map((arg) => (arg.endsWith('.ts') ? path.resolve(arg) : arg)),
      { env: { ...process.env, JOB_POLL_MS: '50' }, stdio: ['ignore', 'pipe', 'pipe'] },
    )
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()))
    try {
      // The worker polls from the moment it says so; both runners then compete for every job.
      await new Promise<void>((resolve, reject) => {
        let output = ''
        worker.stdout?.on('data', (chunk: Buffer) => {
          output += chunk.toString()
          if (output.includes('Job worker: polling')) resolve()
        })
        worker.once('exit', (code) => reject(new Error(`worker exited (${code}): ${output}`)))
      })
      const bodies = [tag('First'), tag('Second'), tag('Third')]
      for (const body of bodies) await postMessage(staff, assignedProject, body)
      await settle()
      for (const body of bodies)
        for (const person of [owner, member, viewer])
          expect(await mailsAbout(person.email, body), `${person.email} ${body}`).toHaveLength(1)
    } finally {
      worker.kill('SIGTERM')
      await exited
    }
  })

  it("the daily digest lists a digest member's events once, the day after; no events, no email", async () => {
    // Whatever earlier tests left for the digest goes out first, so this test sees only its own.
    await sendPortalDigests(payload, new Date())
    await settle()
    const before = mailsTo(digestMember.email).length

    const day1 = [tag('Sitemap agreed'), tag('Copy deck sent')] as const
    for (const body of day1) await postMessage(staff, assignedProject, body)
    await settle()
    expect(mailsTo(digestMember.email)).toHaveLength(before)

    await sendPortalDigests(payload, new Date(Date.now() + DAY))
    await settle()
    const digests = mailsTo(digestMember.email).slice(before)
    expect(digests).toHaveLength(1)
    const digest = await parseMail(first(digests, 'the digest'))
    expect(digest.subject).toContain('2 updates')
    for (const body of day1) expect(digest.text).toContain(body)
    expect(digest.text).toContain('/client-portal')
    expect(await mailsAbout(silentMember.email, day1[0])).toHaveLength(0)

    // The next day nothing happened: no digest at all.
    await sendPortalDigests(payload, new Date(Date.now() + 2 * DAY))
    await settle()
    expect(mailsTo(digestMember.email).slice(before)).toHaveLength(1)
  })
})
