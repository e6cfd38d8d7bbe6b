import { randomUUID } from 'node:crypto'

import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import pg from 'pg'

import * as messages from '@/validation/messages'

import { DEMO_CLIENT, DEMO_MEMBER, SECOND_CLIENT } from '../../seed/data/users'
import {
  eachTestFromNewAddress,
  jwtAuth,
  restLogin,
  signInAdmin,
  signInThroughPortal,
  signInToAdminPanel,
} from '../helpers/e2e'
import { idOf, required } from '../helpers/lists'
import { waitForMailText } from '../helpers/mail'
import type { MeAnswer } from '../helpers/payloadAnswers'
import { uniqueEmails } from '../helpers/uniqueEmails'

/**
 * Invitations as people meet them: an owner invites from the portal's People section, the invited
 * person opens the link from the real email, sets a name and password and lands signed in; the
 * used, revoked and forged links say which. Also the API side: staff invite over REST, and other
 * organisations' owners, members and forged ids get nothing.
 * Needs the full e2e run's mail catcher (scripts/e2e.ts) for the emailed links.
 */

const PORTAL = '/client-portal'
const RUN = randomUUID().slice(0, 8)
const newAddress = uniqueEmails(RUN, 'invite.')
const PASSWORD = `Joined-Portal-${RUN}-2026`

const invitationPath = (text: string): string => {
  const match = /https?:\/\/[^\s]+(\/client-portal\/invitation\/[A-Za-z0-9_-]{43})/.exec(text)
  if (!match?.[1]) throw new Error(`no invitation link in ${text}`)
  return match[1]
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /sign out/i }).click()
  await expect(page.getByRole('heading', { name: 'Client Portal Access' })).toBeVisible()
}

async function inviteFromPortal(page: Page, email: string, role: string) {
  const people = page.getByRole('region', { name: 'People' })
  await people.getByLabel('Their Email Address').fill(email)
  await people.getByLabel('Role').selectOption({ label: role })
  await people.getByRole('button', { name: 'Send Invitation' }).click()
  await expect(page.getByText(messages.INVITATION_SENT.title, { exact: true })).toBeVisible()
  await expect(people.getByRole('list', { name: 'Pending invitations' })).toContainText(email)
}

/** The id of the organisation a client account belongs to, as /api/users/me answers it. */
async function organisationOf(
  request: APIRequestContext,
  client: { email: string; password: string },
): Promise<string> {
  const { token } = await restLogin(request, client.email, client.password)
  const me = await request.get('/api/users/me', { headers: jwtAuth(token) })
  const user = required(((await me.json()) as MeAnswer).user, client.email)
  return required(idOf(user.organisation), `the organisation of ${client.email}`)
}

eachTestFromNewAddress()

