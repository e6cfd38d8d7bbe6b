import { randomUUID } from 'node:crypto'

import { expect, test, type Browser, type Page } from '@playwright/test'

import {
  freshPagesClosedAfterEach,
  restLogin,
  signInAdmin,
  signInToAdminPanel,
} from '../helpers/e2e'

/**
 * Sessions as staff meet them (README "Sessions"): the account page lists where they are signed
 * in, marks this device, and ends another session, whose browser is signed out at its next page
 * load; an admin ends all of a person's sessions from that person's page.
 */

const RUN = randomUUID().slice(0, 8)
const STAFF = {
  email: `staff.sessions.${RUN}@example.co.za`,
  password: `Session-Kudu-${RUN}-2026`,
}

const freshPage = freshPagesClosedAfterEach()

async function signedInPage(browser: Browser): Promise<Page> {
  const page = await freshPage(browser)
  await signInToAdminPanel(page, STAFF)
  return page
}

const sessionRows = (page: Page) =>
  page.getByRole('region', { name: 'Your sessions' }).locator('tbody tr')

test.describe.serial('staff sessions', () => {
  let staffId = ''

  test.beforeAll(async ({ request }) => {
    const token = await signInAdmin(request)
    const created = await request.post('/api/users', {
      headers: { authorization: `JWT ${token}` },
      data: { ...STAFF, name: 'Sessions Staff', role: 'staff', staffRoles: ['editor'] },
    })
    expect(created.status()).toBe(201)
    staffId = ((await created.json()) as { doc: { id: string } }).doc.id
  })

  test('ends another session from the account page; that browser is signed out', async ({
    browser,
  }) => {
    const first = await signedInPage(browser)
    const second = await signedInPage(browser)

    await first.goto('/admin/account')
    const rows = sessionRows(first)
    await expect(rows).toHaveCount(2)
    await expect(rows.filter({ hasText: '(this device)' })).toHaveCount(1)

    const other = rows.filter({ hasNotText: '(this device)' })
    await other.getByRole('button', { name: /^End session on / }).click()
    await expect(
      first.getByRole('status').filter({ hasText: /Session on .+ ended\./ }),
    ).toBeVisible()
    await expect(rows).toHaveCount(1)
    await expect(rows).toContainText('(this device)')

    await second.goto('/admin')
    await expect(second).toHaveURL(/\/admin\/login/)
    await expect(second.getByLabel(/password/i)).toBeVisible()

    // The first browser is still signed in.
    await first.goto('/admin')
    await expect(first).toHaveURL(/\/admin\/?$/)
  })

  test('ending this device’s session signs out here', async ({ browser }) => {
    const page = await signedInPage(browser)
    await page.goto('/admin/account')
    await expect(sessionRows(page).filter({ hasText: '(this device)' })).toHaveCount(1)
    await page.getByRole('button', { name: /^End this session/ }).click()
    await expect(page).toHaveURL(/\/admin\/login/)
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/admin\/login/)
  })

  test('an admin ends all of a person’s sessions from their page', async ({ browser, request }) => {
    const staffPage = await signedInPage(browser)
    const { token: phoneToken } = await restLogin(request, STAFF.email, STAFF.password)

    const adminPage = await freshPage(browser)
    await signInToAdminPanel(adminPage)
    await adminPage.goto(`/admin/collections/users/${staffId}`)
    adminPage.once('dialog', (dialog) => void dialog.accept())
    await adminPage.getByRole('button', { name: 'End all sessions' }).click()
    await expect(
      adminPage.getByRole('status').filter({ hasText: 'All their sessions have ended.' }),
    ).toBeVisible()

    await staffPage.goto('/admin')
    await expect(staffPage).toHaveURL(/\/admin\/login/)
    const me = await request.get('/api/users/me', {
      headers: { authorization: `JWT ${phoneToken}` },
    })
    expect(((await me.json()) as { user: unknown }).user).toBeNull()
  })
})
