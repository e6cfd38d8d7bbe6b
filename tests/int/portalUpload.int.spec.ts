import fs from 'node:fs'
import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  handlePortalUpload,
  MAX_BODY_BYTES,
  type UploadResponseBody,
} from '@/features/portal/upload'
import { ProjectFiles } from '@/collections/ProjectFiles'
import { consumeUploadAttempt } from '@/services/rateLimit/uploads'
import { MAX_UPLOAD_BYTES, PORTAL_UPLOAD_RATE_LIMIT } from '@/validation/limits'
import * as messages from '@/validation/messages'

import { DEMO_CLIENT, SECOND_CLIENT, seedAdmin } from '../../seed/data/users'
import { first, idOf, required } from '../helpers/lists'
import { getTestPayload, loginToken } from '../helpers/payload'
import { makeCompoundFile, makeExecutable, makePdf, makePdfOfSize } from '../helpers/portalFiles'

/**
 * The portal's upload route (POST /portal-api/files) on a real Payload and Postgres: each of the
 * spec's refusals in its order, a spoofed type, double extensions, the exact size limit, and
 * nothing stored (no document, no file on disk) for any refusal.
 */

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
const uploadDir = (ProjectFiles.upload as { staticDir: string }).staticDir

describe('portal upload route', () => {
  let payload: Payload
  let tokenA: string
  let tokenB: string
  let tokenStaff: string
  let projectA: string
  let projectB: string
  const stored: string[] = []

  const projectOf = async (email: string) => {
    const { docs: found } = await payload.find({
      collection: 'users',
      where: { email: { equals: email } },
      depth: 0,
      overrideAccess: true,
    })
    const user = first(found, `the user ${email}`)
    const { docs } = await payload.find({
      collection: 'projects',
      where: { organisation: { equals: user.organisation as string } },
      overrideAccess: true,
      sort: 'createdAt',
    })
    return first(docs, `a project of ${email}`).id
  }

  beforeAll(async () => {
    payload = await getTestPayload()
    tokenA = await loginToken(payload, DEMO_CLIENT.email, DEMO_CLIENT.password)
    tokenB = await loginToken(payload, SECOND_CLIENT.email, SECOND_CLIENT.password)
    tokenStaff = await loginToken(payload, seedAdmin().email, seedAdmin().password)
    projectA = await projectOf(DEMO_CLIENT.email)
    projectB = await projectOf(SECOND_CLIENT.email)
  })

  afterAll(async () => {
    for (const id of stored)
      await payload
        .delete({ collection: 'project-files', id, overrideAccess: true })
        .catch(() => undefined)
  })

  type Upload = {
    bytes: Buffer
    name: string
    type: string
    project?: string
    token?: string | null
  }

  /** A browser-like multipart POST, with the session cookie the portal's sign-in sets. */
  const upload = async ({ bytes, name, type, project = projectA, token = tokenA }: Upload) => {
    const form = new FormData()
    form.set('project', project)
    form.set('file', new File([new Uint8Array(bytes)], name, { type }))
    const request = new Request('http://localhost:3000/portal-api/files', {
      method: 'POST',
      body: form,
      headers: {
        ...(token ? { cookie: `${payload.config.cookiePrefix}-token=${token}` } : {}),
        origin: payload.config.serverURL,
        'x-forwarded-for': '192.0.2.44',
        'user-agent': 'portal-upload-test',
      },
    })
    const response = await handlePortalUpload(payload, request)
    const body = (await response.json()) as UploadResponseBody
    if (body.ok) stored.push(body.data.id)
    return { status: response.status, body }
  }

  /** What a refusal must leave behind: nothing. */
  const snapshot = async () => ({
    docs: (await payload.count({ collection: 'project-files', overrideAccess: true })).totalDocs,
    files: fs.existsSync(uploadDir) ? fs.readdirSync(uploadDir).sort() : [],
  })

  const expectRefused = async (attempt: Upload, status: number, message: string) => {
    const before = await snapshot()
    const result = await upload(attempt)
    expect(result, attempt.name).toEqual({ status, body: { ok: false, message } })
    expect(await snapshot(), `${attempt.name} left nothing behind`).toEqual(before)
  }

  it('accepts a real PDF, stores it under the client with the sniffed type, and logs the upload', async () => {
    const pdf = await makePdf('Signed proposal')
    const name = `signed-proposal-${randomUUID().slice(0, 8)}.pdf`
    const before = await snapshot()
    const result = await upload({ bytes: pdf, name, type: 'application/pdf' })
    expect(result.status).toBe(201)
    expect(result.body).toMatchObject({ ok: true, data: { filename: name } })

    const after = await snapshot()
    expect(after.docs).toBe(before.docs + 1)
    expect(after.files).toContain(name)

    const { docs: files } = await payload.find({
      collection: 'project-files',
      where: { filename: { equals: name } },
      overrideAccess: true,
      depth: 0,
    })
    const doc = first(files, `the stored file ${name}`)
    expect(doc).toMatchObject({
      mimeType: 'application/pdf',
      filesize: pdf.length,
      project: projectA,
    })
    const { docs: users } = await payload.find({
      collection: 'users',
      where: { email: { equals: DEMO_CLIENT.email } },
      depth: 0,
      overrideAccess: true,
    })
    const owner = first(users, 'the demo client')
    expect(doc.organisation).toBe(owner.organisation)
    expect(doc.uploadedBy).toBe(owner.id)

    const { docs: events } = await payload.find({
      collection: 'security-events',
      where: { and: [{ type: { equals: 'upload-accepted' } }, { details: { like: name } }] },
      overrideAccess: true,
    })
    expect(events[0]).toMatchObject({
      email: 'de***@client.co.za',
      ip: '192.0.2.44',
      userAgent: 'portal-upload-test',
    })
  })

  it('accepts plain UTF-8 text, and a Word .doc only when the compound file really is one', async () => {
    const text = await upload({
      bytes: Buffer.from('Opening hours: 08:00–17:00\nDankie!\n'),
      name: `notes-${randomUUID().slice(0, 6)}.txt`,
      type: 'text/plain',
    })
    expect(text.status).toBe(201)
    const doc = await upload({
      bytes: makeCompoundFile({ word: true }),
      name: `brief-${randomUUID().slice(0, 6)}.doc`,
      type: 'application/msword',
    })
    expect(doc.status).toBe(201)
    await expectRefused(
      { bytes: makeCompoundFile({ word: false }), name: 'budget.doc', type: 'application/msword' },
      415,
      messages.FILE_TYPE_NOT_ALLOWED,
    )
  })

  it('checks in the spec’s order: type first, then size, then name', async () => {
    const oversized = MAX_UPLOAD_BYTES + 1
    // Wrong type AND too large AND executable name: the type is reported.
    await expectRefused(
      { bytes: makeExecutable(oversized), name: 'setup.exe', type: 'application/x-msdownload' },
      415,
      messages.FILE_TYPE_NOT_ALLOWED,
    )
    // Right type, too large, executable name: the size is reported.
    await expectRefused(
      { bytes: await makePdfOfSize(oversized), name: 'report.pdf.exe', type: 'application/pdf' },
      413,
      messages.FILE_TOO_LARGE,
    )
    // Right type and size, executable name: the name is reported.
    await expectRefused(
      { bytes: await makePdf(), name: 'report.pdf.exe', type: 'application/pdf' },
      422,
      messages.EXECUTABLE_NOT_ALLOWED,
    )
  })

  it('sniffs the real type: an executable renamed invoice.pdf and sent as application/pdf is refused', async () => {
    await expectRefused(
      { bytes: makeExecutable(), name: 'invoice.pdf', type: 'application/pdf' },
      415,
      messages.FILE_TYPE_NOT_ALLOWED,
    )
    await expectRefused(
      { bytes: makeExecutable(), name: 'notes.txt', type: 'text/plain' },
      415,
      messages.FILE_TYPE_NOT_ALLOWED,
    )
    // Binary that file-type cannot name is not text either.
    await expectRefused(
      {
        bytes: Buffer.from([0x00, 0x01, 0x02, 0xff, 0xfe, 0x00]),
        name: 'notes.txt',
        type: 'text/plain',
      },
      415,
      messages.FILE_TYPE_NOT_ALLOWED,
    )
    // A real PDF claiming to be a PNG by name is refused too: the name must match the content.
    await expectRefused(
      { bytes: await makePdf(), name: 'photo.png', type: 'image/png' },
      415,
      messages.FILE_TYPE_NOT_ALLOWED,
    )
    // And a browser type that lies does not get a bad file in.
    await expectRefused(
      { bytes: Buffer.from('MZ fake'), name: 'notes.txt', type: DOCX },
      415,
      messages.FILE_TYPE_NOT_ALLOWED,
    )
  })

  it('refuses double extensions that hide an executable, in either order', async () => {
    const pdf = await makePdf()
    await expectRefused(
      { bytes: pdf, name: 'invoice.exe.pdf', type: 'application/pdf' },
      422,
      messages.EXECUTABLE_NOT_ALLOWED,
    )
    await expectRefused(
      { bytes: pdf, name: 'invoice.pdf.scr', type: 'application/pdf' },
      422,
      messages.EXECUTABLE_NOT_ALLOWED,
    )
    await expectRefused(
      { bytes: pdf, name: 'invoice.pdf.exe. ', type: 'application/pdf' },
      422,
      messages.EXECUTABLE_NOT_ALLOWED,
    )
  })

  it('accepts exactly 10485760 bytes and refuses 10485761 with 413', async () => {
    const exact = await makePdfOfSize(MAX_UPLOAD_BYTES)
    expect(exact.length).toBe(10_485_760)
    const ok = await upload({
      bytes: exact,
      name: `exactly-10mb-${randomUUID().slice(0, 6)}.pdf`,
      type: 'application/pdf',
    })
    expect(ok.status).toBe(201)

    const over = await makePdfOfSize(MAX_UPLOAD_BYTES + 1)
    expect(over.length).toBe(10_485_761)
    await expectRefused(
      { bytes: over, name: 'one-byte-over.pdf', type: 'application/pdf' },
      413,
      messages.FILE_TOO_LARGE,
    )
  })

  it('refuses a larger body with 413 before reading it whole: by declared length and by counting', async () => {
    const before = await snapshot()
    const cookie = `${payload.config.cookiePrefix}-token=${tokenA}`
    const origin = payload.config.serverURL
    const big = new Uint8Array(MAX_BODY_BYTES + 1024)

    const declared = await handlePortalUpload(
      payload,
      new Request('http://localhost:3000/portal-api/files', {
        method: 'POST',
        body: big,
        headers: {
          cookie,
          origin,
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(big.byteLength),
        },
      }),
    )
    expect(declared.status).toBe(413)
    expect(await declared.json()).toEqual({ ok: false, message: messages.FILE_TOO_LARGE })

    // No Content-Length (a chunked body): the route counts as it reads and stops at the limit.
    let pulled = 0
    const chunk = new Uint8Array(1024 * 1024)
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += chunk.byteLength
        if (pulled > 50 * 1024 * 1024) controller.close()
        else controller.enqueue(chunk)
      },
    })
    const counted = await handlePortalUpload(
      payload,
      new Request('http://localhost:3000/portal-api/files', {
        method: 'POST',
        body: stream,
        duplex: 'half',
        headers: { cookie, origin, 'content-type': 'multipart/form-data; boundary=x' },
      } as RequestInit & { duplex: 'half' }),
    )
    expect(counted.status).toBe(413)
    expect(pulled).toBeLessThan(MAX_BODY_BYTES + 4 * chunk.byteLength)
    expect(await snapshot()).toEqual(before)
  })

  it('records each refusal as a security event with the reason', async () => {
    await upload({ bytes: makeExecutable(), name: 'payroll.pdf', type: 'application/pdf' })
    const { docs } = await payload.find({
      collection: 'security-events',
      where: {
        and: [{ type: { equals: 'upload-refused' } }, { details: { like: 'payroll.pdf' } }],
      },
      sort: '-createdAt',
      overrideAccess: true,
    })
    expect(docs[0]).toMatchObject({
      email: 'de***@client.co.za',
      ip: '192.0.2.44',
      details: `payroll.pdf: ${messages.FILE_TYPE_NOT_ALLOWED}`,
    })
  })

  it('refuses anonymous visitors (401), staff (403: the portal is for clients) and other clients’ projects (403)', async () => {
    const pdf = await makePdf()
    await expectRefused(
      { bytes: pdf, name: 'anon.pdf', type: 'application/pdf', token: null },
      401,
      messages.ACCESS_DENIED.description,
    )
    await expectRefused(
      { bytes: pdf, name: 'staff.pdf', type: 'application/pdf', token: tokenStaff },
      403,
      messages.ACCESS_DENIED.description,
    )
    await expectRefused(
      { bytes: pdf, name: 'intruder.pdf', type: 'application/pdf', project: projectB },
      403,
      messages.ACCESS_DENIED.description,
    )
    await expectRefused(
      {
        bytes: pdf,
        name: 'intruder.pdf',
        type: 'application/pdf',
        project: projectA,
        token: tokenB,
      },
      403,
      messages.ACCESS_DENIED.description,
    )
  })

  it('does not honour the session cookie on a cross-origin post (Payload’s csrf allowlist)', async () => {
    const form = new FormData()
    form.set('project', projectA)
    form.set(
      'file',
      new File([new Uint8Array(await makePdf())], 'csrf.pdf', { type: 'application/pdf' }),
    )
    const response = await handlePortalUpload(
      payload,
      new Request('http://localhost:3000/portal-api/files', {
        method: 'POST',
        body: form,
        headers: {
          cookie: `${payload.config.cookiePrefix}-token=${tokenA}`,
          origin: 'https://evil.example',
        },
      }),
    )
    expect(response.status).toBe(401)
  })

  it('limits how many uploads one client can attempt in an hour', async () => {
    const userId = randomUUID()
    for (let i = 0; i < PORTAL_UPLOAD_RATE_LIMIT.perHour; i++)
      expect((await consumeUploadAttempt(payload, userId)).allowed).toBe(true)
    expect(await consumeUploadAttempt(payload, userId)).toMatchObject({ allowed: false })
    expect((await consumeUploadAttempt(payload, randomUUID())).allowed).toBe(true)
  })

  it('runs the same gate for uploads made straight through the Local API as a client', async () => {
    const { docs: users } = await payload.find({
      collection: 'users',
      where: { email: { equals: DEMO_CLIENT.email } },
      depth: 0,
      overrideAccess: true,
    })
    const client = first(users, 'the demo client')
    const bytes = makeExecutable()
    const error = await payload
      .create({
        collection: 'project-files',
        data: {
          project: projectA,
          organisation: required(idOf(client.organisation), 'an organisation'),
        },
        file: { data: bytes, name: 'invoice.pdf', mimetype: 'application/pdf', size: bytes.length },
        user: { ...client, collection: 'users' },
        overrideAccess: false,
      })
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 415, message: messages.FILE_TYPE_NOT_ALLOWED })
  })
})
