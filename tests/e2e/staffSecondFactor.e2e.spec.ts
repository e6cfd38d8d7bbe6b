import { randomUUID } from 'node:crypto'

import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test'
import { generate } from 'otplib'

import {
  freshPagesClosedAfterEach,
  signInAdmin,
  signInToAdminPanel,
  submitAdminLogin,
} from '../helpers/e2e'
import { required } from '../helpers/lists'

/**
 * The second factor as staff meet it (README "Second factor"): enrolling an authenticator app
 * from the QR page's key, signing in with a code computed here from that key, a recovery code
 * that works once, and a session that has passed only the password opening no admin page or API.
 */

const RUN = randomUUID().slice(0, 8)
const EMAIL = `staff.2fa.${RUN}@example.co.za`
const PASSWORD = `Second-Factor-${RUN}-2026`

/** The code an authenticator app shows `stepsAhead` 30-second steps from now. */
const codeAt = (secret: string, stepsAhead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 })

async function passwordSignIn(page: Page) {
  await page.goto('/admin/login')
  await page.getByLabel(/email/i).fill(EMAIL)
  await page.getByLabel(/password/i).fill(PASSWORD)
  await page.getByRole('button', { name: /login/i }).click()
}

/** A call from the page itself, as the admin's own scripts make it (same origin, the session cookie). */
const fromPage = (page: Page, path: string, init?: RequestInit) =>
  page.evaluate(
    async ([url, options]) => {
      const response = await fetch(url, options)
      return { status: response.status, json: (await response.json()) as unknown }
    },
    [path, init ?? {}] as const,
  )

const userOf = (json: unknown) => (json as { user: { email: string } | null }).user

const freshPage = freshPagesClosedAfterEach()

/** A browser with Chromium's virtual authenticator, which answers every prompt itself. */
async function withAuthenticator(browser: Browser) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
  return { context, page, cdp, authenticatorId }
}

