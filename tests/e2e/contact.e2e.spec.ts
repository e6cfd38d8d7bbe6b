import fs from 'node:fs'
import path from 'node:path'

import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'

import type { FieldErrors } from '@/lib/actionResult'

import { DEMO_CLIENT, seedAdmin } from '../../seed/data/users'
import {
  agedToken,
  eachTestFromNewAddress,
  isolatedToken,
  randomAddress,
  signInToAdminPanel,
} from '../helpers/e2e'
import { uniqueEmails } from '../helpers/uniqueEmails'

/**
 * /contact as visitors, bots and staff meet it: both modes, every validation message, the success
 * and failure toasts, the rate limit, the callback dialog, the admin, and the HTTP endpoints.
 * Runs against a shared database and a server other specs use too, so every test makes its own
 * emails and presents its own client address (X-Forwarded-For; see src/lib/clientAddress.ts): the
 * per-address flood limit of one test never touches another.
 */

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const uniqueEmail = uniqueEmails(RUN)

const RATE_LIMITED = 'Too many submission attempts. Please wait before trying again.'

eachTestFromNewAddress()

async function expectNoAxeViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page })
  const results = await (include ? builder.include(include) : builder).analyze()
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([])
}

const toast = (page: Page, title: string) =>
  page
    .locator('[role="status"], [role="alert"]')
    .filter({ has: page.getByText(title, { exact: true }) })

const validEnquiry = (email: string, formToken: string, extra: Record<string, unknown> = {}) => ({
  name: 'Lerato Khumalo',
  email,
  message: 'Please tell me more about your hosting.',
  enquiryType: 'general',
  consent: true,
  formToken,
  ...extra,
})

