import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import * as messages from '@/validation/messages'

import { DEMO_MEMBER, DEMO_VIEWER } from '../../seed/data/users'
import {
  eachTestFromNewAddress,
  jwtAuth as auth,
  randomAddress,
  restLogin,
  signInAdmin,
  signInThroughPortal,
  signInToAdminPanel,
} from '../helpers/e2e'
import { makePdf } from '../helpers/portalFiles'

/**
 * An approval round trip as people meet it: staff ask for approval of a deliverable (REST, as the
 * admin panel does), the member requests changes in the portal, staff upload a new version, the
 * member approves it, and the history keeps both rounds. A viewer sees no decision buttons, and
 * the server refuses the viewer's decision sent straight to the API.
 */

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

type Doc = { id: string; filename?: string; version?: number; status?: string }

/** A PDF posted to project-files as staff: a new file, or a new version of `id`. */
async function uploadPdf(
  request: APIRequestContext,
  token: string,
  name: string,
  target: { project: string } | { id: string },
): Promise<Doc> {
  const file = { name, mimeType: 'application/pdf', buffer: await makePdf(`Deliverable ${name}`) }
  const response =
    'id' in target
      ? await request.patch(`/api/project-files/${target.id}`, {
          headers: auth(token),
          multipart: { file, _payload: JSON.stringify({}) },
        })
      : await request.post('/api/project-files', {
          headers: auth(token),
          multipart: { file, _payload: JSON.stringify({ project: target.project }) },
        })
  expect(response.status(), await response.text()).toBe('id' in target ? 200 : 201)
  return ((await response.json()) as { doc: Doc }).doc
}