test.describe.serial('a second factor for staff', () => {
  let secret = ''
  let recoveryCodes: string[] = []

  test.beforeAll(async ({ request }) => {
    const token = await signInAdmin(request)
    const created = await request.post('/api/users', {
      headers: { authorization: `JWT ${token}` },
      data: {
        email: EMAIL,
        password: PASSWORD,
        name: 'Second Factor Staff',
        role: 'staff',
        staffRoles: ['sales'],
      },
    })
    expect(created.status()).toBe(201)
  })

  test('enrols an authenticator app and gets ten recovery codes once', async ({ browser }) => {
    const page = await freshPage(browser)
    await passwordSignIn(page)
    // Development policy (optional): the password alone opens the admin until the person enrols.
    await expect(page).toHaveURL(/\/admin\/?$/)
    await page.goto('/admin-verify/enrol')
    await expect(page.getByRole('heading', { name: 'Set up an authenticator app' })).toBeVisible()
    await expect(page.getByRole('img', { name: /QR code/ }).locator('svg')).toBeVisible()
    secret = (await page.locator('[data-totp-secret]').textContent())?.trim() ?? ''
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/)

    await page.getByLabel('Code from the app').fill('000000')
    await page.getByRole('button', { name: 'Turn on' }).click()
    await expect(page.getByText('That code is not right')).toBeVisible()

    await page.getByLabel('Code from the app').fill(await codeAt(secret))
    await page.getByRole('button', { name: 'Turn on' }).click()
    const codes = page.locator('[data-recovery-code]')
    await expect(codes).toHaveCount(10)
    recoveryCodes = (await codes.allTextContents()).map((code) => code.trim())

    await page.reload()
    await expect(page).toHaveURL(/\/admin\/?$/)
    await page.goto('/admin-verify/enrol')
    await expect(page).toHaveURL(/\/admin\/?$/)
    await expect(page.locator('[data-recovery-code]')).toHaveCount(0)
  })

  test('a password-only session opens no admin page and no API', async ({ browser }) => {
    const page = await freshPage(browser)
    await passwordSignIn(page)
    await expect(page).toHaveURL(/\/admin-verify$/)
    await expect(page.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible()

    for (const path of ['/admin', '/admin/collections/enquiries', '/admin/account']) {
      await page.goto(path)
      await expect(page, path).toHaveURL(/\/admin-verify$/)
    }
    expect(userOf((await fromPage(page, '/api/users/me')).json)).toBeNull()
    expect((await fromPage(page, '/api/enquiries')).status).toBe(403)
    const gql = await fromPage(page, '/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ meUser { user { email } } }' }),
    })
    expect((gql.json as { data: { meUser: { user: unknown } } }).data.meUser.user).toBeNull()
  })

  test('signs in with a code computed from the secret', async ({ browser }) => {
    const page = await freshPage(browser)
    await passwordSignIn(page)
    await expect(page).toHaveURL(/\/admin-verify$/)
    // The enrolment's code is spent: the next time-step's code, as the phone will show it soon.
    await page.getByLabel('Code').fill(await codeAt(secret, 1))
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(page).toHaveURL(/\/admin\/?$/)
    await page.goto('/admin/collections/enquiries')
    await expect(page).toHaveURL(/\/admin\/collections\/enquiries/)
    expect(userOf((await fromPage(page, '/api/users/me')).json)?.email).toBe(EMAIL)
    expect((await fromPage(page, '/api/enquiries?limit=1')).status).toBe(200)
  })

  test('a recovery code works once', async ({ browser }) => {
    const code = required(recoveryCodes[0], 'a recovery code')
    const first = await freshPage(browser)
    await passwordSignIn(first)
    await expect(first).toHaveURL(/\/admin-verify$/)
    await first.getByLabel('Code').fill(code)
    await first.getByRole('button', { name: 'Verify' }).click()
    await expect(first).toHaveURL(/\/admin\/?$/)

    const second = await freshPage(browser)
    await passwordSignIn(second)
    await expect(second).toHaveURL(/\/admin-verify$/)
    await second.getByLabel('Code').fill(code)
    await second.getByRole('button', { name: 'Verify' }).click()
    await expect(
      second.getByText('That code is not right, or it has been used already.'),
    ).toBeVisible()
    await second.goto('/admin')
    await expect(second).toHaveURL(/\/admin-verify$/)
  })

  test('adds a passkey and signs in with it through a virtual authenticator', async ({
    browser,
  }) => {
    const { context, page, cdp, authenticatorId } = await withAuthenticator(browser)

    await passwordSignIn(page)
    await expect(page).toHaveURL(/\/admin-verify$/)
    await page.getByLabel('Code').fill(required(recoveryCodes[1], 'a second recovery code'))
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(page).toHaveURL(/\/admin\/?$/)

    await page.goto('/admin-verify/passkey')
    await page.getByRole('button', { name: 'Add a passkey' }).click()
    await expect(page.getByRole('status')).toHaveText(/Passkey added/)

    // A new session in the same browser (same authenticator): the passkey is the second step.
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId })
    expect(credentials.map(({ rpId }) => rpId)).toEqual(['localhost'])
    await context.clearCookies()
    await passwordSignIn(page)
    await expect(page).toHaveURL(/\/admin-verify$/)
    expect(userOf((await fromPage(page, '/api/users/me')).json)).toBeNull()
    await page.getByRole('button', { name: 'Use a passkey' }).click()
    await expect(page).toHaveURL(/\/admin\/?$/)
    expect(userOf((await fromPage(page, '/api/users/me')).json)?.email).toBe(EMAIL)
    await context.close()
  })

  test("an admin resets the person's factors from the user page, which ends their sessions", async ({
    browser,
    request,
  }) => {
    const staff = await freshPage(browser)
    await passwordSignIn(staff)
    await expect(staff).toHaveURL(/\/admin-verify$/)
    await staff.getByLabel('Code').fill(required(recoveryCodes[2], 'a third recovery code'))
    await staff.getByRole('button', { name: 'Verify' }).click()
    await expect(staff).toHaveURL(/\/admin\/?$/)

    const token = await signInAdmin(request)
    const found = await request.get(
      `/api/users?where[email][equals]=${encodeURIComponent(EMAIL)}`,
      {
        headers: { authorization: `JWT ${token}` },
      },
    )
    const { id } = required(
      ((await found.json()) as { docs: { id: string }[] }).docs[0],
      `the user ${EMAIL}`,
    )

    const admin = await freshPage(browser)
    await signInToAdminPanel(admin)
    await admin.goto(`/admin/collections/users/${id}`)
    admin.once('dialog', (dialog) => void dialog.accept())
    await admin.getByRole('button', { name: 'Reset second factor' }).click()
    await expect(admin.getByRole('status').filter({ hasText: 'sessions have ended' })).toBeVisible()

    expect(userOf((await fromPage(staff, '/api/users/me')).json)).toBeNull()
    // No factor left: under the development policy the password alone opens the admin again.
    const again = await freshPage(browser)
    await passwordSignIn(again)
    await expect(again).toHaveURL(/\/admin\/?$/)
  })
})

