import { randomUUID } from 'node:crypto'

import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import type { Message, Project, SecurityEvent, User } from '@/payload-types'
import * as messages from '@/validation/messages'
import { DEMO_CLIENT, SECOND_CLIENT, seedAdmin } from '../../seed/data/users'
import { first, required } from '../helpers/lists'
import type { GraphqlAnswer, MeAnswer, PaginatedDocs } from '../helpers/payloadAnswers'
import { PORTAL_COLLECTIONS } from '../helpers/portalCollections'
import { makeExecutable, makePdf, makePdfOfSize } from '../helpers/portalFiles'
import { E2E_BASE_URL } from '../helpers/testEnv'
import { jwtAuth as auth, restLogin, signInThroughPortal } from '../helpers/e2e'

/**
 * The client portal end to end: the spec's screens and messages, sessions on Payload's HTTP-only
 * cookie, each client's own data, uploads, feedback reaching the admin, and the REST and GraphQL
 * half of the access matrix (the Local API half is tests/int/portalAccess.int.spec.ts).
 * Records made here have unique names, so runs and other specs do not get in each other's way.
 */

const PORTAL = '/client-portal'
const FLEET = 'Fleet Tracking Dashboard'
const ECOMMERCE = 'E-commerce Website'
const unique = () => randomUUID().slice(0, 8)
/** A seeded file's link; Payload appends '-1', '-2'... when the uploads folder already holds the name. */
const seeded = (base: string, ext: string) => new RegExp(`^${base}(-\\d+)?\\.${ext}$`)

async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([])
}

/** A token for the REST and GraphQL checks, sent as `Authorization: JWT`. */
const apiToken = async (request: APIRequestContext, email: string, password: string) =>
  (await restLogin(request, email, password)).token

