import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test'

import { seedAdmin } from '../../seed/data/users'

import { randomAddress } from './address'

export { randomAddress }

/** Signs in over REST (/api/users/login) and answers the JWT and the user's id. */
export async function restLogin(
  request: APIRequestContext,
  email: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<{ token: string; id: string }> {
  const res = await request.post('/api/users/login', { data: { email, password }, headers })
  expect(res.status(), `login ${email}`).toBe(200)
  const body = (await res.json()) as { token: string; user: { id: string } }
  return { token: body.token, id: body.user.id }
}

/**
 * Sends each of the file's tests from a client address of its own, so the per-address rate limits
 * (sign-in, forms) one test uses up never refuse the next.
 */
export function eachTestFromNewAddress(): void {
  test.beforeEach(async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': randomAddress() })
  })
}

/**
 * A page in a browser context of its own (another person, another device), for the file's tests;
 * every context it opened is closed after each test. Left open, a context keeps its pages (admin
 * pages with their timers) running through the rest of the serial run, and they appear in later
 * tests' failure screenshots.
 */
export function freshPagesClosedAfterEach(): (browser: Browser) => Promise<Page> {
  const contexts: BrowserContext[] = []
  test.afterEach(async () => {
    for (const context of contexts.splice(0)) await context.close()
  })
  return async (browser) => {
    const context = await browser.newContext()
    contexts.push(context)
    return context.newPage()
  }
}

/**
 * The load balancer's check, answered: Payload has started, so a dead link's page answers 404 or
 * 410 (before, on a fresh server, it answers 200; docs/decisions.md#link-pages-answer-404-or-410).
 */
export async function siteStarted(request: APIRequestContext): Promise<void> {
  expect((await request.get('/healthz')).status()).toBe(200)
}

/** The header that sends a JWT the way the admin panel's API calls do. */
export const jwtAuth = (token: string) => ({ Authorization: `JWT ${token}` })

/** A JWT from a request context of its own, so no session cookie leaks into the test's `request`. */
export async function isolatedToken(email: string, password: string): Promise<string> {
  const context = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL })
  try {
    const login = await context.post('/api/users/login', { data: { email, password } })
    expect(login.status()).toBe(200)
    return ((await login.json()) as { token: string }).token
  } finally {
    await context.dispose()
  }
}

/** The seeded admin's JWT. */
export async function signInAdmin(request: APIRequestContext): Promise<string> {
  const admin = seedAdmin()
  return (await restLogin(request, admin.email, admin.password)).token
}

/** A form token old enough for the server's minimum fill time, for posts straight over HTTP. */
export async function agedToken(request: APIRequestContext): Promise<string> {
  const response = await request.get('/forms/token')
  expect(response.status()).toBe(200)
  const { formToken } = (await response.json()) as { formToken: string }
  await new Promise((resolve) => setTimeout(resolve, 3_200))
  return formToken
}

/** Fills and sends the client portal's sign-in form; the caller checks where it leads. */
export async function signInThroughPortal(page: Page, email: string, password: string) {
  await page.goto('/client-portal')
  await page.getByLabel('Email Address').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
}

/** Fills and sends the admin panel's login form; the caller checks where it leads. */
export async function submitAdminLogin(
  page: Page,
  account: { email: string; password: string } = seedAdmin(),
): Promise<void> {
  await page.goto('/admin/login')
  await page.getByLabel(/email/i).fill(account.email)
  await page.getByLabel(/password/i).fill(account.password)
  await page.getByRole('button', { name: /login/i }).click()
}

/** Signs an agency account (the seeded admin unless told) in through the admin panel's login form. */
export async function signInToAdminPanel(
  page: Page,
  account: { email: string; password: string } = seedAdmin(),
): Promise<void> {
  await submitAdminLogin(page, account)
  await expect(page).toHaveURL(/\/admin\/?$/)
}
