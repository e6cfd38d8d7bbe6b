import { randomUUID } from 'node:crypto'

import { Forbidden, ValidationError, type Payload, type TypedUser } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { eraseSubjectData } from '@/features/leads/dataRights/subjectData'
import type { Approval } from '@/payload-types'
import * as messages from '@/validation/messages'

import {
  createTestOrganisation,
  createTestUser,
  getTestPayload,
  type NewUser,
} from '../helpers/payload'
import { makePdf } from '../helpers/portalFiles'

/**
 * Approvals on a real Postgres: staff ask, an owner or member decides once (stamped with who, when
 * and which version), a viewer and another organisation are refused by collection access, and a
 * new upload of the file opens the next round while the earlier decision stays in the history.
 */

let seq = 0
const tag = (label: string) => `${label}-${Date.now().toString(36)}-${(seq += 1)}`

describe('approvals (Postgres)', () => {
  let payload: Payload
  const organisations: string[] = []
  const users: string[] = []
  let staff: TypedUser
  let member: TypedUser
  let viewer: TypedUser
  let otherMember: TypedUser
  let projectA: string

  const createUser = (data: Omit<NewUser, 'name' | 'email' | 'password'>) =>
    createTestUser(payload, users, {
      name: tag('Person'),
      email: `${tag('approve')}@example.co.za`,
      password: `Approve-${randomUUID()}`,
      notifications: 'none',
      ...data,
    })

  const createOrganisation = () =>
    createTestOrganisation(payload, organisations, tag('Organisation'))

  const pdf = async (name: string, text: string) => {
    const data = await makePdf(text)
    return { data, name, mimetype: 'application/pdf', size: data.length }
  }

  /** A deliverable staff upload to project A, as they do in the admin. */
  const uploadDeliverable = async () =>
    payload.create({
      collection: 'project-files',
      data: { project: projectA, organisation: '' },
      file: await pdf(`${tag('homepage')}.pdf`, 'Homepage design, first draft'),
      user: staff,
      overrideAccess: false,
    })

  /** Staff ask for approval of a file, through their own access. */
  const requestApproval = (file: string, dueDate?: string) =>
    payload.create({
      collection: 'approvals',
      data: { file, status: 'pending', ...(dueDate ? { dueDate } : {}) },
      user: staff,
      overrideAccess: false,
      depth: 0,
    })

  const decide = (user: TypedUser, id: string, data: Partial<Approval>) =>
    payload.update({ collection: 'approvals', id, data, user, overrideAccess: false, depth: 0 })

  const roundsOf = async (file: string) =>
    (
      await payload.find({
        collection: 'approvals',
        where: { file: { equals: file } },
        sort: 'round',
        depth: 0,
        overrideAccess: true,
      })
    ).docs

  const refusal = (promise: Promise<unknown>) => promise.then(() => null).catch((e: unknown) => e)

  beforeAll(async () => {
    payload = await getTestPayload()
    const organisationA = await createOrganisation()
    const organisationB = await createOrganisation()
    staff = await createUser({ role: 'staff', staffRoles: ['sales'] })
    member = await createUser({ role: 'client', organisation: organisationA, memberRole: 'member' })
    viewer = await createUser({ role: 'client', organisation: organisationA, memberRole: 'viewer' })
    otherMember = await createUser({
      role: 'client',
      organisation: organisationB,
      memberRole: 'owner',
    })
    const project = await payload.create({
      collection: 'projects',
      data: { name: tag('Project'), organisation: organisationA, status: 'planning', progress: 0 },
      overrideAccess: true,
    })
    projectA = project.id
  })

  afterAll(async () => {
    const inOrganisations = { organisation: { in: organisations } }
    for (const collection of [
      'approvals',
      'project-files',
      'portal-events',
      'messages',
      'projects',
    ] as const)
      await payload.delete({ collection, where: inOrganisations, overrideAccess: true })
    await payload.delete({
      collection: 'users',
      where: { id: { in: users } },
      overrideAccess: true,
    })
    await payload.delete({
      collection: 'organisations',
      where: { id: { in: organisations } },
      overrideAccess: true,
    })
  })

  it('a member approves a pending round: stored with who decided, when and on which version', async () => {
    const file = await uploadDeliverable()
    const round = await requestApproval(file.id, '2026-12-01T00:00:00.000Z')
    expect(round).toMatchObject({
      round: 1,
      status: 'pending',
      organisation: organisations[0],
      project: projectA,
      fileVersion: { filename: file.filename, filesize: file.filesize, version: 1 },
    })
    expect(round.requestedBy).toBe(staff.id)

    const before = Date.now()
    const decided = await decide(member, round.id, { status: 'approved' })
    expect(decided.status).toBe('approved')
    expect(decided.decidedBy).toBe(member.id)
    expect(decided.decidedByName).toBe(member.name)
    expect(new Date(decided.decidedAt ?? 0).getTime()).toBeGreaterThanOrEqual(before - 1000)
    expect(decided.fileVersion).toMatchObject({ filename: file.filename, version: 1 })

    // The agency hears of the decision; the client heard of the request.
    const events = await payload.find({
      collection: 'portal-events',
      where: {
        project: { equals: projectA },
        kind: { in: ['approval-requested', 'approval-decided'] },
      },
      overrideAccess: true,
      depth: 0,
    })
    expect(events.docs.map((e) => `${e.kind}:${e.audience}`).sort()).toEqual(
      expect.arrayContaining(['approval-decided:agency', 'approval-requested:client']),
    )

    // Decided is decided: the round is no longer one the member may update.
    const again = await refusal(
      decide(member, round.id, { status: 'changes-requested', comment: 'x' }),
    )
    expect(again).toBeInstanceOf(Forbidden)
    const stored = await payload.findByID({
      collection: 'approvals',
      id: round.id,
      depth: 0,
      overrideAccess: true,
    })
    expect(stored.status).toBe('approved')
    // Staff cannot rewrite a decision either.
    const staffAgain = await refusal(
      decide(staff, round.id, { status: 'changes-requested', comment: 'x' }),
    )
    expect(staffAgain).toBeInstanceOf(ValidationError)
    expect(JSON.stringify((staffAgain as ValidationError).data)).toContain(
      messages.APPROVAL_NOT_PENDING,
    )
  })

  it('requesting changes needs a comment', async () => {
    const file = await uploadDeliverable()
    const round = await requestApproval(file.id)
    for (const comment of [undefined, '', '   ']) {
      const error = await refusal(
        decide(member, round.id, { status: 'changes-requested', comment }),
      )
      expect(error).toBeInstanceOf(ValidationError)
      expect(JSON.stringify((error as ValidationError).data)).toContain(
        messages.APPROVAL_COMMENT_REQUIRED,
      )
    }
    const decided = await decide(member, round.id, {
      status: 'changes-requested',
      comment: 'Make the logo bigger.',
    })
    expect(decided).toMatchObject({ status: 'changes-requested', comment: 'Make the logo bigger.' })
  })

  it('a viewer and a member of another organisation cannot decide; the other organisation cannot even read it', async () => {
    const file = await uploadDeliverable()
    const round = await requestApproval(file.id)

    expect(await refusal(decide(viewer, round.id, { status: 'approved' }))).toBeInstanceOf(
      Forbidden,
    )
    expect(await refusal(decide(otherMember, round.id, { status: 'approved' }))).toBeInstanceOf(
      Forbidden,
    )
    const seenByOther = await payload.find({
      collection: 'approvals',
      where: { id: { equals: round.id } },
      user: otherMember,
      overrideAccess: false,
    })
    expect(seenByOther.totalDocs).toBe(0)
    // The viewer reads it, as every member of the organisation does.
    const seenByViewer = await payload.findByID({
      collection: 'approvals',
      id: round.id,
      user: viewer,
      overrideAccess: false,
      depth: 0,
    })
    expect(seenByViewer.status).toBe('pending')

    // Clients never create or delete rounds.
    const created = await refusal(
      payload.create({
        collection: 'approvals',
        data: { file: file.id, status: 'approved' },
        user: member,
        overrideAccess: false,
      }),
    )
    expect(created).toBeInstanceOf(Forbidden)
    const deleted = await refusal(
      payload.delete({
        collection: 'approvals',
        id: round.id,
        user: member,
        overrideAccess: false,
      }),
    )
    expect(deleted).toBeInstanceOf(Forbidden)
    expect((await roundsOf(file.id)).map((r) => r.status)).toEqual(['pending'])
  })

  it('a client cannot set who decided, the version, the round or the file', async () => {
    const file = await uploadDeliverable()
    const otherFile = await uploadDeliverable()
    const round = await requestApproval(file.id)
    const decided = await decide(member, round.id, {
      status: 'approved',
      decidedBy: staff.id,
      decidedByName: 'The agency',
      decidedAt: '2020-01-01T00:00:00.000Z',
      fileVersion: { filename: 'forged.pdf', filesize: 1, version: 99 },
      round: 7,
      file: otherFile.id,
      dueDate: '2030-01-01T00:00:00.000Z',
    })
    expect(decided.decidedBy).toBe(member.id)
    expect(decided.decidedByName).toBe(member.name)
    expect(decided.decidedAt).not.toBe('2020-01-01T00:00:00.000Z')
    expect(decided.fileVersion).toMatchObject({ filename: file.filename, version: 1 })
    expect(decided.round).toBe(1)
    expect(decided.file).toBe(file.id)
    expect(decided.dueDate ?? null).toBeNull()

    // Nor may a client's update be anything but a decision.
    const other = await requestApproval(otherFile.id)
    const notADecision = await refusal(decide(member, other.id, { status: 'superseded' }))
    expect(notADecision).toBeInstanceOf(ValidationError)
  })

  it('replacing the file opens round 2 for the new version; round 1 keeps its decision and closes', async () => {
    const file = await uploadDeliverable()
    const first = await requestApproval(file.id, '2026-12-15T00:00:00.000Z')
    await decide(member, first.id, { status: 'changes-requested', comment: 'Darker blue, please.' })

    const replaced = await payload.update({
      collection: 'project-files',
      id: file.id,
      data: {},
      file: await pdf(`${tag('homepage-v2')}.pdf`, 'Homepage design, second draft, darker blue'),
      user: staff,
      overrideAccess: false,
    })
    expect(replaced.version).toBe(2)

    const rounds = await roundsOf(file.id)
    expect(rounds).toHaveLength(2)
    const [one, two] = rounds
    expect(one).toMatchObject({
      round: 1,
      status: 'changes-requested',
      comment: 'Darker blue, please.',
      decidedBy: member.id,
      fileVersion: { version: 1, filename: file.filename },
    })
    expect(two).toMatchObject({
      round: 2,
      status: 'pending',
      decidedBy: null,
      dueDate: '2026-12-15T00:00:00.000Z',
      fileVersion: { version: 2, filename: replaced.filename, filesize: replaced.filesize },
    })
    expect(replaced.filename).not.toBe(file.filename)

    // An update that keeps the stored file is not a new version.
    const untouched = await payload.update({
      collection: 'project-files',
      id: file.id,
      data: { version: 9 },
      user: staff,
      overrideAccess: false,
    })
    expect(untouched.version).toBe(2)
    expect(await roundsOf(file.id)).toHaveLength(2)

    // A new version while round 2 is still open supersedes it: only the newest can be decided.
    await payload.update({
      collection: 'project-files',
      id: file.id,
      data: {},
      file: await pdf(`${tag('homepage-v3')}.pdf`, 'Homepage design, third draft'),
      user: staff,
      overrideAccess: false,
    })
    const three = await roundsOf(file.id)
    expect(three.map((r) => `${r.round}:${r.status}:${r.fileVersion?.version}`)).toEqual([
      '1:changes-requested:1',
      '2:superseded:2',
      '3:pending:3',
    ])
    const stale = await refusal(decide(member, three[1]?.id ?? '', { status: 'approved' }))
    expect(stale).toBeInstanceOf(Forbidden)
    const approved = await decide(member, three[2]?.id ?? '', { status: 'approved' })
    expect(approved.fileVersion?.version).toBe(3)
  })
  it('erasure: one of several members leaves the decision without their name; a sole member takes the rounds with the files', async () => {
    const file = await uploadDeliverable()
    const round = await requestApproval(file.id)
    const leaving = await createUser({
      role: 'client',
      organisation: organisations[0],
      memberRole: 'member',
    })
    await decide(leaving, round.id, { status: 'approved' })
    // Erasure is an admin's (README: "Roles").
    await eraseSubjectData(payload, leaving.email, await createUser({ role: 'admin' }))
    const kept = await payload.findByID({
      collection: 'approvals',
      id: round.id,
      depth: 0,
      overrideAccess: true,
    })
    expect(kept).toMatchObject({
      status: 'approved',
      decidedBy: null,
      decidedByName: messages.APPROVAL_FORMER_MEMBER,
    })

    const organisationC = await createOrganisation()
    const sole = await createUser({
      role: 'client',
      organisation: organisationC,
      memberRole: 'owner',
    })
    const projectC = await payload.create({
      collection: 'projects',
      data: { name: tag('Project'), organisation: organisationC, status: 'planning', progress: 0 },
      overrideAccess: true,
    })
    const fileC = await payload.create({
      collection: 'project-files',
      data: { project: projectC.id, organisation: '' },
      file: await pdf(`${tag('brochure')}.pdf`, 'Brochure'),
      user: staff,
      overrideAccess: false,
    })
    const roundC = await requestApproval(fileC.id)
    await decide(sole, roundC.id, { status: 'changes-requested', comment: 'More contrast.' })
    await eraseSubjectData(payload, sole.email, await createUser({ role: 'admin' }))
    const left = await payload.count({
      collection: 'approvals',
      where: { or: [{ organisation: { equals: organisationC } }, { file: { equals: fileC.id } }] },
      overrideAccess: true,
    })
    expect(left.totalDocs).toBe(0)
    const files = await payload.count({
      collection: 'project-files',
      where: { id: { equals: fileC.id } },
      overrideAccess: true,
    })
    expect(files.totalDocs).toBe(0)
  })
})