test.describe('client portal', () => {
  test('the sign-in card: accessible, required fields, and one failure message', async ({
    page,
  }) => {
    await page.goto(PORTAL)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Client Portal Access' }),
    ).toBeVisible()
    await expectAccessible(page)

    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByText(messages.FIELD_REQUIRED)).toHaveCount(2)

    await page.getByLabel('Email Address').fill(`nobody-${unique()}@example.co.za`)
    await page.getByLabel('Password').fill('not-a-password')
    await page.getByRole('button', { name: 'Sign In' }).click()
    const toast = page.getByRole('alert').filter({ hasText: messages.LOGIN_FAILED.title })
    await expect(toast).toContainText(messages.LOGIN_FAILED.description)
    await expect(page.getByRole('heading', { name: 'Client Portal Access' })).toBeVisible()
  })

  test('signs in, keeps the session on reload, and every tab shows only the client’s own work', async ({
    page,
    context,
  }) => {
    await signInThroughPortal(page, DEMO_CLIENT.email, DEMO_CLIENT.password)
    const toast = page.getByRole('status').filter({ hasText: messages.LOGIN_SUCCESSFUL.title })
    await expect(toast).toContainText(messages.LOGIN_SUCCESSFUL.description)
    await expect(
      page.getByRole('heading', { level: 1, name: `Welcome back, ${DEMO_CLIENT.name}` }),
    ).toBeVisible()

    // The session is an HTTP-only cookie; nothing lives in the page's storage.
    const cookie = (await context.cookies()).find((c) => c.name === 'payload-token')
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
    const stored = await page.evaluate(() =>
      JSON.stringify([Object.entries(localStorage), Object.entries(sessionStorage)]),
    )
    expect(stored).not.toContain(cookie?.value ?? 'no-cookie')
    expect(await page.evaluate(() => document.cookie)).not.toContain('payload-token')

    await page.reload()
    await expect(
      page.getByRole('heading', { level: 1, name: `Welcome back, ${DEMO_CLIENT.name}` }),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible()

    const projects = page.getByRole('region', { name: 'Your Projects' })
    await expect(projects.getByRole('heading', { name: ECOMMERCE })).toBeVisible()
    await expect(projects.getByText('In Progress')).toBeVisible()
    await expect(
      projects.getByRole('progressbar', { name: `${ECOMMERCE} progress` }),
    ).toHaveAttribute('aria-valuenow', '75')
    await expect(page.getByText(FLEET)).toHaveCount(0)
    await expectAccessible(page)

    const tabs = page.getByRole('tablist', { name: 'Client portal sections' })
    // A tab may carry a count of what is new since the member last opened it.
    await expect(tabs.getByRole('tab')).toHaveText([
      'Overview',
      /^Files( \d+ new)?$/,
      /^Messages( \d+ new)?$/,
      /^Approvals( \d+ waiting)?$/,
      'Feedback',
    ])

    await expect(
      page.getByRole('tabpanel').getByRole('heading', { name: 'Project Overview' }),
    ).toBeVisible()

    await tabs.getByRole('tab', { name: 'Files' }).click()
    const files = page.getByRole('list', { name: 'Your files' })
    await expect(files.getByRole('link', { name: seeded('project-brief', 'pdf') })).toBeVisible()
    await expect(
      files.getByRole('link', { name: seeded('dashboard-requirements', 'pdf') }),
    ).toHaveCount(0)
    await expectAccessible(page)

    await tabs.getByRole('tab', { name: 'Messages' }).click()
    await expect(page.getByText(/product catalogue and checkout are now live/)).toBeVisible()
    await expect(page.getByText(/live map is connected to the tracking units/)).toHaveCount(0)
    await expectAccessible(page)

    await tabs.getByRole('tab', { name: 'Feedback' }).click()
    await expect(page.getByText(/"Add to cart" button more prominent/)).toBeVisible()
    await expectAccessible(page)
  })

  test('the second client sees their own project and none of the demo client’s', async ({
    page,
  }) => {
    await signInThroughPortal(page, SECOND_CLIENT.email, SECOND_CLIENT.password)
    await expect(
      page.getByRole('heading', { level: 1, name: `Welcome back, ${SECOND_CLIENT.name}` }),
    ).toBeVisible()
    await expect(
      page.getByRole('region', { name: 'Your Projects' }).getByRole('heading', { name: FLEET }),
    ).toBeVisible()
    await expect(page.getByText(ECOMMERCE)).toHaveCount(0)
    await page.getByRole('tab', { name: 'Files' }).click()
    await expect(
      page.getByRole('link', { name: seeded('dashboard-requirements', 'pdf') }),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: seeded('project-brief', 'pdf') })).toHaveCount(0)
  })

  test('uploads a file that then appears in the list, refuses a disguised executable, and deletes the upload', async ({
    page,
  }) => {
    await signInThroughPortal(page, DEMO_CLIENT.email, DEMO_CLIENT.password)
    await page.getByRole('tab', { name: 'Files' }).click()

    const name = `signed-quote-${unique()}.pdf`
    await page
      .getByLabel('Choose a file')
      .setInputFiles({ name, mimeType: 'application/pdf', buffer: await makePdf('Signed quote') })
    await page.getByRole('button', { name: 'Upload File' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: messages.FILE_UPLOADED_TITLE }),
    ).toContainText(name)
    const row = page
      .getByRole('list', { name: 'Your files' })
      .getByRole('listitem')
      .filter({ hasText: name })
    await expect(row.getByRole('link', { name })).toBeVisible()

    // The download is a download, served with download-only headers.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('link', { name }).click(),
    ])
    expect(download.suggestedFilename()).toBe(name)
    const href = await row.getByRole('link', { name }).getAttribute('href')
    // What the browser sends with a same-origin request; Payload needs it to honour the cookie.
    const served = await page.request.get(href ?? '', {
      headers: { 'Sec-Fetch-Site': 'same-origin' },
    })
    expect(served.status()).toBe(200)
    expect(served.headers()).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': 'attachment',
      'x-content-type-options': 'nosniff',
    })
    expect(served.headers()['content-security-policy']).toContain('sandbox')

    // An executable renamed to .pdf passes the browser's check (its claimed type) but not the server's.
    await page.getByLabel('Choose a file').setInputFiles({
      name: `invoice-${unique()}.pdf`,
      mimeType: 'application/pdf',
      buffer: makeExecutable(),
    })
    await page.getByRole('button', { name: 'Upload File' }).click()
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: messages.FILE_UPLOAD_FAILED_TITLE })
        .filter({ hasText: messages.FILE_TYPE_NOT_ALLOWED }),
    ).toBeVisible()

    // The browser's own checks answer as soon as a file is chosen, under the field, before any click.
    const chooser = page.getByLabel('Choose a file')
    await chooser.setInputFiles({
      name: 'setup.pdf.exe',
      mimeType: 'application/pdf',
      buffer: await makePdf(),
    })
    await expect(chooser).toHaveAttribute('aria-invalid', 'true')
    await expect(chooser).toHaveAccessibleDescription(
      new RegExp(`^${messages.EXECUTABLE_NOT_ALLOWED}`),
    )
    await chooser.setInputFiles({
      name: `big-${unique()}.pdf`,
      mimeType: 'application/pdf',
      buffer: await makePdfOfSize(12 * 1024 * 1024),
    })
    await expect(chooser).toHaveAccessibleDescription(
      new RegExp(`^${messages.FILE_TOO_LARGE.replace(/[()]/g, '\\$&')}`),
    )
    await chooser.setInputFiles({
      name: `fine-${unique()}.pdf`,
      mimeType: 'application/pdf',
      buffer: await makePdf(),
    })
    await expect(chooser).not.toHaveAttribute('aria-invalid', 'true')
    // And the button still refuses an obvious executable without sending it.
    await chooser.setInputFiles({
      name: 'setup.pdf.exe',
      mimeType: 'application/pdf',
      buffer: await makePdf(),
    })
    await page.getByRole('button', { name: 'Upload File' }).click()
    // The earlier refusal's toast may still be up (and the field repeats the reason): this toast
    // is the one with both the title and this reason.
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: messages.FILE_UPLOAD_FAILED_TITLE })
        .filter({ hasText: messages.EXECUTABLE_NOT_ALLOWED }),
    ).toBeVisible()

    page.once('dialog', (dialog) => void dialog.accept())
    await row.getByRole('button', { name: `Delete ${name}` }).click()
    await expect(
      page.getByRole('status').filter({ hasText: messages.FILE_DELETED_TITLE }),
    ).toContainText(name)
    await expect(page.getByRole('link', { name })).toHaveCount(0)
    // Files the agency shared can be downloaded but not deleted by the client.
    await expect(page.getByRole('button', { name: /^Delete project-brief/ })).toHaveCount(0)
  })

  test('a message joins the thread and feedback reaches the admin panel', async ({
    page,
    browser,
  }) => {
    await signInThroughPortal(page, DEMO_CLIENT.email, DEMO_CLIENT.password)
    await page.getByRole('tab', { name: 'Messages' }).click()
    const body = `Could we move the launch to Friday? (${unique()})`
    await page.getByLabel('Your Message').fill(body)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: messages.PORTAL_MESSAGE_POSTED.title }),
    ).toBeVisible()
    await expect(page.getByText(body)).toBeVisible()

    await page.getByRole('tab', { name: 'Feedback' }).click()
    await page.getByRole('button', { name: 'Submit Feedback' }).click()
    await expect(page.getByRole('tabpanel').getByText(messages.FIELD_REQUIRED)).toHaveCount(2)
    const text = `Please use our new logo in the footer (${unique()})`
    await page.getByLabel('Category').selectOption('Content Changes')
    await page.getByLabel('Priority').selectOption('High')
    await page.getByLabel('Your Feedback').fill(text)
    await page.getByRole('button', { name: 'Submit Feedback' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: messages.FEEDBACK_SENT.title }),
    ).toBeVisible()
    await expect(page.getByText(text)).toBeVisible()

    const staff = await browser.newContext()
    try {
      const admin = seedAdmin()
      const { token } = await restLogin(staff.request, admin.email, admin.password)
      const adminPage = await staff.newPage()
      await adminPage.goto('/admin/collections/feedback')
      await expect(adminPage.getByText(text)).toBeVisible({ timeout: 30_000 })

      // Leave the demo client's portal as the seed made it.
      const removed = await Promise.all([
        staff.request.delete(`/api/feedback?where[text][equals]=${encodeURIComponent(text)}`, {
          headers: auth(token),
        }),
        staff.request.delete(`/api/messages?where[body][equals]=${encodeURIComponent(body)}`, {
          headers: auth(token),
        }),
      ])
      for (const res of removed) expect(res.status()).toBe(200)
    } finally {
      await staff.close()
    }
  })

  test('Sign Out ends the session on the server too', async ({ page, context, request }) => {
    await signInThroughPortal(page, SECOND_CLIENT.email, SECOND_CLIENT.password)
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible()
    const token = (await context.cookies()).find((c) => c.name === 'payload-token')?.value
    expect(token).toBeTruthy()

    await page.getByRole('button', { name: 'Sign Out' }).click()
    await expect(page.getByRole('heading', { name: 'Client Portal Access' })).toBeVisible()
    expect((await context.cookies()).find((c) => c.name === 'payload-token')).toBeUndefined()

    // Someone who copied the cookie before Sign Out gets nobody.
    const me = await request.get('/api/users/me', { headers: auth(token ?? '') })
    expect(((await me.json()) as MeAnswer).user ?? null).toBeNull()
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Client Portal Access' })).toBeVisible()
  })

  test('staff who open the portal get the Access Denied card; clients are refused by /admin', async ({
    page,
    browser,
  }) => {
    const admin = seedAdmin()
    await signInThroughPortal(page, admin.email, admin.password)
    await expect(
      page.getByRole('heading', { level: 1, name: messages.ACCESS_DENIED.title }),
    ).toBeVisible()
    await expect(page.getByText(messages.ACCESS_DENIED.description)).toBeVisible()
    await expect(page.getByText(FLEET)).toHaveCount(0)
    await expectAccessible(page)

    const client = await browser.newContext()
    try {
      expect(
        (
          await client.request.post('/api/users/login', {
            data: { email: DEMO_CLIENT.email, password: DEMO_CLIENT.password },
          })
        ).status(),
      ).toBe(200)
      const clientPage = await client.newPage()
      await clientPage.goto('/admin')
      await expect(clientPage.getByText(/unauthorized|not allowed/i).first()).toBeVisible()
      await clientPage.goto('/admin/collections/projects')
      await expect(clientPage.getByText(FLEET)).toHaveCount(0)
      await expect(clientPage.getByRole('table')).toHaveCount(0)
    } finally {
      await client.close()
    }
  })
})

