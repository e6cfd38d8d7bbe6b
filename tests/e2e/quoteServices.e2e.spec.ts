import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { seedAdmin } from '../../seed/data/users'
import { agedToken, isolatedToken, randomAddress } from '../helpers/e2e'
import { uniqueEmails } from '../helpers/uniqueEmails'

/**
 * Issue 13 item 6: the quote form offers the services the CMS publishes. Staff publish a new
 * service through the REST API (what the admin panel calls): the prerendered /contact/quote
 * offers it within 2 seconds, ?service= preselects it, and once it is unpublished the option is
 * gone within 2 seconds and both the server action and POST /forms/enquiry refuse it.
 */

const LIVE_WITHIN_MS = 2000
const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const SLUG = `drone-filming-${RUN}`
const TITLE = `Drone Filming ${RUN}`
const INVALID_FORMAT = 'Invalid format'

const uniqueEmail = uniqueEmails(RUN)

const optionPattern = new RegExp(`<option value="${SLUG}"[^>]*>${TITLE}</option>`)

/** Polls the page's HTML until the option is there (or gone); returns how long that took. */
async function msUntil(
  request: APIRequestContext,
  path: string,
  offered: boolean,
  since: number,
): Promise<number> {
  const deadline = since + 10_000
  while (Date.now() < deadline) {
    const html = await (await request.get(path)).text()
    if (optionPattern.test(html) === offered) return Date.now() - since
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return Number.POSITIVE_INFINITY
}

const quoteBody = (formToken: string, service: string) => ({
  name: 'Naledi Dube',
  email: uniqueEmail('api'),
  phone: '082 555 1234',
  service,
  budget: '90k-270k',
  timeline: '1-month',
  message: 'Aerial footage of our wine farm, please.',
  enquiryType: 'service',
  consent: true,
  formToken,
})

async function fillQuote(page: Page) {
  const form = page.getByRole('form', { name: 'Get Your Project Quote' })
  await expect(form).toHaveAttribute('data-hydrated', 'true')
  await form.getByLabel('Full Name *').fill('Naledi Dube')
  await form.getByLabel('Email Address *').fill(uniqueEmail('form'))
  await form.getByLabel('Phone Number *').fill('082 555 1234')
  await form.getByLabel('Budget Range *').selectOption('90k-270k')
  await form.getByLabel('Project Timeline *').selectOption('1-month')
  await form.getByLabel(/I agree to/).check()
  return form
}

test.describe('quote form services from the CMS', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': randomAddress() } })

  test('a service published in the admin is offered within 2 s and preselected; unpublished it is gone within 2 s and refused', async ({
    request,
    page,
  }) => {
    const admin = seedAdmin()
    const token = await isolatedToken(admin.email, admin.password)
    const auth = { Authorization: `JWT ${token}` }

    // The page is prerendered and answered from the cache: the test proves revalidation.
    expect((await request.get('/contact/quote')).status()).toBe(200)
    expect((await request.get('/contact/quote')).headers()['x-nextjs-cache']).toMatch(
      /^(HIT|STALE)$/,
    )
    const before = await (await request.get('/contact/quote')).text()
    expect(before).toContain('>Mobile App Development</option>')
    expect(before).toContain('>SEO Optimisation</option>')
    expect(before).toMatch(/<option value="other"[^>]*>Other<\/option>/)
    expect(before).not.toMatch(optionPattern)

    const created = await request.post('/api/services', {
      headers: auth,
      data: {
        title: TITLE,
        slug: SLUG,
        description: 'Aerial video for property listings and events.',
        icon: 'sparkles',
        price: { amount: 4999, unit: 'once' },
        features: ['Licensed pilots', '4K video', 'Edited clip', 'Raw footage'].map((text) => ({
          text,
        })),
        timeline: '1 week',
        _status: 'published',
      },
    })
    expect(created.status()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: string } }

    try {
      const shownMs = await msUntil(request, '/contact/quote', true, Date.now())
      test.info().annotations.push({ type: 'offered after (ms)', description: String(shownMs) })
      expect(shownMs).toBeLessThanOrEqual(LIVE_WITHIN_MS)

      // ?service= preselects it, and the interest is written with its CMS title.
      await page.goto(`/contact?service=${SLUG}`)
      const form = page.getByRole('form', { name: 'Get Your Project Quote' })
      const service = form.getByLabel('Service Interested In *')
      await expect(service).toHaveValue(SLUG)
      await expect(service.locator('option:checked')).toHaveText(TITLE)
      await expect(form.getByLabel('Project Details *')).toHaveValue(
        `I'm interested in ${TITLE} and would like a quote.`,
      )

      const formToken = await agedToken(request)
      const accepted = await request.post('/forms/enquiry', { data: quoteBody(formToken, SLUG) })
      expect(accepted.status()).toBe(201)

      // Unpublished while the visitor still has the form open.
      const unpublished = await request.patch(`/api/services/${doc.id}`, {
        headers: auth,
        data: { _status: 'draft' },
      })
      expect(unpublished.status()).toBe(200)
      const goneMs = await msUntil(request, '/contact/quote', false, Date.now())
      test.info().annotations.push({ type: 'gone after (ms)', description: String(goneMs) })
      expect(goneMs).toBeLessThanOrEqual(LIVE_WITHIN_MS)

      const refused = await request.post('/forms/enquiry', { data: quoteBody(formToken, SLUG) })
      expect(refused.status()).toBe(422)
      expect(await refused.json()).toMatchObject({
        ok: false,
        fieldErrors: { service: [INVALID_FORMAT] },
      })

      // The open page still lists it; the server action is the gate.
      await fillQuote(page)
      await form.getByRole('button', { name: 'Request Quote' }).click()
      await expect(service).toHaveAccessibleDescription(new RegExp(INVALID_FORMAT))
      await expect(page.getByText('Submission Failed', { exact: true })).toBeVisible()

      // A fresh visit offers it no more, so the link selects nothing.
      await page.goto(`/contact?service=${SLUG}`)
      await expect(
        form.getByLabel('Service Interested In *').locator(`option[value="${SLUG}"]`),
      ).toHaveCount(0)
      await expect(form.getByLabel('Service Interested In *')).toHaveValue('')
    } finally {
      expect((await request.delete(`/api/services/${doc.id}`, { headers: auth })).status()).toBe(
        200,
      )
    }
  })
})
