import fs from 'node:fs'
import path from 'node:path'

import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type APIResponse,
} from '@playwright/test'
import pg from 'pg'

import * as messages from '@/validation/messages'
import { seedAdmin } from '../../seed/data/users'
import {
  callbackCases,
  enquiryCases,
  nulInEmail,
  nulInPassword,
  signInCases,
  slotTakenPair,
  type CaseContext,
  type JsonCase,
  type SignInCase,
} from '../helpers/hostileCases'
import { makeCompoundFile, makeExecutable, makePdf, makePdfOfSize } from '../helpers/portalFiles'
import { randomAddress, restLogin as signInOverRest } from '../helpers/e2e'
import { serverActionId } from '../helpers/serverActions'
import type { CapturedMail } from '../helpers/smtpServer'

/**
 * The hostile-input suite: hundreds of generated and hand-picked attacks (tests/helpers/hostileCases.ts)
 * on the enquiry, callback, sign-in and upload endpoints of the production server, over HTTP as an
 * attacker sends them. Every case must get a 4xx with the spec's message, or a clean success when
 * the input is valid once cleaned; never a 5xx. The last test reads the database and the mail the
 * SMTP catcher received: exactly the records the valid cases made, no markup in any of them, and
 * no email with an injected header or a second recipient.
 *
 * Cases run concurrently within each test (the server is the same; every case has its own email
 * and client address, so rate limits never mix them up). Results are written to files under
 * .tmp, so the final check works even if Playwright restarts the worker after a failure.
 */

const RUN = process.env.E2E_RUN_ID ?? `${Date.now().toString(36)}local`
const STATE_DIR = path.resolve('.tmp/hostile', RUN)
const CONCURRENCY = 6
const HOSTILE_PASSWORD = `Hostile-Suite-${RUN}-Passw0rd`

let counter = 0
const tag = () => `hx.${RUN}.${process.pid}x${(counter += 1)}`

// ---------------------------------------------------------------------------------------------
// Run state shared between tests (and worker restarts)

interface Setup {
  startedAt: string
  formToken: string
  adminToken: string
  uploader: { id: string; email: string; token: string }
  victim: { id: string; email: string }
  projectId: string
  foreignProjectId: string
}

interface Outcome {
  id: string
  form: 'enquiry' | 'callback' | 'upload'
  /** spam: a bot-flagged enquiry or callback, stored with status spam. */
  kind: 'created' | 'pretend' | 'spam' | 'refused'
  recordId?: string
  stored?: Record<string, string | null>
  /** For a refused upload: text its security-log entry must contain. */
  logged?: string
}

const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(file, 'utf8'))

function saveOutcomes(group: string, outcomes: Outcome[], count: number) {
  fs.mkdirSync(STATE_DIR, { recursive: true })
  fs.writeFileSync(path.join(STATE_DIR, `${group}.json`), JSON.stringify({ count, outcomes }))
}

function allOutcomes(): { counts: Record<string, number>; outcomes: Outcome[] } {
  const counts: Record<string, number> = {}
  const outcomes: Outcome[] = []
  for (const file of fs
    .readdirSync(STATE_DIR)
    .filter((f) => f.endsWith('.json') && f !== 'setup.json')) {
    const group = readJson(path.join(STATE_DIR, file)) as { count: number; outcomes: Outcome[] }
    counts[file.replace(/\.json$/, '')] = group.count
    outcomes.push(...group.outcomes)
  }
  return { counts, outcomes }
}

async function apiContext(): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL })
}

const restLogin = (request: APIRequestContext, email: string, password: string) =>
  signInOverRest(request, email, password, { 'x-forwarded-for': randomAddress() })

/** Two client accounts and a project of their own, made by the admin over REST; a form token aged past the minimum fill time. */
async function setup(): Promise<Setup> {
  const file = path.join(STATE_DIR, 'setup.json')
  if (fs.existsSync(file)) return readJson(file) as Setup
  const request = await apiContext()
  try {
    const startedAt = new Date(Date.now() - 1000).toISOString()
    const tokenResponse = await request.get('/forms/token')
    const { formToken } = (await tokenResponse.json()) as { formToken: string }
    const admin = seedAdmin()
    const adminToken = (await restLogin(request, admin.email, admin.password)).token
    const auth = { Authorization: `JWT ${adminToken}` }

    const created = async (res: Awaited<ReturnType<typeof request.post>>) => {
      expect(res.status(), await res.text()).toBe(201)
      return ((await res.json()) as { doc: { id: string } }).doc.id
    }
    /** Each client owns an organisation of their own, as a one-person client company. */
    const createUser = async (label: string) => {
      const email = `${label}.${RUN}@example.co.za`
      const organisation = await created(
        await request.post('/api/organisations', { headers: auth, data: { name: email } }),
      )
      const id = await created(
        await request.post('/api/users', {
          headers: auth,
          data: {
            email,
            password: HOSTILE_PASSWORD,
            name: 'Hostile Suite',
            role: 'client',
            organisation,
            memberRole: 'owner',
          },
        }),
      )
      return { id, email, organisation }
    }
    const uploader = await createUser('hx-uploader')
    const victim = await createUser('hx-victim')
    const createProject = async (organisation: string) =>
      created(
        await request.post('/api/projects', {
          headers: auth,
          data: { name: `Hostile suite ${RUN}`, organisation },
        }),
      )
    const projectId = await createProject(uploader.organisation)
    const foreignProjectId = await createProject(victim.organisation)
    const { token } = await restLogin(request, uploader.email, HOSTILE_PASSWORD)

    const wait = Number(formToken.split('.')[0]) + 3_300 - Date.now()
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    const state: Setup = {
      startedAt,
      formToken,
      adminToken,
      uploader: { ...uploader, token },
      victim,
      projectId,
      foreignProjectId,
    }
    fs.mkdirSync(STATE_DIR, { recursive: true })
    fs.writeFileSync(file, JSON.stringify(state))
    return state
  } finally {
    await request.dispose()
  }
}