test.describe('client portal over REST and GraphQL', () => {
  type Ids = {
    clientA: string
    clientB: string
    /** Each client's organisation, which their portal records belong to. */
    orgA: string
    orgB: string
    projectA: string
    projectB: string
    messageB: string
    feedbackB: string
    fileB: { id: string; filename: string }
    fileA: { id: string; filename: string }
  }
  let ids: Ids
  let staffToken: string
  let tokenA: string

  test.beforeAll(async ({ playwright }) => {
    const request = await playwright.request.newContext({ baseURL: E2E_BASE_URL })
    try {
      const admin = seedAdmin()
      staffToken = await apiToken(request, admin.email, admin.password)
      tokenA = await apiToken(request, DEMO_CLIENT.email, DEMO_CLIENT.password)
      /** Records as staff read them at depth 0: relations are ids. */
      type Owned = { id: string; organisation: string; filename?: string | null }
      const docsAt = async (path: string) =>
        (
          (await (
            await request.get(path, { headers: auth(staffToken) })
          ).json()) as PaginatedDocs<Owned>
        ).docs
      const userOf = async (email: string) =>
        first(
          await docsAt(`/api/users?where[email][equals]=${encodeURIComponent(email)}&depth=0`),
          `the user ${email}`,
        )
      const { id: clientA, organisation: orgA } = await userOf(DEMO_CLIENT.email)
      const { id: clientB, organisation: orgB } = await userOf(SECOND_CLIENT.email)
      const projectOf = async (organisation: string) =>
        first(
          await docsAt(
            `/api/projects?where[organisation][equals]=${organisation}&sort=createdAt&depth=0`,
          ),
          `a project of ${organisation}`,
        ).id
      const projectA = await projectOf(orgA)
      const projectB = await projectOf(orgB)
      const ownedBy = (collection: string, organisation: string) =>
        docsAt(`/api/${collection}?where[organisation][equals]=${organisation}&depth=0&limit=1`)
      const fileOf = async (organisation: string) => {
        const file = first(
          await ownedBy('project-files', organisation),
          `a file of ${organisation}`,
        )
        return { id: file.id, filename: required(file.filename, `the name of file ${file.id}`) }
      }
      ids = {
        clientA,
        clientB,
        orgA,
        orgB,
        projectA,
        projectB,
        messageB: first(await ownedBy('messages', orgB), 'a message of client B').id,
        feedbackB: (await ownedBy('feedback', orgB))[0]?.id ?? '',
        fileA: await fileOf(orgA),
        fileB: await fileOf(orgB),
      }
    } finally {
      await request.dispose()
    }
  })

  test('anonymous REST reads nothing from any portal collection', async ({ request }) => {
    for (const collection of PORTAL_COLLECTIONS) {
      const res = await request.get(`/api/${collection}`)
      expect(res.status(), collection).toBe(403)
      expect(((await res.json()) as Partial<PaginatedDocs<unknown>>).docs).toBeUndefined()
    }
    expect((await request.get(`/api/project-files/file/${ids.fileA.filename}`)).status()).toBe(403)
  })

  test('client A lists only their own records over REST and opens nothing of client B’s', async ({
    request,
  }) => {
    const list = async (collection: string) => {
      const res = await request.get(`/api/${collection}?limit=100&depth=0`, {
        headers: auth(tokenA),
      })
      expect(res.status()).toBe(200)
      return ((await res.json()) as PaginatedDocs<Record<string, unknown>>).docs
    }
    for (const collection of ['projects', 'project-files', 'messages', 'feedback'])
      for (const doc of await list(collection)) expect(doc.organisation).toBe(ids.orgA)
    expect((await list('users')).map((u) => u.id)).toEqual([ids.clientA])
    expect((await request.get('/api/security-events', { headers: auth(tokenA) })).status()).toBe(
      403,
    )

    for (const path of [
      `/api/projects/${ids.projectB}`,
      `/api/messages/${ids.messageB}`,
      `/api/project-files/${ids.fileB.id}`,
      `/api/users/${ids.clientB}`,
    ]) {
      const res = await request.get(path, { headers: auth(tokenA) })
      expect([403, 404], path).toContain(res.status())
      expect(JSON.stringify(await res.json())).not.toContain(SECOND_CLIENT.email)
    }
    expect([403, 404]).toContain(
      (
        await request.get(`/api/project-files/file/${ids.fileB.filename}`, {
          headers: auth(tokenA),
        })
      ).status(),
    )
  })

  test('client A changes and deletes nothing of client B’s, and cannot promote itself', async ({
    request,
  }) => {
    const attempts = [
      request.patch(`/api/projects/${ids.projectB}`, {
        headers: auth(tokenA),
        data: { progress: 1 },
      }),
      request.patch(`/api/messages/${ids.messageB}`, {
        headers: auth(tokenA),
        data: { body: 'hijacked' },
      }),
      request.delete(`/api/project-files/${ids.fileB.id}`, { headers: auth(tokenA) }),
      request.delete(`/api/messages/${ids.messageB}`, { headers: auth(tokenA) }),
      request.patch(`/api/users/${ids.clientB}`, {
        headers: auth(tokenA),
        data: { name: 'Hijacked' },
      }),
      request.post('/api/messages', {
        headers: auth(tokenA),
        data: {
          project: ids.projectB,
          body: 'Let me in',
          organisation: ids.orgA,
          author: ids.clientA,
          type: 'feedback',
        },
      }),
      request.post('/api/security-events', { headers: auth(tokenA), data: { type: 'login' } }),
    ]
    for (const res of await Promise.all(attempts))
      expect([403, 404], res.url()).toContain(res.status())

    const stillThere = await request.get(`/api/project-files/${ids.fileB.id}`, {
      headers: auth(staffToken),
    })
    expect(stillThere.status()).toBe(200)
    const message = (await (
      await request.get(`/api/messages/${ids.messageB}`, { headers: auth(staffToken) })
    ).json()) as Message
    expect(message.body).not.toBe('hijacked')

    const promote = await request.patch(`/api/users/${ids.clientA}`, {
      headers: auth(tokenA),
      data: { role: 'admin' },
    })
    expect(promote.status()).toBe(200)
    const self = (await (
      await request.get(`/api/users/${ids.clientA}`, { headers: auth(staffToken) })
    ).json()) as User
    expect(self.role).toBe('client')
  })

  test('GraphQL gives client A the same answers', async ({ request }) => {
    const gql = async (query: string, token?: string): Promise<unknown> =>
      (
        await request.post('/api/graphql', { headers: token ? auth(token) : {}, data: { query } })
      ).json()
    type Docs<T> = { docs: T[] } | null

    const projects = (await gql(
      '{ Projects(limit: 100) { docs { id name } } }',
      tokenA,
    )) as GraphqlAnswer<{ Projects: Docs<Pick<Project, 'id' | 'name'>> }>
    const names = required(projects.data?.Projects, 'the projects client A reads').docs.map(
      (p) => p.name,
    )
    expect(names).toContain(ECOMMERCE)
    expect(names).not.toContain(FLEET)

    const peek = (await gql(
      `{ Project(id: "${ids.projectB}") { id name } }`,
      tokenA,
    )) as GraphqlAnswer<{ Project: Pick<Project, 'id' | 'name'> | null }>
    expect(peek.data?.Project ?? null).toBeNull()

    const events = (await gql(
      '{ SecurityEvents { docs { id email } } }',
      tokenA,
    )) as GraphqlAnswer<{ SecurityEvents: Docs<Pick<SecurityEvent, 'id' | 'email'>> }>
    expect(events.data?.SecurityEvents ?? null).toBeNull()

    const update = (await gql(
      `mutation { updateProject(id: "${ids.projectB}", data: { progress: 1 }) { id } }`,
      tokenA,
    )) as GraphqlAnswer<{ updateProject: Pick<Project, 'id'> | null }>
    expect(update.errors?.length).toBeGreaterThan(0)

    const promote = (await gql(
      `mutation { updateUser(id: "${ids.clientA}", data: { role: admin }) { role } }`,
      tokenA,
    )) as GraphqlAnswer<{ updateUser: Pick<User, 'role'> | null }>
    expect(required(promote.data?.updateUser, 'client A after the update').role).toBe('client')

    const anonymous = (await gql(
      '{ Projects { docs { id } } Messages { docs { id body } } }',
    )) as GraphqlAnswer<{
      Projects: Docs<Pick<Project, 'id'>>
      Messages: Docs<Pick<Message, 'id' | 'body'>>
    }>
    expect(anonymous.data?.Projects ?? null).toBeNull()
    expect(anonymous.data?.Messages ?? null).toBeNull()
  })

  test('staff read every client’s records and the security log, whose emails are masked', async ({
    request,
  }) => {
    const projects = (await (
      await request.get('/api/projects?limit=100&depth=0', { headers: auth(staffToken) })
    ).json()) as PaginatedDocs<{ organisation: string }>
    const organisations = new Set(projects.docs.map((p) => p.organisation))
    expect(organisations).toContain(ids.orgA)
    expect(organisations).toContain(ids.orgB)

    const events = await request.get('/api/security-events?limit=50&where[type][equals]=login', {
      headers: auth(staffToken),
    })
    expect(events.status()).toBe(200)
    const { docs } = (await events.json()) as PaginatedDocs<{ email?: string }>
    expect(docs.length).toBeGreaterThan(0)
    for (const event of docs) expect(event.email ?? '').toMatch(/^.{0,2}\*\*\*(@|$)/)
  })

  test('REST sign-in failures look the same whether or not the email exists', async ({
    request,
  }) => {
    const unknown = await request.post('/api/users/login', {
      data: { email: `nobody-${unique()}@example.co.za`, password: 'wrong' },
    })
    const wrong = await request.post('/api/users/login', {
      data: { email: SECOND_CLIENT.email, password: 'wrong-password' },
    })
    expect(unknown.status()).toBe(401)
    expect(wrong.status()).toBe(401)
    expect(await unknown.json()).toEqual(await wrong.json())
    // Reset the second client's failed-attempt counter so no later run drifts towards a lockout.
    await apiToken(request, SECOND_CLIENT.email, SECOND_CLIENT.password)
  })

  test('REST uploads get the same content checks, and Payload refuses an oversized body with 413', async ({
    request,
  }) => {
    const upload = (name: string, mimeType: string, buffer: Buffer) =>
      request.post('/api/project-files', {
        headers: auth(tokenA),
        multipart: {
          file: { name, mimeType, buffer },
          _payload: JSON.stringify({ project: ids.projectA }),
        },
      })
    const spoofed = await upload(`invoice-${unique()}.pdf`, 'application/pdf', makeExecutable())
    expect(spoofed.status()).toBe(415)
    expect(JSON.stringify(await spoofed.json())).toContain(messages.FILE_TYPE_NOT_ALLOWED)

    const oversized = await upload(
      `big-${unique()}.pdf`,
      'application/pdf',
      await makePdfOfSize(10_485_761),
    )
    expect(oversized.status()).toBe(413)

    const listed = (await (
      await request.get('/api/project-files?limit=200&depth=0', { headers: auth(tokenA) })
    ).json()) as PaginatedDocs<{ filename: string }>
    const names = listed.docs.map((f) => f.filename)
    expect(names.some((n) => n.startsWith('invoice-') || n.startsWith('big-'))).toBe(false)
  })
})