/** The enquiries stored under an email, as staff read them over REST. */
async function storedEnquiries<T>(request: APIRequestContext, email: string): Promise<T[]> {
  const admin = seedAdmin()
  const token = await isolatedToken(admin.email, admin.password)
  const found = await request.get(
    `/api/enquiries?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
    { headers: { Authorization: `JWT ${token}` } },
  )
  expect(found.status()).toBe(200)
  return ((await found.json()) as { docs: T[] }).docs
}

/** Once React has hydrated the form it validates in the browser (before that, the browser posts it). */
async function readyForm(page: Page, name: string, submit: string): Promise<Locator> {
  const form = page.getByRole('form', { name })
  await expect(form.getByRole('button', { name: submit })).toBeEnabled()
  await expect(form).toHaveAttribute('data-hydrated', 'true')
  return form
}

async function fillGeneralForm(page: Page, email: string) {
  const form = await readyForm(page, 'Get In Touch', 'Send Message')
  await form.getByLabel('Full Name *').fill('Lerato Khumalo')
  await form.getByLabel('Email Address *').fill(email)
  await form.getByLabel('Your Message *').fill('We would like a new website for our bakery.')
  await form.getByLabel(/I agree to/).check()
  return form
}

/** Types a value the maxlength attribute would stop, to see the schema's own message. */
async function fillPastLimit(field: Locator, value: string) {
  await field.evaluate((element) => element.removeAttribute('maxlength'))
  await field.fill(value)
  await field.blur()
}

async function expectFieldMessage(field: Locator, message: string) {
  await expect(field).toHaveAccessibleDescription(
    new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  )
}

test.describe('contact page', () => {
  test('general mode: contact heading, services sidebar, consultation card, accessible', async ({
    page,
  }) => {
    await page.goto('/contact')
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible()
    const form = page.getByRole('form', { name: 'Get In Touch' })
    await expect(page.getByRole('heading', { name: 'Get In Touch', exact: true })).toBeVisible()
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeVisible()
    const message = form.getByLabel('Your Message *')
    expect(await message.evaluate((el) => getComputedStyle(el).minHeight)).toBe('120px')
    await expect(form.getByLabel('Budget Range *')).toHaveCount(0)

    const sidebar = page.getByRole('complementary', { name: 'More ways to get in touch' })
    for (const service of ['Web Development', 'Mobile Apps', 'Digital Marketing']) {
      await expect(sidebar.getByRole('heading', { name: service })).toBeVisible()
    }
    await expect(sidebar.getByRole('link', { name: 'View All Services' })).toHaveAttribute(
      'href',
      '/services',
    )
    await expect(sidebar.getByRole('heading', { name: 'Ready to Start?' })).toBeVisible()
    await expect(sidebar.getByText(/free 30-minute consultation/)).toBeVisible()
    await expect(sidebar.getByRole('button', { name: 'Schedule Call' })).toBeVisible()
    await expect(form.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    )
    await expectNoAxeViolations(page)
  })

  test("the form's validation code (zod, phone numbers) loads when a visitor starts on the form, not with the page", async ({
    page,
  }) => {
    const bodies: Promise<string>[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        bodies.push(response.text().catch(() => ''))
    })
    // Strings that survive minification: zod's issue code and libphonenumber's metadata key.
    const loaded = async (marker: string) =>
      (await Promise.all(bodies)).some((body) => body.includes(marker))

    await page.goto('/contact')
    await page.waitForLoadState('networkidle')
    expect(await loaded('invalid_type'), 'zod in the first load').toBe(false)
    expect(await loaded('possibleLengths'), 'libphonenumber in the first load').toBe(false)

    await page.getByRole('form', { name: 'Get In Touch' }).getByLabel('Full Name *').focus()
    await expect.poll(() => loaded('invalid_type')).toBe(true)
  })

  test('quote mode: service selected and the interest prefilled from the query string', async ({
    page,
  }) => {
    await page.goto('/contact?service=web-development&title=Web%20Development')
    await expect(page.getByRole('heading', { level: 1, name: 'Get Your Quote' })).toBeVisible()
    const form = page.getByRole('form', { name: 'Get Your Project Quote' })
    await expect(form.getByLabel('Service Interested In *')).toHaveValue('web-development')
    const details = form.getByLabel('Project Details *')
    await expect(details).toHaveValue("I'm interested in Web Development and would like a quote.")
    expect(await details.evaluate((el) => getComputedStyle(el).minHeight)).toBe('150px')
    await expect(form.getByRole('button', { name: 'Request Quote' })).toBeVisible()

    const sidebar = page.getByRole('complementary', { name: 'More ways to get in touch' })
    for (const reason of ['Expert Team', 'Fast Delivery', '24/7 Support']) {
      await expect(sidebar.getByRole('heading', { name: reason })).toBeVisible()
    }
    await expect(sidebar.getByRole('link', { name: 'Get AI Quote' })).toHaveAttribute(
      'href',
      '/ai-estimator',
    )
    await expect(sidebar.getByRole('button', { name: 'Schedule Call' })).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('a plan page link prefills a general enquiry', async ({ page }) => {
    await page.goto('/contact?plan=maintenance%3AProfessional')
    const form = page.getByRole('form', { name: 'Get In Touch' })
    await expect(form.getByLabel('Your Message *')).toHaveValue(
      "I'm interested in the Professional website maintenance package.",
    )
  })

  test('every enquiry field message, and "Looks good!" once a field is right', async ({ page }) => {
    await page.goto('/contact')
    const form = await readyForm(page, 'Get In Touch', 'Send Message')
    const name = form.getByLabel('Full Name *')
    const email = form.getByLabel('Email Address *')
    const phone = form.getByLabel('Phone Number')
    const company = form.getByLabel('Company Name')
    const message = form.getByLabel('Your Message *')
    const consent = form.getByLabel(/I agree to/)

    await form.getByRole('button', { name: 'Send Message' }).click()
    await expectFieldMessage(name, 'Name is required')
    await expectFieldMessage(email, 'This field is required')
    await expectFieldMessage(message, 'Message is required')
    await expectFieldMessage(consent, 'Please confirm you agree to us processing your details')
    await expect(phone).not.toHaveAccessibleDescription(/./)

    for (const [value, expected] of [
      ['A', 'Minimum 2 characters required'],
      ['R2-D2', 'Name contains invalid characters'],
    ] as const) {
      await name.fill(value)
      await name.blur()
      await expectFieldMessage(name, expected)
    }
    await fillPastLimit(name, 'A'.repeat(101))
    await expectFieldMessage(name, 'Name too long')
    await name.fill("Thandi O'Neil")
    await expectFieldMessage(name, 'Looks good!')

    await email.fill('not-an-email')
    await expectFieldMessage(email, 'Invalid email address')
    await email.fill('thandi+shop@example.co.za')
    await expectFieldMessage(email, 'Email aliases not allowed')
    await fillPastLimit(email, `${'a'.repeat(250)}@example.co.za`)
    await expectFieldMessage(email, 'Email too long')
    await email.fill('thandi@example.co.za')
    await expectFieldMessage(email, 'Looks good!')

    await phone.fill('12ab')
    await phone.blur()
    await expectFieldMessage(phone, 'Invalid phone number format')
    await phone.fill('0000 000')
    await expectFieldMessage(phone, 'Please enter a valid phone number')
    // As South Africans write it: accepted (stored as +27825550101).
    await phone.fill('082 555 0101')
    await expectFieldMessage(phone, 'Looks good!')
    await fillPastLimit(phone, '+27 82 555 0101 0101 01')
    await expectFieldMessage(phone, 'Phone number too long')
    await phone.fill('')
    await expect(phone).not.toHaveAccessibleDescription(/./)

    await company.fill('Acme #1')
    await company.blur()
    await expectFieldMessage(company, 'Company name contains invalid characters')
    await fillPastLimit(company, 'C'.repeat(101))
    await expectFieldMessage(company, 'Company name too long')
    await company.fill('Mokoena & Sons (Pty) Ltd.'.replace(/[()]/g, ''))
    await expectFieldMessage(company, 'Looks good!')

    await message.fill('javascript:alert(1)')
    await expectFieldMessage(message, 'Message contains potentially malicious content')
    await fillPastLimit(message, 'm'.repeat(2001))
    await expectFieldMessage(message, 'Message too long')

    await page.goto('/contact?service=web-development&title=Web%20Development')
    const quote = await readyForm(page, 'Get Your Project Quote', 'Request Quote')
    await quote.getByLabel('Service Interested In *').selectOption('')
    await quote.getByRole('button', { name: 'Request Quote' }).click()
    for (const label of [
      'Phone Number *',
      'Service Interested In *',
      'Budget Range *',
      'Project Timeline *',
    ]) {
      await expectFieldMessage(quote.getByLabel(label), 'This field is required')
    }
  })

  test('a general message is sent, confirmed by a toast, and the form is cleared', async ({
    page,
  }) => {
    await page.goto('/contact')
    const form = await fillGeneralForm(page, uniqueEmail('general'))
    const submit = form.getByRole('button', { name: 'Send Message' })
    await submit.click()
    await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled()
    await expect(toast(page, 'Message Sent!')).toContainText('within 24 hours')
    await expect(form.getByLabel('Full Name *')).toHaveValue('')
    await expect(form.getByLabel('Your Message *')).toHaveValue('')
    await expect(form.getByLabel(/I agree to/)).not.toBeChecked()
  })

  // The form hydrates in a pass of its own, after the rest of the page (DeferredEnquiryForm), so on
  // a slow phone a visitor can start typing before React validates it.
  test('what a visitor types before the form hydrates is kept and sent', async ({ page }) => {
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      await released
      await route.continue()
    })
    const email = uniqueEmail('early')
    await page.goto('/contact', { waitUntil: 'commit' })
    const form = page.getByRole('form', { name: 'Get In Touch' })
    await form.getByLabel('Full Name *').fill('Lerato Khumalo')
    await form.getByLabel('Email Address *').fill(email)
    await expect(form).not.toHaveAttribute('data-hydrated', 'true')

    release()
    await expect(form).toHaveAttribute('data-hydrated', 'true')
    await expect(form.getByLabel('Full Name *')).toHaveValue('Lerato Khumalo')
    await form.getByLabel('Your Message *').fill('We would like a new website for our bakery.')
    await form.getByLabel(/I agree to/).check()
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(toast(page, 'Message Sent!')).toBeVisible()

    const docs = await storedEnquiries<{ name: string }>(page.request, email)
    expect(docs.map(({ name }) => name)).toEqual(['Lerato Khumalo'])
  })

  test('a bot that fills the hidden field is answered as usual, and staff find its message held as spam', async ({
    page,
  }) => {
    await page.goto('/contact')
    const email = uniqueEmail('honeypot')
    const form = await fillGeneralForm(page, email)
    await form.locator('input[name="website"]').fill('https://spam.example', { force: true })
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(toast(page, 'Message Sent!')).toBeVisible()

    const docs = await storedEnquiries<{ status: string; spamReason: string }>(page.request, email)
    expect(docs.map(({ status, spamReason }) => ({ status, spamReason }))).toEqual([
      { status: 'spam', spamReason: 'honeypot' },
    ])
  })

  test('a quote request is sent and the chosen service stays selected', async ({ page }) => {
    await page.goto('/contact?service=seo-optimization&title=SEO%20Optimisation')
    const form = await readyForm(page, 'Get Your Project Quote', 'Request Quote')
    await form.getByLabel('Full Name *').fill('Pieter van der Merwe')
    await form.getByLabel('Email Address *').fill(uniqueEmail('quote'))
    await form.getByLabel('Phone Number *').fill('+27 21 555 0199')
    await form.getByLabel('Company Name').fill('Karoo Outfitters')
    await form.getByLabel('Budget Range *').selectOption('90k-270k')
    await form.getByLabel('Project Timeline *').selectOption('2-3-months')
    await form.getByLabel(/I agree to/).check()
    await form.getByRole('button', { name: 'Request Quote' }).click()
    await expect(toast(page, 'Quote Request Sent!')).toContainText('detailed quote and timeline')
    await expect(form.getByLabel('Service Interested In *')).toHaveValue('seo-optimization')
    await expect(form.getByLabel('Project Details *')).toHaveValue('')
    await expect(form.getByLabel('Full Name *')).toHaveValue('')
  })

  test('the 4th attempt within a minute shows the rate-limit message', async ({ page }) => {
    const email = uniqueEmail('limit')
    await page.goto('/contact')
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const form = await fillGeneralForm(page, email)
      await form.getByRole('button', { name: 'Send Message' }).click()
      await expect(toast(page, 'Message Sent!').last()).toBeVisible()
      await expect(form.getByLabel('Full Name *')).toHaveValue('')
    }
    const form = await fillGeneralForm(page, email)
    await form.getByRole('button', { name: 'Send Message' }).click()
    const failure = toast(page, 'Submission Failed')
    await expect(failure).toContainText(RATE_LIMITED)
    await expect(failure).toHaveAttribute('role', 'alert')
    // The visitor's text is kept, so nothing is lost while they wait.
    await expect(form.getByLabel('Your Message *')).not.toHaveValue('')
  })
})

test.describe('callback dialog', () => {
  async function openDialog(page: Page) {
    await readyForm(page, 'Get In Touch', 'Send Message')
    await page.getByRole('button', { name: 'Schedule Call' }).click()
    const dialog = page.getByRole('dialog', { name: 'Schedule a Callback' })
    await expect(dialog).toBeVisible()
    return dialog
  }

  /** Moves a few months ahead (fewer collisions with earlier runs) and picks an open day with a free time. */
  async function chooseFreeSlot(dialog: Locator): Promise<{ day: string; time: string }> {
    const months = 2 + Math.floor(Math.random() * 6)
    for (let i = 0; i < months; i += 1)
      await dialog.getByRole('button', { name: /next month/i }).click()
    const days = dialog.locator('.rdp-day_button:not([disabled])')
    const count = await days.count()
    expect(count).toBeGreaterThan(15)
    for (let attempt = 0; attempt < count; attempt += 1) {
      const day = days.nth((Math.floor(Math.random() * count) + attempt) % count)
      const label = (await day.getAttribute('aria-label')) ?? ''
      await day.click()
      const time = dialog.getByLabel('Preferred Time *')
      await expect(time.locator('option').first()).not.toHaveText('Loading available times...')
      const options = time.locator('option:not([value=""])')
      if ((await options.count()) === 0) continue
      const value = (await options.first().getAttribute('value')) ?? ''
      await time.selectOption(value)
      return { day: label, time: value }
    }
    throw new Error('no free callback slot found')
  }

  test('books a call: validation, weekends and past days closed, success toast, slot no longer offered', async ({
    page,
  }) => {
    await page.goto('/contact')
    const dialog = await openDialog(page)
    await expectNoAxeViolations(page, 'dialog[open]')

    await dialog.getByRole('button', { name: 'Schedule Callback' }).click()
    await expectFieldMessage(dialog.getByLabel('Full Name *'), 'Name must be at least 2 characters')
    await expectFieldMessage(dialog.getByLabel('Email *'), 'This field is required')
    await expect(dialog.getByText('Please select a date')).toBeVisible()
    await expectFieldMessage(dialog.getByLabel('Preferred Time *'), 'Please select a time')
    await dialog.getByLabel('Full Name *').fill('S')
    await expectFieldMessage(dialog.getByLabel('Full Name *'), 'Name must be at least 2 characters')
    await dialog.getByLabel('Email *').fill('sipho@')
    await expectFieldMessage(dialog.getByLabel('Email *'), 'Invalid email address')

    const saturdays = dialog.getByRole('button', { name: /^Saturday/ })
    const sundays = dialog.getByRole('button', { name: /^Sunday/ })
    for (const weekend of [saturdays, sundays]) {
      const total = await weekend.count()
      for (let i = 0; i < total; i += 1) await expect(weekend.nth(i)).toBeDisabled()
    }

    await dialog.getByLabel('Full Name *').fill('Sipho Dlamini')
    await expectFieldMessage(dialog.getByLabel('Full Name *'), 'Looks good!')
    await dialog.getByLabel('Email *').fill(uniqueEmail('callback'))
    await dialog.getByLabel('Company (Optional)').fill('Ubuntu Logistics')
    const chosen = await chooseFreeSlot(dialog)
    await expect(dialog.getByText(/^Selected: /)).toBeVisible()
    await dialog.getByLabel(/I agree to/).check()
    // Hold the server action in transit briefly so the pending state is observable, not a race.
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/contact', async (route) => {
      if (route.request().method() === 'POST') await held
      await route.continue()
    })
    await dialog.getByRole('button', { name: 'Schedule Callback' }).click()
    await expect(dialog.getByRole('button', { name: 'Submitting...' })).toBeDisabled()
    release()
    await expect(toast(page, 'Callback Request Submitted')).toContainText(
      "We'll contact you at your preferred time. Check your email for confirmation.",
    )
    await expect(dialog).toBeHidden()

    // The booked time is no longer offered on that day.
    const again = await openDialog(page)
    const target = again
      .getByRole('button', { name: chosen.day.replace(/, selected$/, '') })
      .first()
    for (let i = 0; i < 12 && !(await target.isVisible()); i += 1)
      await again.getByRole('button', { name: /next month/i }).click()
    await target.click()
    const time = again.getByLabel('Preferred Time *')
    await expect(time.locator('option').first()).not.toHaveText('Loading available times...')
    await expect(time.locator(`option[value="${chosen.time}"]`)).toHaveCount(0)
  })

  test('a failed request keeps the dialog open with the error toast', async ({ page }) => {
    await page.goto('/contact')
    const dialog = await openDialog(page)
    await dialog.getByLabel('Full Name *').fill('Sipho Dlamini')
    await dialog.getByLabel('Email *').fill(uniqueEmail('fail'))
    await chooseFreeSlot(dialog)
    await dialog.getByLabel(/I agree to/).check()
    // The server action is a POST to the page carrying a Next-Action header; make it fail in transit.
    await page.route('**/contact', (route) =>
      route.request().method() === 'POST' ? route.abort('connectionreset') : route.continue(),
    )
    await dialog.getByRole('button', { name: 'Schedule Callback' }).click()
    await expect(toast(page, 'Error')).toContainText(
      'Failed to submit callback request. Please try again.',
    )
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Schedule Callback' })).toBeEnabled()
    await expect(dialog.getByLabel('Full Name *')).toHaveValue('Sipho Dlamini')
  })
})

test.describe('HTTP endpoints', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': randomAddress() } })

  test('speak real statuses: 201, 400, 415, 422 with the spec messages, 429 with Retry-After', async ({
    request,
  }) => {
    const formToken = await agedToken(request)

    const created = await request.post('/forms/enquiry', {
      data: validEnquiry(uniqueEmail('api'), formToken),
    })
    expect(created.status()).toBe(201)
    expect(await created.json()).toMatchObject({ ok: true, data: { id: expect.any(String) } })

    const malformed = await request.post('/forms/enquiry', {
      headers: { 'content-type': 'application/json' },
      data: '{oops',
    })
    expect(malformed.status()).toBe(400)
    const notJson = await request.post('/forms/enquiry', {
      headers: { 'content-type': 'text/plain' },
      data: '{}',
    })
    expect(notJson.status()).toBe(415)

    const tooLong = await request.post('/forms/enquiry', {
      data: validEnquiry(uniqueEmail('api'), formToken, {
        enquiryType: 'service',
        phone: '+27 21 555 0100',
        service: 's'.repeat(51),
        budget: 'b'.repeat(21),
        timeline: 't'.repeat(31),
      }),
    })
    expect(tooLong.status()).toBe(422)
    expect(await tooLong.json()).toMatchObject({
      ok: false,
      message: 'Please check your input and try again.',
      fieldErrors: {
        service: ['Service selection too long'],
        budget: ['Budget selection too long'],
        timeline: ['Timeline selection too long'],
      },
    })

    const wrongType = await request.post('/forms/enquiry', {
      data: validEnquiry(uniqueEmail('api'), formToken, { enquiryType: 'spam' }),
    })
    expect(wrongType.status()).toBe(422)
    expect(
      ((await wrongType.json()) as { fieldErrors: FieldErrors }).fieldErrors.enquiryType,
    ).toHaveLength(1)

    const email = uniqueEmail('api-limit')
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await request.post('/forms/enquiry', { data: validEnquiry(email, formToken) })).status(),
      ).toBe(201)
    }
    const limited = await request.post('/forms/enquiry', { data: validEnquiry(email, formToken) })
    expect(limited.status()).toBe(429)
    expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0)
    expect(await limited.json()).toEqual({ ok: false, message: RATE_LIMITED })
  })

  test('booked slots are listed as times only', async ({ request }) => {
    const response = await request.get('/forms/callback/slots?date=2031-03-03')
    expect(response.status()).toBe(200)
    const body = (await response.json()) as { date: string; booked: string[] }
    expect(body.date).toBe('2031-03-03')
    for (const time of body.booked) expect(time).toMatch(/^\d{2}:\d{2}$/)
    expect((await request.get('/forms/callback/slots?date=2031-02-30')).status()).toBe(400)
  })

  test('anonymous visitors and clients cannot read, create, change or delete leads via REST or GraphQL', async ({
    request,
  }) => {
    const formToken = await agedToken(request)
    const created = await request.post('/forms/enquiry', {
      data: validEnquiry(uniqueEmail('rest'), formToken),
    })
    const { data } = (await created.json()) as { data: { id: string } }

    // Signed in apart, so this context's requests stay anonymous unless they carry the token.
    const token = await isolatedToken(DEMO_CLIENT.email, DEMO_CLIENT.password)

    const identities: Record<string, string>[] = [{}, { Authorization: `JWT ${token}` }]
    for (const auth of identities) {
      for (const collection of ['enquiries', 'callbacks']) {
        const list = await request.get(`/api/${collection}`, { headers: auth })
        expect(list.status()).toBe(403)
        expect(JSON.stringify(await list.json())).not.toContain('@example')
        const create = await request.post(`/api/${collection}`, {
          headers: auth,
          data: {
            name: 'Mallory',
            email: 'mallory@example.com',
            message: 'x',
            enquiryType: 'general',
            consent: true,
          },
        })
        expect(create.status()).toBe(403)
      }
      expect((await request.get(`/api/enquiries/${data.id}`, { headers: auth })).status()).toBe(403)
      expect(
        (
          await request.patch(`/api/enquiries/${data.id}`, {
            headers: auth,
            data: { status: 'spam' },
          })
        ).status(),
      ).toBe(403)
      expect((await request.delete(`/api/enquiries/${data.id}`, { headers: auth })).status()).toBe(
        403,
      )

      for (const query of [
        '{ Enquiries { docs { id email message } } }',
        '{ Callbacks { docs { id email preferredTime } } }',
        `mutation { updateEnquiry(id: "${data.id}", data: { status: spam }) { id } }`,
        `mutation { deleteEnquiry(id: "${data.id}") { id } }`,
      ]) {
        const response = await request.post('/api/graphql', { headers: auth, data: { query } })
        const body = (await response.json()) as {
          data?: Record<string, unknown> | null
          errors?: unknown[]
        }
        expect(Object.values(body.data ?? {}).every((value) => value === null)).toBe(true)
        expect(JSON.stringify(body.errors)).toMatch(/not allowed|cannot query|unknown/i)
      }
      const createMutation = await request.post('/api/graphql', {
        headers: auth,
        data: {
          query:
            'mutation { createEnquiry(data: { name: "M", email: "m@example.com", message: "x", enquiryType: general, consent: true, status: new }) { id } }',
        },
      })
      expect(JSON.stringify(await createMutation.json())).toMatch(
        /not allowed|cannot query|unknown/i,
      )
    }
  })
})

test.describe('staff side', () => {
  test('staff find a new enquiry in the admin, see it counted, and export it with formulas neutralised', async ({
    page,
    request,
  }) => {
    const formToken = await agedToken(request)
    const email = uniqueEmail('staff')
    const created = await request.post('/forms/enquiry', {
      headers: { 'x-forwarded-for': randomAddress() },
      data: validEnquiry(email, formToken, {
        name: 'Nomvula Staffcheck',
        phone: '+27 82 555 0123',
        message: '=HYPERLINK("http://x.example")',
        enquiryType: 'service',
        service: 'web-development',
        budget: '90k-270k',
        timeline: '1-month',
      }),
    })
    expect(created.status()).toBe(201)

    await signInToAdminPanel(page)
    await expect(page.getByRole('heading', { name: 'Leads waiting for a reply' })).toBeVisible()
    await expect(page.getByTestId('new-enquiries-count')).toHaveText(/^[1-9]\d*$/)

    await page.goto(`/admin/collections/enquiries?search=${encodeURIComponent(email)}`)
    const row = page.getByRole('row').filter({ hasText: email })
    await expect(row).toHaveCount(1)
    await expect(row).toContainText('Nomvula Staffcheck')
    await expect(row).toContainText('New')
    // The service by its title; the record keeps the slug.
    await expect(row).toContainText('Web Development')
    await expect(row).not.toContainText('web-development')

    // The plugin's download endpoint, as the export drawer calls it, with the staff session.
    const admin = seedAdmin()
    const token = await isolatedToken(admin.email, admin.password)
    const csv = await request.post('/api/exports/download', {
      headers: { Authorization: `JWT ${token}` },
      data: {
        data: {
          collectionSlug: 'enquiries',
          format: 'csv',
          where: { email: { equals: email } },
          fields: ['name', 'email', 'phone', 'service', 'message'],
        },
      },
    })
    expect(csv.status()).toBe(200)
    const text = await csv.text()
    expect(text).toContain(email)
    expect(text).toContain('Web Development')
    expect(text).not.toContain('web-development')
    expect(text).toContain(`'=HYPERLINK`)
    // Stored in E.164, and still neutralised (a leading + starts a formula in a spreadsheet).
    expect(text).toContain(`'+27825550123`)
    expect(text).not.toMatch(/(^|,)"?=HYPERLINK/m)

    const anonymous = await request.post('/api/exports/download', {
      data: {
        data: { collectionSlug: 'enquiries', format: 'csv', where: { email: { equals: email } } },
      },
    })
    expect(await anonymous.text()).not.toContain(email)
  })

  test('emails reach the visitor when the run has a mail catcher', async ({ request }) => {
    const mailDir = process.env.E2E_MAIL_DIR
    test.skip(!mailDir, 'only the full e2e run (scripts/e2e.ts) starts an SMTP catcher')
    const formToken = await agedToken(request)
    const email = uniqueEmail('mail')
    expect(
      (await request.post('/forms/enquiry', { data: validEnquiry(email, formToken) })).status(),
    ).toBe(201)
    await expect
      .poll(
        () =>
          fs
            .readdirSync(mailDir ?? '.')
            .map((file) => fs.readFileSync(path.join(mailDir ?? '.', file), 'utf8'))
            .filter((content) => content.includes(email)).length,
        { timeout: 30_000 },
      )
      .toBe(2)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test("the enquiry form posts itself: the server's messages show in the form, and a valid enquiry is stored", async ({
    page,
    request,
  }) => {
    await page.goto('/contact')
    let form = page.getByRole('form', { name: 'Get In Touch' })
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Submission Failed' })).toBeVisible()
    form = page.getByRole('form', { name: 'Get In Touch' })
    await expectFieldMessage(form.getByLabel('Full Name *'), 'Name is required')
    await expectFieldMessage(form.getByLabel('Your Message *'), 'Message is required')

    const email = uniqueEmail('nojs')
    await form.getByLabel('Full Name *').fill('Lerato Khumalo')
    await form.getByLabel('Email Address *').fill(email)
    await form.getByLabel('Your Message *').fill('Sent from a phone with JavaScript switched off.')
    await form.getByLabel(/I agree to/).check()
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Message Sent!' })).toBeVisible()

    const docs = await storedEnquiries<{ name: string; message: string; sourcePage: string }>(
      request,
      email,
    )
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      name: 'Lerato Khumalo',
      message: 'Sent from a phone with JavaScript switched off.',
      sourcePage: '/contact',
    })
  })
})
