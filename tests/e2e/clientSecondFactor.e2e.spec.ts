import { randomUUID } from 'node:crypto'

import { expect, test, type Page } from '@playwright/test'
import { generate } from 'otplib'

import * as messages from '@/validation/messages'

import { freshPagesClosedAfterEach, signInAdmin } from '../helpers/e2e'
import { required } from '../helpers/lists'

/**
 * Two-step sign-in as a portal client meets it (README "Client portal"): turned on from the
 * dashboard with a code computed here from the key the page shows, then a sign-in that asks for
 * the code after the password, in the portal's own card; a recovery code works once.
 */

const RUN = randomUUID().slice(0, 8)
const EMAIL = `client.2step.${RUN}@example.co.za`
const PASSWORD = `Two-Step-Client-${RUN}-2026`
const NAME = 'Two Step Client'

/** The code an authenticator app shows `stepsAhead` 30-second steps from now. */
const codeAt = (secret: string, stepsAhead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 })

const welcome = (page: Page) =>
  page.getByRole('heading', { level: 1, name: `Welcome back, ${NAME}` })
const secondStep = (page: Page) => page.getByRole('heading', { level: 1, name: 'Two-Step Sign-In' })
/** Next's route announcer is an alert too: the form's own alert is the one with this text. */
const alertSaying = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text })

async function passwordSignIn(page: Page) {
  await page.goto('/client-portal')
  await page.getByLabel('Email Address').fill(EMAIL)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign In' }).click()
}

async function enterCode(page: Page, code: string) {
  await page.getByLabel('Code', { exact: true }).fill(code)
  await page.getByRole('button', { name: 'Verify' }).click()
}

/** Who the REST API says this page's session is (same origin, the session cookie). */
const meFromPage = (page: Page) =>
  page.evaluate(async () => {
    const response = await fetch('/api/users/me')
    return ((await response.json()) as { user: { email: string } | null }).user?.email ?? null
  })

const freshPage = freshPagesClosedAfterEach()

test.describe.serial('two-step sign-in for portal clients', () => {
  let secret = ''
  let recoveryCodes: string[] = []

  test.beforeAll(async ({ request }) => {
    const created = await request.post('/api/users', {
      headers: { authorization: `JWT ${await signInAdmin(request)}` },
      data: { email: EMAIL, password: PASSWORD, name: NAME, role: 'client' },
    })
    expect(created.status(), await created.text()).toBe(201)
  })

  test('a client turns it on from the dashboard, signs out, and signs in with password and code', async ({
    browser,
  }) => {
    const page = await freshPage(browser)
    await passwordSignIn(page)
    await expect(welcome(page)).toBeVisible()

    const section = page.getByRole('region', { name: 'Two-step sign-in' })
    await section.getByRole('button', { name: 'Turn on two-step sign-in' }).click()
    await expect(section.getByRole('img', { name: /QR code/ }).locator('svg')).toBeVisible()
    secret = (await section.locator('[data-totp-secret]').textContent())?.trim() ?? ''
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/)

    await section.getByLabel('Code from the app').fill('000000')
    await section.getByRole('button', { name: 'Confirm and turn on' }).click()
    await expect(alertSaying(page, messages.SECOND_FACTOR_WRONG_CODE)).toBeVisible()

    const enrolmentCode = await codeAt(secret)
    await section.getByLabel('Code from the app').fill(enrolmentCode)
    await section.getByRole('button', { name: 'Confirm and turn on' }).click()
    const codes = section.locator('[data-recovery-code]')
    await expect(codes).toHaveCount(10)
    recoveryCodes = (await codes.allTextContents()).map((code) => code.trim())
    await section.getByRole('button', { name: 'I have saved them' }).click()
    await expect(section.getByRole('button', { name: 'Turn off two-step sign-in' })).toBeVisible()
    await expect(section.locator('[data-recovery-code]')).toHaveCount(0)

    await page.getByRole('button', { name: 'Sign Out' }).click()
    await expect(page.getByRole('heading', { name: 'Client Portal Access' })).toBeVisible()

    await passwordSignIn(page)
    await expect(secondStep(page)).toBeVisible()
    await expect(welcome(page)).toHaveCount(0)
    expect(await meFromPage(page)).toBeNull()
    // A reload keeps asking: the password alone is not a session the portal serves.
    await page.reload()
    await expect(secondStep(page)).toBeVisible()

    // The enrolment's code is spent: the next time-step's, as the phone will show it soon.
    await enterCode(page, enrolmentCode)
    await expect(alertSaying(page, messages.SECOND_FACTOR_WRONG_CODE)).toBeVisible()
    await enterCode(page, await codeAt(secret, 1))
    await expect(welcome(page)).toBeVisible()
    expect(await meFromPage(page)).toBe(EMAIL)
  })

  test('a recovery code works once', async ({ browser }) => {
    const code = required(recoveryCodes[0], 'a recovery code')
    const first = await freshPage(browser)
    await passwordSignIn(first)
    await expect(secondStep(first)).toBeVisible()
    await enterCode(first, code)
    await expect(welcome(first)).toBeVisible()

    const second = await freshPage(browser)
    await passwordSignIn(second)
    await expect(secondStep(second)).toBeVisible()
    await enterCode(second, code)
    await expect(alertSaying(second, messages.SECOND_FACTOR_WRONG_CODE)).toBeVisible()
    await second.reload()
    await expect(secondStep(second)).toBeVisible()
    expect(await meFromPage(second)).toBeNull()

    // Sign Out from the second step starts over at the password.
    await second.getByRole('button', { name: 'Sign Out' }).click()
    await expect(second.getByRole('heading', { name: 'Client Portal Access' })).toBeVisible()
  })
})