test.describe('invitations', () => {
  test.skip(
    !process.env.E2E_MAIL_DIR,
    'needs the full e2e run (scripts/e2e.ts) and its mail catcher',
  )

  test('an owner invites; the emailed link creates the account and signs in; the link is then used', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const email = newAddress('owner')
    await signInThroughPortal(page, DEMO_CLIENT.email, DEMO_CLIENT.password)
    await expect(page.getByRole('heading', { name: 'People' })).toBeVisible()
    // An address that already has an account adds nothing and says so.
    const people = page.getByRole('region', { name: 'People' })
    await people.getByLabel('Their Email Address').fill(DEMO_MEMBER.email)
    await people.getByRole('button', { name: 'Send Invitation' }).click()
    await expect(people.getByText(messages.INVITATION_ACCOUNT_EXISTS)).toBeVisible()

    await inviteFromPortal(page, email, 'Member (posts, uploads, approves)')
    await signOut(page)

    const link = invitationPath(await waitForMailText(email, '/client-portal/invitation/'))
    expect((await page.goto(link))?.status()).toBe(200)
    await expect(page.getByRole('heading', { name: 'Join Mokoena Retail Group' })).toBeVisible()
    const axe = await new AxeBuilder({ page }).analyze()
    expect(axe.violations.map((v) => v.id)).toEqual([])
    await page.getByLabel('Your Name').fill('Thandi Invited')
    await page.getByLabel('Choose a Password').fill('password123')
    await page.getByRole('button', { name: 'Create account and sign in' }).click()
    await expect(page.getByText(messages.PASSWORD_TOO_COMMON).first()).toBeVisible()
    await page.getByLabel('Choose a Password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Create account and sign in' }).click()
    await expect(page).toHaveURL(new RegExp(`${PORTAL}$`))
    await expect(page.getByRole('heading', { name: 'Welcome back, Thandi Invited' })).toBeVisible()
    await expect(page.getByText('Mokoena Retail Group · Client Portal · Member')).toBeVisible()
    // A member has no People section.
    await expect(page.getByRole('heading', { name: 'People' })).toHaveCount(0)

    await signOut(page)
    await signInThroughPortal(page, email, PASSWORD)
    await expect(page.getByRole('heading', { name: 'Welcome back, Thandi Invited' })).toBeVisible()
    await signOut(page)

    // Used: gone for caches and crawlers (410), with the same words for the person.
    expect((await page.goto(link))?.status()).toBe(410)
    await expect(
      page.getByRole('heading', { name: messages.INVITATION_LINK.used.title }),
    ).toBeVisible()
    await expect(page.getByLabel('Choose a Password')).toHaveCount(0)

    // The owner removes the new member: gone from the list, and their portal shows no organisation.
    await signInThroughPortal(page, DEMO_CLIENT.email, DEMO_CLIENT.password)
    const members = page.getByRole('list', { name: 'Members' })
    await expect(members).toContainText(email)
    page.once('dialog', (dialog) => void dialog.accept())
    await page.getByRole('button', { name: 'Remove Thandi Invited' }).click()
    await expect(page.getByText(messages.MEMBER_REMOVED.title, { exact: true })).toBeVisible()
    await expect(members).not.toContainText(email)
    await signOut(page)
    await signInThroughPortal(page, email, PASSWORD)
    await expect(page.getByRole('heading', { name: 'Welcome back, Thandi Invited' })).toBeVisible()
    await expect(page.getByText('Mokoena Retail Group')).toHaveCount(0)
  })

  test('a revoked link and a forged one say which, and how to get a new one', async ({ page }) => {
    test.setTimeout(120_000)
    const email = newAddress('revoked')
    await signInThroughPortal(page, DEMO_CLIENT.email, DEMO_CLIENT.password)
    await inviteFromPortal(page, email, 'Viewer (reads only)')
    const link = invitationPath(await waitForMailText(email, '/client-portal/invitation/'))
    page.once('dialog', (dialog) => void dialog.accept())
    await page.getByRole('button', { name: `Revoke the invitation to ${email}` }).click()
    await expect(page.getByText(messages.INVITATION_REVOKED.title, { exact: true })).toBeVisible()
    await expect(page.getByRole('list', { name: 'Pending invitations' })).toHaveCount(0)

    expect((await page.goto(link))?.status()).toBe(410)
    await expect(
      page.getByRole('heading', { name: messages.INVITATION_LINK.revoked.title }),
    ).toBeVisible()
    await expect(page.getByText(messages.INVITATION_LINK.revoked.description)).toBeVisible()

    for (const forged of ['A'.repeat(43), 'not-a-token', `${link.slice(-43, -1)}x`]) {
      const response = await page.goto(`${PORTAL}/invitation/${forged}`)
      expect(response?.status()).toBe(404)
      await expect(
        page.getByRole('heading', { name: messages.INVITATION_LINK.invalid.title }),
      ).toBeVisible()
    }
  })

  test('staff invite over REST; owners of other organisations, members and forged ids get nothing', async ({
    request,
  }) => {
    const adminAuth = jwtAuth(await signInAdmin(request))
    const orgAId = await organisationOf(request, DEMO_CLIENT)

    const email = newAddress('staff')
    const created = await request.post('/api/invitations', {
      headers: adminAuth,
      data: { email, organisation: orgAId, memberRole: 'viewer', status: 'pending' },
    })
    expect(created.status(), await created.text()).toBe(201)
    const { doc } = (await created.json()) as { doc: Record<string, unknown> & { id: string } }
    expect(doc).not.toHaveProperty('tokenHash')
    expect(doc.state).toBe('pending')
    invitationPath(await waitForMailText(email, '/client-portal/invitation/'))

    const other = await restLogin(request, SECOND_CLIENT.email, SECOND_CLIENT.password)
    const member = await restLogin(request, DEMO_MEMBER.email, DEMO_MEMBER.password)
    // Another organisation's owner: not found to read, and every change refused.
    expect(
      (await request.get(`/api/invitations/${doc.id}`, { headers: jwtAuth(other.token) })).status(),
    ).toBe(404)
    for (const data of [{ status: 'revoked' }, { resend: true }, { organisation: orgAId }]) {
      const patched = await request.patch(`/api/invitations/${doc.id}`, {
        headers: jwtAuth(other.token),
        data,
      })
      expect([403, 404]).toContain(patched.status())
    }
    const intoA = await request.post('/api/invitations', {
      headers: jwtAuth(other.token),
      data: {
        email: newAddress('cross'),
        organisation: orgAId,
        memberRole: 'owner',
        status: 'pending',
      },
    })
    expect(intoA.status()).toBe(403)
    // A member reads nothing and invites nobody.
    expect(
      (await request.get('/api/invitations', { headers: jwtAuth(member.token) })).status(),
    ).toBe(403)
    const byMember = await request.post('/api/invitations', {
      headers: jwtAuth(member.token),
      data: {
        email: newAddress('member'),
        organisation: orgAId,
        memberRole: 'member',
        status: 'pending',
      },
    })
    expect(byMember.status()).toBe(403)
    // Forged ids are not found; the invitation is still pending.
    const forged = await request.patch(`/api/invitations/${randomUUID()}`, {
      headers: adminAuth,
      data: { status: 'revoked' },
    })
    expect(forged.status()).toBe(404)
    const still = await request.get(`/api/invitations/${doc.id}`, { headers: adminAuth })
    expect(((await still.json()) as { status: string }).status).toBe('pending')
  })

  test('staff invite in the admin: the list shows the invitation; a second one to the address is refused with the reason', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const email = newAddress('admin')
    await signInToAdminPanel(page)
    const create = async () => {
      await page.goto('/admin/collections/invitations/create')
      await page.locator('#field-email').fill(email)
      await page.locator('#field-organisation .rs__control').click()
      await page.locator('.rs__option', { hasText: 'Ubuntu Logistics' }).click()
      await page.locator('#field-memberRole .rs__control').click()
      await page.locator('.rs__option', { hasText: 'Owner (also invites' }).click()
      await page.getByRole('button', { name: 'Save' }).click()
    }
    await create()
    await expect(page).toHaveURL(/\/admin\/collections\/invitations\/[0-9a-f-]{36}/)
    const firstLink = invitationPath(await waitForMailText(email, 'Ubuntu Logistics'))

    // Send again: a new link is emailed and the first one stops working.
    // Payload's checkbox draws its own box over a visually hidden input: the label is what people click.
    await page.getByText('Send again', { exact: true }).click()
    await expect(page.getByLabel('Send again')).toBeChecked()
    await page.getByRole('button', { name: 'Save' }).click()
    await expect
      .poll(async () => invitationPath(await waitForMailText(email, 'Ubuntu Logistics')))
      .not.toBe(firstLink)
    const secondLink = invitationPath(await waitForMailText(email, 'Ubuntu Logistics'))
    await page.goto(firstLink)
    await expect(
      page.getByRole('heading', { name: messages.INVITATION_LINK.invalid.title }),
    ).toBeVisible()
    await page.goto(secondLink)
    await expect(page.getByRole('heading', { name: 'Join Ubuntu Logistics' })).toBeVisible()

    await page.goto('/admin/collections/invitations')
    const row = page.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) })
    await expect(row).toContainText('Ubuntu Logistics')
    await expect(row).toContainText('Owner')
    await expect(row).toContainText('pending')
    for (const column of ['Email', 'Organisation', 'Member Role', 'State', 'Expires At'])
      await expect(page.getByRole('columnheader', { name: column })).toBeVisible()

    await create()
    await expect(page.getByText(messages.INVITATION_ALREADY_PENDING).first()).toBeVisible()
  })

  test('an expired link says so and how to get a new one; accepting it creates nothing', async ({
    page,
    request,
  }) => {
    const databaseUrl = process.env.DATABASE_URL
    expect(databaseUrl, 'scripts/e2e.ts passes the test database to Playwright').toBeTruthy()
    const admin = jwtAuth(await signInAdmin(request))
    const organisation = await organisationOf(request, SECOND_CLIENT)
    const email = newAddress('expired')
    const created = await request.post('/api/invitations', {
      headers: admin,
      data: {
        email,
        organisation,
        memberRole: 'member',
        status: 'pending',
      },
    })
    expect(created.status()).toBe(201)
    const link = invitationPath(await waitForMailText(email, '/client-portal/invitation/'))
    await page.goto(link)
    await expect(page.getByRole('heading', { name: 'Join Ubuntu Logistics' })).toBeVisible()

    // Seven days pass: the clock is the database's, so the row's expiry moves instead.
    const db = new pg.Client({ connectionString: databaseUrl })
    await db.connect()
    try {
      await db.query(
        `UPDATE invitations SET expires_at = now() - interval '1 minute' WHERE email = $1`,
        [email],
      )
    } finally {
      await db.end()
    }
    // The open form now fails with the reason, and reloading shows the expired page.
    await page.getByLabel('Your Name').fill('Late Person')
    await page.getByLabel('Choose a Password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Create account and sign in' }).click()
    await expect(
      page.getByRole('alert').filter({ hasText: messages.INVITATION_LINK.expired.title }),
    ).toBeVisible()
    expect((await page.reload())?.status()).toBe(410)
    await expect(
      page.getByRole('heading', { name: messages.INVITATION_LINK.expired.title }),
    ).toBeVisible()
    await expect(page.getByText(messages.INVITATION_LINK.expired.description)).toBeVisible()
    const accounts = await request.get(
      `/api/users?where[email][equals]=${encodeURIComponent(email)}`,
      { headers: admin },
    )
    expect(((await accounts.json()) as { totalDocs: number }).totalDocs).toBe(0)
  })
})
