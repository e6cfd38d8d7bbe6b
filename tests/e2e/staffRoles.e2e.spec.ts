import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { DEMO_EDITOR, DEMO_SALES } from '../../seed/data/users'
import {
  agedToken,
  eachTestFromNewAddress,
  randomAddress,
  restLogin,
  signInAdmin,
  signInToAdminPanel,
} from '../helpers/e2e'

/**
 * Least-privilege staff roles as the seeded editor and sales person meet them (README: "Roles"):
 * the admin shows each only what they may use, and what it hides the server refuses too.
 */

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const auth = (token: string) => ({
  Authorization: `JWT ${token}`,
  'x-forwarded-for': randomAddress(),
})

eachTestFromNewAddress()

/** An enquiry as a visitor sends it, with a name found nowhere else. */
async function submitEnquiry(request: APIRequestContext, name: string): Promise<string> {
  const formToken = await agedToken(request)
  const response = await request.post('/forms/enquiry', {
    headers: { 'x-forwarded-for': randomAddress() },
    data: {
      name,
      email: `roles.${RUN}@example.co.za`,
      message: 'Please call me about a new website.',
      enquiryType: 'general',
      consent: true,
      formToken,
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { data: { id: string } }).data.id
}

/** Links anywhere on the page (navigation, dashboard cards) that lead to `href`. */
const linksTo = (page: Page, href: string) =>
  page.locator(`a[href="${href}"], a[href^="${href}?"], a[href^="${href}/"]`)

/** An admin page the role may not open: Payload's not-found answer, and none of the record. */
async function expectRefused(page: Page, path: string, secret?: string) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(404)
  if (secret) await expect(page.locator('body')).not.toContainText(secret)
}

test('an editor sees no leads anywhere in the admin, and the API refuses them an enquiry', async ({
  page,
  request,
}) => {
  // Names take letters only: the run's id spelled with them.
  const leadName = `Roles Lead ${RUN.replace(/\d/g, (d) => 'abcdefghij'.charAt(Number(d)))}`
  const enquiryId = await submitEnquiry(request, leadName)

  await signInToAdminPanel(page, DEMO_EDITOR)
  // The editor's own tools are there, so the checks below look at a working dashboard.
  await expect(linksTo(page, '/admin/collections/services').first()).toBeVisible()
  await expect(linksTo(page, '/admin/globals/home-page').first()).toBeVisible()
  for (const href of [
    '/admin/collections/enquiries',
    '/admin/collections/callbacks',
    '/admin/callback-agenda',
    '/admin/data-rights',
    '/admin/collections/organisations',
    '/admin/collections/users',
    '/admin/globals/site-settings',
  ])
    await expect(linksTo(page, href), href).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Leads waiting for a reply' })).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Reply promise' })).toHaveCount(0)
  await expect(page.getByTestId('new-enquiries-count')).toHaveCount(0)

  await expectRefused(page, '/admin/collections/enquiries', leadName)
  await expectRefused(page, `/admin/collections/enquiries/${enquiryId}`, leadName)
  await expectRefused(page, '/admin/collections/callbacks')

  await page.goto('/admin/callback-agenda')
  // Next's route announcer is an alert too: wait for the one that says this.
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Only sales and admins can see the callback agenda.' }),
  ).toBeVisible()
  await expect(page.getByTestId('agenda-item')).toHaveCount(0)
  await expect(page.getByRole('link', { name: /Previous day/ })).toHaveCount(0)
  await page.goto('/admin/data-rights')
  await expect(page.getByText('Only sales and admins can answer data requests.')).toBeVisible()
  await expect(page.getByLabel(/email address/i)).toHaveCount(0)

  const { token } = await restLogin(request, DEMO_EDITOR.email, DEMO_EDITOR.password)
  // Drafts and preview are the editor's: the preview route lets them in.
  const preview = await request.get('/next/preview?path=/', {
    headers: auth(token),
    maxRedirects: 0,
  })
  expect(preview.status()).toBe(307)
  for (const path of [`/api/enquiries/${enquiryId}`, '/api/enquiries']) {
    const response = await request.get(path, { headers: auth(token) })
    expect(response.status(), path).toBe(403)
    expect(await response.text()).not.toContain(leadName)
  }
  const gql = await request.post('/api/graphql', {
    headers: auth(token),
    data: { query: `{ Enquiry(id: "${enquiryId}") { name email } }` },
  })
  const body = await gql.text()
  expect(body).not.toContain(leadName)
  const answer = JSON.parse(body) as { data?: { Enquiry?: unknown }; errors?: unknown[] }
  expect(answer.errors?.length).toBeGreaterThan(0)
  expect(answer.data?.Enquiry ?? null).toBeNull()
  // The control: the same enquiry is there for those who may read it.
  const admin = await signInAdmin(request)
  const seen = await request.get(`/api/enquiries/${enquiryId}`, { headers: auth(admin) })
  expect(((await seen.json()) as { name: string }).name).toBe(leadName)
})

test('sales see no content editors, and neither REST nor GraphQL lets them change a price', async ({
  page,
  request,
}) => {
  await signInToAdminPanel(page, DEMO_SALES)
  // Sales' own tools are there, so the checks below look at a working dashboard.
  await expect(linksTo(page, '/admin/collections/enquiries').first()).toBeVisible()
  await expect(linksTo(page, '/admin/callback-agenda').first()).toBeVisible()
  await expect(page.getByTestId('new-enquiries-count')).toBeVisible()
  const contentEditors = [
    '/admin/collections/services',
    '/admin/collections/plans',
    '/admin/collections/templates',
    '/admin/collections/pages',
    '/admin/collections/media',
    '/admin/globals/home-page',
    '/admin/globals/about-page',
    '/admin/globals/estimator-settings',
    '/admin/globals/site-settings',
  ]
  for (const href of contentEditors) await expect(linksTo(page, href), href).toHaveCount(0)

  const admin = await signInAdmin(request)
  const plans = await request.get('/api/plans?limit=1&depth=0&where[price.type][equals]=fixed', {
    headers: auth(admin),
  })
  const plan = ((await plans.json()) as { docs: { id: string; price: { amount: number } }[] })
    .docs[0]
  if (!plan) throw new Error('the seed has no plan')
  const priceNow = async () => {
    const response = await request.get(`/api/plans/${plan.id}?depth=0&draft=true`, {
      headers: auth(admin),
    })
    return ((await response.json()) as { price: { amount: number } }).price.amount
  }
  const before = await priceNow()

  for (const path of contentEditors) await expectRefused(page, path)
  await expectRefused(page, `/admin/collections/plans/${plan.id}`)

  const { token } = await restLogin(request, DEMO_SALES.email, DEMO_SALES.password)
  const preview = await request.get('/next/preview?path=/', {
    headers: auth(token),
    maxRedirects: 0,
  })
  expect(preview.status()).toBe(403)
  const patched = await request.patch(`/api/plans/${plan.id}`, {
    headers: auth(token),
    data: { price: { amount: 1 } },
  })
  expect(patched.status()).toBe(403)
  expect(await priceNow()).toBe(before)

  const mutated = await request.post('/api/graphql', {
    headers: auth(token),
    data: {
      query: `mutation { updatePlan(id: "${plan.id}", data: { price: { amount: 1 } }) { id } }`,
    },
  })
  const mutation = (await mutated.json()) as { data?: { updatePlan?: unknown }; errors?: unknown[] }
  expect(mutation.errors?.length).toBeGreaterThan(0)
  expect(mutation.data?.updatePlan ?? null).toBeNull()
  expect(await priceNow()).toBe(before)
  expect(before).not.toBe(1)
})
