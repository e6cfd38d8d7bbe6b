import { expect, type APIRequestContext, type Page } from '@playwright/test'

import { seedAdmin } from '../../seed/data/users'

/** A fresh private address, so the per-address limits never join tests up. */
export const randomAddress = () =>
  `10.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`

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

/** Signs an agency account (the seeded admin unless told) in through the admin panel's login form. */
export async function signInToAdminPanel(
  page: Page,
  account: { email: string; password: string } = seedAdmin(),
): Promise<void> {
  await page.goto('/admin/login')
  await page.getByLabel(/email/i).fill(account.email)
  await page.getByLabel(/password/i).fill(account.password)
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
}
