import { expect, test } from '@playwright/test'

import { DEMO_CLIENT } from '../../seed/data/users'
import { signInToAdminPanel } from '../helpers/e2e'
import type { GraphqlAnswer, PaginatedDocs } from '../helpers/payloadAnswers'

test.describe('foundation: API surface and admin access', () => {
  test('anonymous REST reads the 12 services but gets 403 and no data for leads', async ({
    request,
  }) => {
    const services = await request.get('/api/services?limit=0')
    expect(services.status()).toBe(200)
    expect(((await services.json()) as PaginatedDocs<unknown>).totalDocs).toBe(12)

    for (const path of ['/api/enquiries', '/api/callbacks']) {
      const res = await request.get(path)
      expect(res.status()).toBe(403)
      const body = (await res.json()) as Partial<PaginatedDocs<unknown>>
      expect(body.docs).toBeUndefined()
      expect(JSON.stringify(body)).not.toContain('@')
    }
  })

  test('anonymous GraphQL cannot list enquiries', async ({ request }) => {
    const res = await request.post('/api/graphql', {
      data: { query: '{ Enquiries { docs { id email message } } }' },
    })
    const body = (await res.json()) as GraphqlAnswer<{ Enquiries: { docs: unknown[] } | null }>
    expect(body.data?.Enquiries ?? null).toBeNull()
    expect(JSON.stringify(body.errors)).toMatch(/not allowed/i)
  })

  test('the seeded staff admin signs in to /admin', async ({ page }) => {
    await signInToAdminPanel(page)
    await expect(page.getByRole('link', { name: /services/i }).first()).toBeVisible()
  })

  test('the demo client is refused by the admin panel', async ({ page, request }) => {
    const login = await request.post('/api/users/login', {
      data: { email: DEMO_CLIENT.email, password: DEMO_CLIENT.password },
    })
    expect(login.status()).toBe(200)

    await page.goto('/admin/login')
    await page.getByLabel(/email/i).fill(DEMO_CLIENT.email)
    await page.getByLabel(/password/i).fill(DEMO_CLIENT.password)
    // The form's login request must have set the session cookie before the next navigation:
    // 'networkidle' alone can resolve before the request has even started.
    const signedIn = page.waitForResponse(
      (res) =>
        new URL(res.url()).pathname === '/api/users/login' && res.request().method() === 'POST',
    )
    await page.getByRole('button', { name: /login/i }).click()
    expect((await signedIn).status()).toBe(200)
    await page.goto('/admin/collections/enquiries')
    await expect(page.getByText(/unauthorized|not allowed/i).first()).toBeVisible()
    await expect(page.getByRole('table')).toHaveCount(0)
  })
})