/** Far-future weekday slots, a different block of days for each run. */
function slotAllocator(): () => { date: string; time: string } {
  let seed = 0
  for (const c of RUN) seed = (seed * 31 + c.charCodeAt(0)) % 100_000
  const day = new Date(Date.UTC(2060 + (seed % 30), 0, 1) + (seed % 200) * 86_400_000)
  let slot = 0
  return () => {
    if (slot === 16) {
      slot = 0
      day.setUTCDate(day.getUTCDate() + 1)
    }
    while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1)
    const minutes = 9 * 60 + slot * 30
    slot += 1
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
    return { date: day.toISOString().slice(0, 10), time }
  }
}

const nextSlot = slotAllocator()

function caseContext(formToken: string): CaseContext {
  return {
    email: () => `${tag()}@example.co.za`,
    tag,
    formToken,
    slot: nextSlot,
  }
}

async function inBatches<T>(
  items: readonly T[],
  limit: number,
  run: (item: T) => Promise<void>,
): Promise<void> {
  // One iterator shared by the workers: each item is taken by exactly one of them.
  const queue = items.values()
  const worker = async () => {
    for (const item of queue) await run(item)
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}

/** What no answer may ever show: a stack trace, SQL, or zod's wording for a wrong type. */
const LEAK =
  /expected \w+, received|\bat .+\.(?:js|ts):\d+|node_modules|duplicate key|syntax error|relation "|violates|stack/i

async function bodyOf(
  response: APIResponse,
): Promise<{ text: string; json: Record<string, unknown> | null }> {
  const text = await response.text()
  try {
    return { text, json: JSON.parse(text) as Record<string, unknown> }
  } catch {
    return { text, json: null }
  }
}

// ---------------------------------------------------------------------------------------------
// Enquiry and callback

async function runJsonCases(
  request: APIRequestContext,
  endpoint: string,
  form: 'enquiry' | 'callback',
  cases: readonly JsonCase[],
) {
  const outcomes: Outcome[] = []
  const ids = new Set<string>()
  for (const c of cases) {
    expect(ids.has(c.id), `duplicate case id ${c.id}`).toBe(false)
    ids.add(c.id)
  }

  const runCase = async (c: JsonCase) => {
    const headers: Record<string, string> = { 'x-forwarded-for': randomAddress(), ...c.headers }
    let response: APIResponse
    if (c.raw !== undefined) {
      if (c.contentType) headers['content-type'] = c.contentType
      response = await request.post(endpoint, { headers, data: c.raw })
    } else {
      response = await request.post(endpoint, { headers, data: c.body as Record<string, unknown> })
    }
    const status = response.status()
    const { text, json } = await bodyOf(response)
    const label = `${c.id} → ${status} ${text.slice(0, 300)}`
    expect.soft(status, label).toBeLessThan(500)
    expect.soft(text, label).not.toMatch(LEAK)
    const e = c.expect
    switch (e.kind) {
      case 'created':
      case 'pretend': {
        expect.soft(status, label).toBe(201)
        const recordId = (json?.data as { id?: string } | undefined)?.id
        expect.soft(typeof recordId, label).toBe('string')
        if (status === 201 && recordId) {
          // A bot-flagged enquiry or callback is held as spam (a callback without its slot).
          const kind = e.kind === 'pretend' ? 'spam' : e.kind
          outcomes.push({
            id: c.id,
            form,
            kind,
            recordId,
            stored: e.kind === 'created' ? e.stored : undefined,
          })
        }
        break
      }
      case 'field': {
        expect.soft(status, label).toBe(422)
        expect.soft(json?.message, label).toBe(messages.ENQUIRY_FAILED_FALLBACK)
        const first = (json?.fieldErrors as Record<string, string[]> | undefined)?.[e.field]?.[0]
        if (typeof e.message === 'string') expect.soft(first, label).toBe(e.message)
        else expect.soft(first, label).toMatch(e.message)
        break
      }
      case 'refused':
        expect.soft(status, label).toBe(e.status)
        expect.soft(json?.message, label).toBe(e.message)
        break
    }
    // A case that should have been refused but was stored is caught by the final check as well.
    if (status === 201 && e.kind !== 'created' && e.kind !== 'pretend') {
      const recordId = (json?.data as { id?: string } | undefined)?.id
      if (recordId) outcomes.push({ id: c.id, form, kind: 'refused', recordId })
    }
  }

  await inBatches(cases, CONCURRENCY, runCase)
  return outcomes
}

test.describe('hostile input', () => {
  test.describe.configure({ timeout: 180_000 })

  test('enquiry: every field attacked, each case refused with the spec message or stored clean', async ({
    request,
  }) => {
    const { formToken } = await setup()
    const cases = enquiryCases(caseContext(formToken))
    const outcomes = await runJsonCases(request, '/forms/enquiry', 'enquiry', cases)
    saveOutcomes('enquiry', outcomes, cases.length)
    test.info().annotations.push({ type: 'cases', description: `enquiry: ${cases.length}` })
    expect(cases.length).toBeGreaterThanOrEqual(250)
  })

  test('callback: every field attacked, each case refused with the spec message or stored clean', async ({
    request,
  }) => {
    const { formToken } = await setup()
    const ctx = caseContext(formToken)
    const cases = callbackCases(ctx)
    const outcomes = await runJsonCases(request, '/forms/callback', 'callback', cases)
    // One slot booked twice: the second must be refused, in order.
    const pair = slotTakenPair(ctx)
    for (const c of pair)
      outcomes.push(...(await runJsonCases(request, '/forms/callback', 'callback', [c])))
    saveOutcomes('callback', outcomes, cases.length + pair.length)
    test
      .info()
      .annotations.push({ type: 'cases', description: `callback: ${cases.length + pair.length}` })
    expect(cases.length).toBeGreaterThanOrEqual(150)
  })

  // -------------------------------------------------------------------------------------------
  // Sign-in

  test('REST login (/api/users/login): no hostile credential signs in or answers differently from a wrong password', async ({
    request,
  }) => {
    const { victim } = await setup()
    const baseline = await request.post('/api/users/login', {
      headers: { 'x-forwarded-for': randomAddress() },
      data: { email: `${tag()}@example.co.za`, password: 'wrong-password-123' },
    })
    const baselineBody: unknown = await baseline.json()
    expect(baseline.status()).toBe(401)

    const cases = signInCases(
      { email: victim.email, password: HOSTILE_PASSWORD.replace('Suite', 'Wrong') },
      tag,
    )
    await inBatches(cases, CONCURRENCY, async (c) => {
      const response = await request.post('/api/users/login', {
        headers: { 'x-forwarded-for': randomAddress() },
        data: c.body as Record<string, unknown>,
      })
      const { text, json } = await bodyOf(response)
      const label = `${c.id} → ${response.status()} ${text.slice(0, 300)}`
      expect.soft(response.status(), label).toBeLessThan(500)
      expect.soft(text, label).not.toMatch(LEAK)
      expect.soft(json?.token, label).toBeUndefined()
      expect.soft(response.headers()['set-cookie'] ?? '', label).not.toContain('payload-token=')
      expect.soft([400, 401], label).toContain(response.status())
      // A wrong credential of any shape answers exactly like a wrong password for an unknown email.
      if (response.status() === 401) expect.soft(json, label).toEqual(baselineBody)
      // Only a credential that is not a string at all is refused before the check (Payload's own
      // 'This field is required.'), and that says nothing of any account.
      if (response.status() === 400) {
        const errors = (json?.errors ?? []) as { message?: string }[]
        expect
          .soft(
            errors.map((e) => e.message),
            label,
          )
          .toEqual([expect.stringMatching(/^The following field is invalid: (email|password)$/)])
        expect.soft(text, label).not.toContain(victim.email)
      }
    })
    // The real password still works afterwards: nothing above locked or changed the account.
    const login = await request.post('/api/users/login', {
      headers: { 'x-forwarded-for': randomAddress() },
      data: { email: victim.email, password: HOSTILE_PASSWORD },
    })
    expect(login.status()).toBe(200)
    saveOutcomes('login-rest', [], cases.length + 2)
    test.info().annotations.push({ type: 'cases', description: `REST login: ${cases.length + 2}` })
  })

  test('portal sign-in action: every hostile credential gets the spec’s one failure message', async () => {
    const { victim, uploader } = await setup()
    const actionId = serverActionId('signInAction', 'portalAuth')
    const cases = signInCases(
      { email: victim.email, password: HOSTILE_PASSWORD.replace('Suite', 'Wrong') },
      tag,
    )
    cases.push(
      {
        id: 'spaces around the real email, wrong password',
        body: { email: `  ${victim.email}  `, password: 'x' },
      },
      { id: 'not an object', body: '<script>alert(1)</script>' },
      { id: 'null input', body: null },
      { id: 'an array', body: [victim.email, HOSTILE_PASSWORD] },
    )
    const request = await apiContext()
    try {
      await inBatches(cases, CONCURRENCY, async (c) => {
        const { status, result, text } = await callSignIn(request, actionId, c.body)
        const label = `${c.id} → ${status} ${text.slice(0, 300)}`
        expect.soft(status, label).toBeLessThan(500)
        expect.soft(text, label).not.toMatch(LEAK)
        expect
          .soft(result, label)
          .toEqual({ ok: false, message: messages.LOGIN_FAILED.description })
      })
      // A clean sign-in through the same door works, so the failures above are real refusals.
      const good = await callSignIn(request, actionId, {
        email: uploader.email,
        password: HOSTILE_PASSWORD,
      })
      // No second factor on this account: the portal opens without a second step.
      expect(good.result).toEqual({ ok: true, data: { name: 'Hostile Suite', secondStep: false } })
    } finally {
      await request.dispose()
    }
    saveOutcomes('login-action', [], cases.length + 1)
    test.info().annotations.push({
      type: 'cases',
      description: `portal sign-in action: ${cases.length + 1}`,
    })
  })

  test('NUL bytes in sign-in credentials are an ordinary failure, not a database error', async ({
    request,
  }) => {
    const { victim } = await setup()
    const actionId = serverActionId('signInAction', 'portalAuth')
    const cases: SignInCase[] = [nulInEmail(tag, HOSTILE_PASSWORD), nulInPassword(victim.email)]
    for (const c of cases) {
      const action = await callSignIn(request, actionId, c.body)
      expect
        .soft(action.result, `action ${c.id}: ${action.text}`)
        .toEqual({ ok: false, message: messages.LOGIN_FAILED.description })
    }
    const rest = await request.post('/api/users/login', {
      headers: { 'x-forwarded-for': randomAddress() },
      data: nulInPassword(victim.email).body as Record<string, unknown>,
    })
    expect(rest.status(), await rest.text()).toBe(401)
    saveOutcomes('login-nul', [], cases.length + 1)
  })

  test('REST login: a NUL byte in the email is an ordinary failure, not a database error', async ({
    request,
  }) => {
    const c = nulInEmail(tag, HOSTILE_PASSWORD)
    const rest = await request.post('/api/users/login', {
      headers: { 'x-forwarded-for': randomAddress() },
      data: c.body as Record<string, unknown>,
    })
    const text = await rest.text()
    saveOutcomes('login-nul-rest', [], 1)
    expect(text).not.toMatch(LEAK)
    expect(rest.status(), text).toBe(401)
  })

  // -------------------------------------------------------------------------------------------
  // Upload

  test('portal upload: spoofed types, hostile names, sizes and envelopes', async ({ request }) => {
    const { uploader, projectId, foreignProjectId } = await setup()
    const auth = { Authorization: `JWT ${uploader.token}`, 'x-forwarded-for': randomAddress() }
    const pdf = await makePdf('Hostile suite document')
    const html = Buffer.from(
      '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
    )
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>',
    )
    const exe = makeExecutable()
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    )
    const gifPolyglot = Buffer.concat([
      Buffer.from('GIF89a/*'),
      Buffer.alloc(16),
      Buffer.from('*/=1;alert(document.domain);//'),
    ])
    const pdfHtmlPolyglot = Buffer.from('%PDF-1.4\n<html><script>alert(1)</script></html>\n%%EOF')
    const zip = Buffer.from('504b0304140000000000', 'hex')
    const text = Buffer.from('Meeting notes: the launch moves to Friday.\n')

    type Upload = {
      id: string
      name: string
      mimeType: string
      buffer: Buffer
      expect: { status: number; message?: string; filename?: string }
      project?: string | null
      raw?: { body: Buffer | string; contentType: string }
      headers?: Record<string, string>
    }
    const ok = (filename: string) => ({ status: 201, filename })
    const typeRefused = { status: 415, message: messages.FILE_TYPE_NOT_ALLOWED }
    const executable = { status: 422, message: messages.EXECUTABLE_NOT_ALLOWED }
    const tooLarge = { status: 413, message: messages.FILE_TOO_LARGE }
    const u = (
      id: string,
      name: string,
      mimeType: string,
      buffer: Buffer,
      expectation: Upload['expect'],
      extra: Partial<Upload> = {},
    ): Upload => ({
      id,
      name,
      mimeType,
      buffer,
      expect: expectation,
      ...extra,
    })
    // Unique to the run, so the security log's entry for each refusal can be found.
    const n = () => `hx${RUN}${(counter += 1)}`

    const uploads: Upload[] = []
    const ids: Record<string, string> = {}
    const named = (id: string) =>
      (ids[id] = `${n()}-${id.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}`)

    // Real files of each kind are accepted.
    uploads.push(
      u(
        'a real PDF',
        `${named('real-pdf')}.pdf`,
        'application/pdf',
        pdf,
        ok(`${ids['real-pdf']}.pdf`),
      ),
    )
    uploads.push(
      u('a real PNG', `${named('real-png')}.png`, 'image/png', png, ok(`${ids['real-png']}.png`)),
    )
    uploads.push(
      u('plain text', `${named('notes')}.txt`, 'text/plain', text, ok(`${ids['notes']}.txt`)),
    )
    uploads.push(
      u(
        'a PDF claiming image/png',
        `${named('claims-png')}.pdf`,
        'image/png',
        pdf,
        ok(`${ids['claims-png']}.pdf`),
      ),
    )
    uploads.push(
      u(
        'a PDF claiming text/html',
        `${named('claims-html')}.pdf`,
        'text/html',
        pdf,
        ok(`${ids['claims-html']}.pdf`),
      ),
    )
    uploads.push(
      u('capital extension', `${named('caps')}.PDF`, 'application/pdf', pdf, { status: 201 }),
    )
    uploads.push(
      u(
        'folders in the name are dropped',
        `../../../etc/${named('traversal')}.pdf`,
        'application/pdf',
        pdf,
        ok(`${ids['traversal']}.pdf`),
      ),
    )
    uploads.push(
      u(
        'Windows folders in the name',
        `..\\..\\${named('win-traversal')}.pdf`,
        'application/pdf',
        pdf,
        ok(`${ids['win-traversal']}.pdf`),
      ),
    )
    uploads.push(
      u(
        'zero-width and RTL in the name',
        `${named('hidden')}\u200B\u202C.pdf`,
        'application/pdf',
        pdf,
        ok(`${ids['hidden']}.pdf`),
      ),
    )
    uploads.push(
      u(
        'exactly 10 MB',
        `${named('ten-mb')}.pdf`,
        'application/pdf',
        await makePdfOfSize(10_485_760),
        ok(`${ids['ten-mb']}.pdf`),
      ),
    )
    // Spoofed types: the bytes decide, never the name or the claimed type.
    uploads.push(
      u('an EXE renamed .pdf', `${n()}-invoice.pdf`, 'application/pdf', exe, typeRefused),
    )
    uploads.push(u('an EXE renamed .png', `${n()}-photo.png`, 'image/png', exe, typeRefused))
    uploads.push(u('an EXE renamed .txt', `${n()}-readme.txt`, 'text/plain', exe, typeRefused))
    uploads.push(
      u(
        'an EXE renamed .docx',
        `${n()}-brief.docx`,
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        exe,
        typeRefused,
      ),
    )
    uploads.push(u('HTML renamed .pdf', `${n()}-invoice.pdf`, 'application/pdf', html, typeRefused))
    uploads.push(u('HTML renamed .png', `${n()}-image.png`, 'image/png', html, typeRefused))
    uploads.push(u('HTML as text/html', `${n()}-page.html`, 'text/html', html, typeRefused))
    uploads.push(u('SVG with script', `${n()}-logo.svg`, 'image/svg+xml', svg, typeRefused))
    uploads.push(u('SVG renamed .png', `${n()}-logo.png`, 'image/png', svg, typeRefused))
    uploads.push(u('a PDF renamed .png', `${n()}-scan.png`, 'image/png', pdf, typeRefused))
    uploads.push(u('a PNG renamed .pdf', `${n()}-scan.pdf`, 'application/pdf', png, typeRefused))
    uploads.push(
      u(
        'a ZIP renamed .docx',
        `${n()}-brief.docx`,
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        zip,
        typeRefused,
      ),
    )
    uploads.push(
      u(
        'an Excel-style compound file renamed .doc',
        `${n()}-sheet.doc`,
        'application/msword',
        makeCompoundFile({ word: false }),
        typeRefused,
      ),
    )
    uploads.push(
      u(
        'a PDF/HTML polyglot without a PDF body',
        `${n()}-poly.pdf`,
        'application/pdf',
        pdfHtmlPolyglot,
        typeRefused,
      ),
    )
    uploads.push(
      u('a GIF/JS polyglot renamed .js', `${n()}-poly.js`, 'image/gif', gifPolyglot, executable),
    )
    uploads.push(
      u(
        'a GIF/JS polyglot renamed .pdf',
        `${n()}-poly.pdf`,
        'application/pdf',
        gifPolyglot,
        typeRefused,
      ),
    )
    uploads.push(
      u(
        'NUL bytes in a .txt',
        `${n()}-binary.txt`,
        'text/plain',
        Buffer.from('text\u0000\u0000more'),
        typeRefused,
      ),
    )
    // Names: any executable segment is refused, however it is hidden.
    uploads.push(
      u('double extension .pdf.exe', `${n()}-report.pdf.exe`, 'application/pdf', pdf, executable),
    )
    uploads.push(
      u('double extension .exe.pdf', `${n()}-report.exe.pdf`, 'application/pdf', pdf, executable),
    )
    uploads.push(
      u(
        'trailing dots and spaces',
        `${n()}-report.pdf.exe. . `,
        'application/pdf',
        pdf,
        executable,
      ),
    )
    uploads.push(
      u(
        'RTL override hides .exe',
        `${n()}-invoice\u202Efdp.exe`,
        'application/pdf',
        pdf,
        executable,
      ),
    )
    uploads.push(
      u('NUL byte before .exe', `${n()}-report.pdf\u0000.exe`, 'application/pdf', pdf, executable),
    )
    for (const ext of ['bat', 'cmd', 'com', 'pif', 'scr', 'vbs', 'js', 'EXE', 'Js']) {
      uploads.push(
        u(`.${ext} extension`, `${n()}-file.pdf.${ext}`, 'application/pdf', pdf, executable),
      )
    }
    uploads.push(u('no extension', `${n()}-document`, 'application/pdf', pdf, typeRefused))
    uploads.push(
      u('markup in the name', `${n()}<img src=x onerror=alert(1)>.pdf`, 'application/pdf', pdf, {
        status: 201,
      }),
    )
    uploads.push(
      u('script in the name', `${n()}<script>alert(1)</script>.pdf`, 'application/pdf', pdf, {
        status: 201,
      }),
    )
    // Size and envelope.
    uploads.push(
      u(
        '10 MB plus one byte',
        `${n()}-big.pdf`,
        'application/pdf',
        await makePdfOfSize(10_485_761),
        tooLarge,
      ),
    )
    uploads.push(
      u(
        'empty file',
        `${named('empty')}.txt`,
        'text/plain',
        Buffer.alloc(0),
        ok(`${ids['empty']}.txt`),
      ),
    )
    uploads.push(
      u(
        'no project',
        `${n()}-a.pdf`,
        'application/pdf',
        pdf,
        { status: 400, message: messages.FILE_TYPE_NOT_ALLOWED },
        { project: null },
      ),
    )
    uploads.push(
      u(
        'another client’s project',
        `${n()}-a.pdf`,
        'application/pdf',
        pdf,
        { status: 403, message: messages.ACCESS_DENIED.description },
        { project: foreignProjectId },
      ),
    )
    const denied = { status: 403, message: messages.ACCESS_DENIED.description }
    uploads.push(
      u('markup as the project id', `${n()}-a.pdf`, 'application/pdf', pdf, denied, {
        project: '<script>alert(1)</script>',
      }),
    )
    uploads.push(
      u('SQL as the project id', `${n()}-a.pdf`, 'application/pdf', pdf, denied, {
        project: "' OR '1'='1",
      }),
    )
    uploads.push(
      u('a project id that does not exist', `${n()}-a.pdf`, 'application/pdf', pdf, denied, {
        project: '00000000-0000-4000-8000-000000000000',
      }),
    )
    uploads.push(
      u(
        'JSON instead of multipart',
        'x',
        'x',
        pdf,
        { status: 400, message: messages.FILE_TYPE_NOT_ALLOWED },
        {
          raw: {
            body: JSON.stringify({ project: projectId, file: pdf.toString('base64') }),
            contentType: 'application/json',
          },
        },
      ),
    )
    uploads.push(
      u(
        'broken multipart',
        'x',
        'x',
        pdf,
        { status: 400, message: messages.FILE_TYPE_NOT_ALLOWED },
        {
          raw: {
            body: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nno end',
            contentType: 'multipart/form-data; boundary=x',
          },
        },
      ),
    )
    uploads.push(
      u('12 MB body', 'x', 'x', pdf, tooLarge, {
        raw: {
          body: Buffer.alloc(12 * 1024 * 1024, 0x41),
          contentType: 'multipart/form-data; boundary=x',
        },
      }),
    )
    uploads.push(
      u(
        'no session',
        `${n()}-a.pdf`,
        'application/pdf',
        pdf,
        { status: 401, message: messages.ACCESS_DENIED.description },
        { headers: { Authorization: '' } },
      ),
    )
    uploads.push(
      u(
        'forged session token',
        `${n()}-a.pdf`,
        'application/pdf',
        pdf,
        { status: 401, message: messages.ACCESS_DENIED.description },
        {
          headers: { Authorization: `JWT ${uploader.token.slice(0, -4)}AAAA` },
        },
      ),
    )

    const outcomes: Outcome[] = []
    await inBatches(uploads, 3, async (c) => {
      const headers = { ...auth, ...c.headers }
      const response = c.raw
        ? await request.post('/portal-api/files', {
            headers: { ...headers, 'content-type': c.raw.contentType },
            data: c.raw.body,
          })
        : await request.post('/portal-api/files', {
            headers,
            multipart: {
              file: { name: c.name, mimeType: c.mimeType, buffer: c.buffer },
              ...(c.project === null ? {} : { project: c.project ?? projectId }),
            },
          })
      const { text: body, json } = await bodyOf(response)
      const label = `upload ${c.id} → ${response.status()} ${body.slice(0, 300)}`
      expect.soft(response.status(), label).toBeLessThan(500)
      expect.soft(body, label).not.toMatch(LEAK)
      expect.soft(response.status(), label).toBe(c.expect.status)
      if (c.expect.message) expect.soft(json?.message, label).toBe(c.expect.message)
      const data = json?.data as { id?: string; filename?: string } | undefined
      // Every refusal of the file itself is in the security log, whatever its name holds.
      if ([413, 415, 422].includes(c.expect.status) && !c.raw) {
        outcomes.push({
          id: c.id,
          form: 'upload',
          kind: 'refused',
          logged: c.name.slice(0, c.name.indexOf('-') + 1),
        })
      }
      if (response.status() === 201 && data?.id) {
        outcomes.push({
          id: c.id,
          form: 'upload',
          kind: c.expect.status === 201 ? 'created' : 'refused',
          recordId: data.id,
        })
        if (c.expect.filename) expect.soft(data.filename, label).toBe(c.expect.filename)
        expect
          .soft(data.filename ?? '', label)
          .not.toMatch(/[<>\u0000-\u001F\u202A-\u202E\u200B-\u200D]/)
      }
    })

    // A stored file is always downloaded, never rendered: even plain text full of markup.
    const markupText = await request.post('/portal-api/files', {
      headers: auth,
      multipart: {
        file: { name: `${n()}-markup.txt`, mimeType: 'text/html', buffer: html },
        project: projectId,
      },
    })
    expect(markupText.status()).toBe(201)
    const stored = ((await markupText.json()) as { data: { id: string; filename: string } }).data
    outcomes.push({ id: 'markup in a .txt', form: 'upload', kind: 'created', recordId: stored.id })
    const download = await request.get(
      `/api/project-files/file/${encodeURIComponent(stored.filename)}`,
      { headers: auth },
    )
    expect(download.status()).toBe(200)
    expect(download.headers()['content-type']).toMatch(/^text\/plain/)
    expect(download.headers()['content-disposition']).toMatch(/^attachment/)
    expect(download.headers()['x-content-type-options']).toBe('nosniff')
    expect(download.headers()['content-security-policy']).toContain('sandbox')

    saveOutcomes('upload', outcomes, uploads.length + 1)
    test.info().annotations.push({ type: 'cases', description: `upload: ${uploads.length + 1}` })
  })

  // -------------------------------------------------------------------------------------------
  // The whole run

  test('the database holds exactly what the valid cases created, with no markup, and every email is clean', async () => {
    test.setTimeout(150_000)
    const setupState = await setup()
    const { counts, outcomes } = allOutcomes()
    const total = Object.values(counts).reduce((sum, n) => sum + n, 0)
    test
      .info()
      .annotations.push({ type: 'cases', description: `${JSON.stringify(counts)} total ${total}` })
    console.log(`hostile-input cases: ${JSON.stringify(counts)}, total ${total}`)
    expect(total).toBeGreaterThanOrEqual(300)

    const databaseUrl = process.env.DATABASE_URL
    expect(databaseUrl, 'scripts/e2e.ts passes the test database to Playwright').toBeTruthy()
    const db = new pg.Client({ connectionString: databaseUrl })
    await db.connect()
    try {
      // Leads: every record of the run is one a valid case created, and each valid case made one.
      const leadOutcomes = outcomes.filter((o) => o.form !== 'upload')
      const expectedLeads = new Map(
        leadOutcomes
          .filter((o) => o.kind === 'created' || o.kind === 'spam')
          .map((o) => [o.recordId, o]),
      )
      const notStored = leadOutcomes
        .filter((o) => o.kind !== 'created' && o.kind !== 'spam')
        .map((o) => o.recordId)
      /** A stored lead: the columns read by name here, and every column for the markup check. */
      type LeadRow = Record<string, unknown> & {
        id: string
        table: string
        email: string
        name: string
      }
      const rows: LeadRow[] = []
      for (const table of ['enquiries', 'callbacks']) {
        const result = await db.query<LeadRow>(
          `SELECT *, '${table}' AS "table" FROM ${table} WHERE created_at >= $1 OR email LIKE $2`,
          [setupState.startedAt, `%${RUN}%`],
        )
        rows.push(...result.rows)
      }
      const workers = test.info().config.workers
      // With one worker nothing else writes leads while this file runs, so every new lead is ours.
      const ours = workers === 1 ? rows : rows.filter((row) => row.email.includes(RUN))
      const storedIds = new Set(ours.map((row) => row.id))
      const unexpected = ours
        .filter((row) => !expectedLeads.has(row.id))
        .map((row) => `${row.table} ${row.email} ${row.name}`)
      expect(unexpected, 'records no valid case created').toEqual([])
      const missing = [...expectedLeads.values()]
        .filter((o) => !storedIds.has(o.recordId ?? ''))
        .map((o) => o.id)
      expect(missing, 'valid cases whose record is missing').toEqual([])
      expect(
        notStored.filter((id) => id && storedIds.has(id)),
        'refused or bot cases that were stored',
      ).toEqual([])

      const markup =
        /[<>]|(?:java|vb)script\s*:|data\s*:(?!\d)|[\u0000-\u0008\u000B-\u001F\u202A-\u202E\u2066-\u2069\u200B-\u200D\uFEFF]/i
      for (const row of ours) {
        const outcome = expectedLeads.get(row.id)
        for (const [columnName, value] of Object.entries(row)) {
          if (typeof value === 'string')
            expect.soft(value, `${outcome?.id}: ${columnName}`).not.toMatch(markup)
        }
        for (const [columnName, value] of Object.entries(outcome?.stored ?? {})) {
          expect.soft(row[columnName] ?? null, `${outcome?.id}: stored ${columnName}`).toBe(value)
        }
        expect
          .soft(row.status, `${outcome?.id}: status`)
          .toBe(outcome?.kind === 'spam' ? 'spam' : 'new')
        expect.soft(row.staff_notes, `${outcome?.id}: staff notes`).toBeNull()
      }

      // Uploads: exactly the accepted files, under clean names.
      const files = await db.query<{ id: string; filename: string | null }>(
        'SELECT id, filename, mime_type FROM project_files WHERE uploaded_by_id = $1',
        [setupState.uploader.id],
      )
      const acceptedUploads = outcomes
        .filter((o) => o.form === 'upload' && o.kind === 'created')
        .map((o) => o.recordId)
      expect(files.rows.map((row) => row.id).sort()).toEqual([...acceptedUploads].sort())
      for (const row of files.rows)
        expect.soft(String(row.filename)).not.toMatch(/[<>\u0000-\u001F\u202A-\u202E\u200B-\u200D]/)
      const events = await db.query<{ details: string | null }>(
        "SELECT details FROM security_events WHERE type = 'upload-refused' AND user_id = $1",
        [setupState.uploader.id],
      )
      const details = events.rows.map((row) => String(row.details))
      for (const outcome of outcomes.filter((o) => o.logged)) {
        expect
          .soft(
            details.some((d) => d.includes(outcome.logged as string)),
            `security log entry for upload ${outcome.id}`,
          )
          .toBe(true)
      }

      // Mail: every lead sends a notification and an acknowledgement, once, to one recipient each,
      // with no header a visitor put there. Spam sends nothing until staff release it.
      const mailDir = process.env.E2E_MAIL_DIR
      test.skip(!mailDir, 'only the full e2e run (scripts/e2e.ts) starts an SMTP catcher')
      const leadEmails = ours
        .filter((row) => row.status !== 'spam')
        .map((row) => row.email.toLowerCase())
      const expectedMails = leadEmails.length * 2
      const allRunMails = () =>
        fs
          .readdirSync(mailDir as string)
          .map((file) => readJson(path.join(mailDir as string, file)) as CapturedMail)
          .filter((mail) => mail.raw.includes(RUN) || mail.to.some((to) => to.includes(RUN)))
      // A client's upload tells the agency (portal notifications), naming the suite's project.
      const isPortalMail = (mail: { raw: string }) => mail.raw.includes(`Hostile suite ${RUN}`)
      const runMails = () => allRunMails().filter((mail) => !isPortalMail(mail))
      await expect
        .poll(() => runMails().length, { timeout: 120_000, intervals: [1000] })
        .toBeGreaterThanOrEqual(expectedMails)
      await expect
        .poll(() => allRunMails().filter(isPortalMail).length, { timeout: 60_000 })
        .toBeGreaterThanOrEqual(acceptedUploads.length)
      await new Promise((resolve) => setTimeout(resolve, 2000))
      const mails = runMails()
      expect(mails.length, 'no email sent twice or for a refused case').toBe(expectedMails)
      expect(
        allRunMails().filter(isPortalMail).length,
        'each accepted upload told the agency once, and no refused one',
      ).toBe(acceptedUploads.length)

      const allowedHeaders = new Set([
        'from',
        'to',
        'reply-to',
        'subject',
        'message-id',
        'date',
        'mime-version',
        'content-type',
        'content-transfer-encoding',
      ])
      const perAddress = new Map<string, number>()
      for (const mail of mails) {
        expect.soft(mail.to, 'one recipient per email').toHaveLength(1)
        expect.soft(mail.to.join(','), 'no injected recipient').not.toContain('evil.example')
        const [rawHead = ''] = mail.raw.split(/\r?\n\r?\n/)
        const head = rawHead.replace(/\r?\n[ \t]+/g, ' ')
        const headers = head.split(/\r?\n/).map((line) => ({
          name: line.slice(0, line.indexOf(':')).toLowerCase(),
          value: line.slice(line.indexOf(':') + 1).trim(),
        }))
        const names = headers.map((header) => header.name)
        for (const name of names)
          expect
            .soft(allowedHeaders.has(name), `unexpected header "${name}" in\n${head}`)
            .toBe(true)
        for (const name of ['from', 'to', 'subject'])
          expect
            .soft(
              names.filter((x) => x === name),
              `${name} once`,
            )
            .toHaveLength(1)
        expect
          .soft(head, 'no visitor text became a header')
          .not.toMatch(/evil\.example|X-Injected/i)
        const replyTo = headers
          .find((header) => header.name === 'reply-to')
          ?.value.replace(/^<|>$/g, '')
          .toLowerCase()
        const address = leadEmails.find(
          (email) => mail.to[0]?.toLowerCase() === email || replyTo === email,
        )
        if (address) perAddress.set(address, (perAddress.get(address) ?? 0) + 1)
      }
      const notTwice = leadEmails.filter((email) => perAddress.get(email) !== 2)
      expect(notTwice, 'leads without exactly one notification and one acknowledgement').toEqual([])
    } finally {
      await db.end()
    }
  })
})

// ---------------------------------------------------------------------------------------------
// The portal's sign-in server action, called as the browser calls it

async function callSignIn(
  request: APIRequestContext,
  actionId: string,
  input: unknown,
): Promise<{ status: number; text: string; result: unknown }> {
  const response = await request.post('/client-portal', {
    headers: {
      'Next-Action': actionId,
      Accept: 'text/x-component',
      'Content-Type': 'text/plain;charset=UTF-8',
      Origin: test.info().project.use.baseURL ?? '',
      'x-forwarded-for': randomAddress(),
    },
    data: JSON.stringify([input]),
  })
  const text = await response.text()
  // The RSC stream carries the action's return value as one JSON row: '1:{"ok":false,...}'.
  const row = text.split('\n').find((line) => /^[0-9a-f]+:\{"ok":/.test(line))
  return {
    status: response.status(),
    text,
    result: row ? JSON.parse(row.slice(row.indexOf(':') + 1)) : undefined,
  }
}