test.describe('a passkey assertion for another account', () => {
  const account = (tag: string) => ({
    email: `staff.passkey-${tag}.${RUN}@example.co.za`,
    password: `Passkey-${tag}-${RUN}-2026`,
  })
  const a = account('a')
  const b = account('b')

  const createStaff = async (request: APIRequestContext, who: typeof a) => {
    const created = await request.post('/api/users', {
      headers: { authorization: `JWT ${await signInAdmin(request)}` },
      data: { ...who, name: 'Passkey Staff', role: 'staff', staffRoles: ['sales'] },
    })
    expect(created.status()).toBe(201)
  }

  /** Signs in (no factor yet, so the password opens the admin) and adds a passkey. */
  const addPasskey = async (page: Page, who: typeof a) => {
    await submitAdminLogin(page, who)
    await expect(page).toHaveURL(/\/admin\/?$/)
    await page.goto('/admin-verify/passkey')
    await page.getByRole('button', { name: 'Add a passkey' }).click()
    await expect(page.locator('[data-recovery-code]')).toHaveCount(10)
  }

  test.beforeAll(async ({ request }) => {
    await createStaff(request, a)
    await createStaff(request, b)
  })

  test("staff B's second step refuses an answer from staff A's passkey, made for B's challenge", async ({
    browser,
  }) => {
    const contexts: BrowserContext[] = []
    try {
      const ofA = await withAuthenticator(browser)
      contexts.push(ofA.context)
      await addPasskey(ofA.page, a)
      const { credentials } = await ofA.cdp.send('WebAuthn.getCredentials', {
        authenticatorId: ofA.authenticatorId,
      })
      expect(credentials).toHaveLength(1)

      const ofB = await withAuthenticator(browser)
      contexts.push(ofB.context)
      await addPasskey(ofB.page, b)

      // B's password in a browser whose authenticator holds only A's passkey (copied, private
      // key and all), and which offers it whatever credentials B's challenge asks for.
      const thief = await withAuthenticator(browser)
      contexts.push(thief.context)
      await thief.cdp.send('WebAuthn.addCredential', {
        authenticatorId: thief.authenticatorId,
        credential: required(credentials[0], 'the passkey of A'),
      })
      await thief.context.addInitScript(() => {
        const get = navigator.credentials.get.bind(navigator.credentials)
        navigator.credentials.get = (options?: CredentialRequestOptions) => {
          if (options?.publicKey) options.publicKey.allowCredentials = []
          return get(options)
        }
      })
      await submitAdminLogin(thief.page, b)
      await expect(thief.page).toHaveURL(/\/admin-verify$/)
      await thief.page.getByRole('button', { name: 'Use a passkey' }).click()
      // The server's refusal, not the browser's: the assertion was made and sent.
      await expect(
        thief.page.getByRole('alert').filter({ hasText: 'That passkey was not accepted.' }),
      ).toBeVisible()

      // B's session is still password-only: no admin page, no API.
      expect(userOf((await fromPage(thief.page, '/api/users/me')).json)).toBeNull()
      expect((await fromPage(thief.page, '/api/enquiries')).status).toBe(403)
      await thief.page.goto('/admin')
      await expect(thief.page).toHaveURL(/\/admin-verify$/)
    } finally {
      for (const context of contexts) await context.close()
    }
  })
})