async function requestApproval(request: APIRequestContext, token: string, file: string) {
  const response = await request.post('/api/approvals', {
    headers: auth(token),
    data: { file, dueDate: '2026-12-18T10:00:00.000Z' },
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { doc: Doc }).doc
}

eachTestFromNewAddress()

async function signIn(page: Page, person: { email: string; password: string; name: string }) {
  await signInThroughPortal(page, person.email, person.password)
  await expect(page.getByRole('heading', { name: `Welcome back, ${person.name}` })).toBeVisible()
}

async function openApprovals(page: Page) {
  const tabs = page.getByRole('tablist', { name: 'Client portal sections' })
  await tabs.getByRole('tab', { name: /^Approvals/ }).click()
  return tabs
}

test.describe('approvals', () => {
  const files: string[] = []

  test.afterAll(async ({ request }) => {
    const admin = await signInAdmin(request)
    // A file's approval rounds go with it (project-files' deleteApprovalRounds hook).
    for (const id of files)
      await request.delete(`/api/project-files/${id}`, { headers: auth(admin) })
  })

  /** The member's organisation's first project, read with the member's own access. */
  const memberProject = async (request: APIRequestContext) => {
    const { token } = await restLogin(request, DEMO_MEMBER.email, DEMO_MEMBER.password, {
      'x-forwarded-for': randomAddress(),
    })
    const response = await request.get('/api/projects?depth=0&limit=1&sort=createdAt', {
      headers: auth(token),
    })
    const { docs } = (await response.json()) as { docs: Doc[] }
    expect(docs[0]).toBeTruthy()
    return docs[0]?.id ?? ''
  }

  /** A new PDF in the member's project, uploaded as staff; the file's afterAll deletes it. */
  const memberFile = async (request: APIRequestContext, admin: string, name: string) => {
    const file = await uploadPdf(request, admin, name, { project: await memberProject(request) })
    files.push(file.id)
    return file
  }

  test('request, "request changes", a new upload, approve: the history keeps both rounds', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    const admin = await signInAdmin(request)
    const first = await memberFile(request, admin, `homepage-${RUN}.pdf`)
    await requestApproval(request, admin, first.id)
    const v1 = first.filename ?? ''

    await signIn(page, DEMO_MEMBER)
    const tabs = await openApprovals(page)
    await expect(tabs.getByRole('tab', { name: /^Approvals \d+ waiting$/ })).toBeVisible()
    const v1Card = page.getByRole('region', { name: v1 })
    await expect(v1Card.getByText('Round 1 · version 1 · Due 18 Dec 2026')).toBeVisible()

    // Asking for changes without saying which is refused before anything is sent.
    await v1Card.getByRole('button', { name: `Request changes to ${v1}` }).click()
    await expect(v1Card.getByText(messages.APPROVAL_COMMENT_REQUIRED)).toBeVisible()
    await v1Card.getByLabel('Comment').fill('Please use the darker blue from the brand guide.')
    await v1Card.getByRole('button', { name: `Request changes to ${v1}` }).click()
    await expect(
      page.getByRole('status').filter({ hasText: messages.APPROVAL_CHANGES_REQUESTED.title }),
    ).toBeVisible()
    await expect(v1Card.getByRole('button', { name: `Approve ${v1}` })).toHaveCount(0)
    await expect(v1Card.getByText(`Changes requested by ${DEMO_MEMBER.name} on`)).toBeVisible()

    // Staff replace the file: version 2, and a new round waits for the member.
    const second = await uploadPdf(request, admin, `homepage-v2-${RUN}.pdf`, { id: first.id })
    expect(second.version).toBe(2)
    const v2 = second.filename ?? ''
    expect(v2).not.toBe(v1)

    await page.reload()
    await openApprovals(page)
    const v2Card = page.getByRole('region', { name: v2 })
    await expect(v2Card.getByText('Round 2 · version 2 · Due 18 Dec 2026')).toBeVisible()
    await v2Card.getByRole('button', { name: `Approve ${v2}` }).click()
    await expect(
      page.getByRole('status').filter({ hasText: messages.APPROVAL_APPROVED.title }),
    ).toBeVisible()
    await expect(v2Card.getByRole('button', { name: `Approve ${v2}` })).toHaveCount(0)

    const history = v2Card.getByRole('list', { name: `Approval history of ${v2}` })
    const rounds = history.getByRole('listitem')
    await expect(rounds).toHaveCount(2)
    await expect(rounds.nth(0)).toContainText(`Round 2${v2} · version 2Approved`)
    await expect(rounds.nth(0)).toContainText(`Approved by ${DEMO_MEMBER.name} on`)
    await expect(rounds.nth(1)).toContainText(`Round 1${v1} · version 1Changes requested`)
    await expect(rounds.nth(1)).toContainText('Please use the darker blue from the brand guide.')

    // Staff see the same history over the API: round 1 kept its decision.
    const stored = await request.get(
      `/api/approvals?where[file][equals]=${first.id}&sort=round&depth=0`,
      { headers: auth(admin) },
    )
    const { docs } = (await stored.json()) as { docs: Doc[] }
    expect(docs.map((d) => d.status)).toEqual(['changes-requested', 'approved'])
  })

  test('a viewer sees the round but no decision buttons, and the server refuses their decision', async ({
    page,
    request,
  }) => {
    const admin = await signInAdmin(request)
    const file = await memberFile(request, admin, `logo-${RUN}.pdf`)
    const round = await requestApproval(request, admin, file.id)
    const name = file.filename ?? ''

    await signIn(page, DEMO_VIEWER)
    await openApprovals(page)
    const card = page.getByRole('region', { name })
    await expect(card.getByText('Waiting for approval').first()).toBeVisible()
    await expect(card.getByRole('button', { name: /^Approve/ })).toHaveCount(0)
    await expect(card.getByRole('button', { name: /^Request changes/ })).toHaveCount(0)

    const { token } = await restLogin(request, DEMO_VIEWER.email, DEMO_VIEWER.password, {
      'x-forwarded-for': randomAddress(),
    })
    const decided = await request.patch(`/api/approvals/${round.id}`, {
      headers: auth(token),
      data: { status: 'approved' },
    })
    expect(decided.status()).toBe(403)
    const stored = await request.get(`/api/approvals/${round.id}?depth=0`, {
      headers: auth(admin),
    })
    expect(((await stored.json()) as Doc).status).toBe('pending')
  })
  test('staff ask for approval in the admin by choosing the file; the list shows the round', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    const admin = await signInAdmin(request)
    const file = await memberFile(request, admin, `brochure-${RUN}.pdf`)
    const name = file.filename ?? ''

    await signInToAdminPanel(page)
    await page.goto('/admin/collections/approvals/create')
    await page.locator('#field-file .rs__control').click()
    await page.locator('#field-file input').fill(name)
    await page.locator('.rs__option', { hasText: name }).click()
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page).toHaveURL(/\/admin\/collections\/approvals\/[0-9a-f-]{36}/)

    await page.goto('/admin/collections/approvals')
    const row = page.getByRole('row', { name: new RegExp(name.replace(/\./g, '\\.')) })
    await expect(row).toContainText('Mokoena Retail Group')
    await expect(row).toContainText('Waiting for approval')
  })
})
