import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { siteSettings } from '../../seed/data/siteSettings'
import { DEMO_EDITOR, DEMO_SALES } from '../../seed/data/users'
import {
  eachTestFromNewAddress,
  isolatedToken,
  jwtAuth,
  restLogin,
  signInToAdminPanel,
} from '../helpers/e2e'
import { first } from '../helpers/lists'
import { waitForMailText } from '../helpers/mail'
import { uniqueEmails } from '../helpers/uniqueEmails'

/**
 * Landing pages built from blocks (issue 40): an editor builds one in the admin, previews the
 * draft, publishes it; visitors see it at /<slug>, a rename leaves a redirect, and its enquiry
 * form stores leads with the page as their source. Each test makes its own pages (unique slugs)
 * and removes them.
 */

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const uniqueEmail = uniqueEmails(RUN)

eachTestFromNewAddress()

async function editorAuth(request: APIRequestContext) {
  return jwtAuth((await restLogin(request, DEMO_EDITOR.email, DEMO_EDITOR.password)).token)
}

async function removePages(
  request: APIRequestContext,
  auth: Record<string, string>,
  slugs: string[],
) {
  for (const slug of slugs) {
    const found = await request.get(`/api/pages?where[slug][equals]=${slug}&depth=0&draft=true`, {
      headers: auth,
    })
    for (const doc of ((await found.json()) as { docs: { id: string }[] }).docs)
      await request.delete(`/api/pages/${doc.id}`, { headers: auth })
    const redirects = await request.get(`/api/redirects?where[from][equals]=/${slug}&depth=0`, {
      headers: auth,
    })
    for (const doc of ((await redirects.json()) as { docs: { id: string }[] }).docs)
      await request.delete(`/api/redirects/${doc.id}`, { headers: auth })
  }
}

async function addBlock(page: Page, label: string) {
  await page.getByRole('button', { name: /^Add (Block|Layout)$/ }).click()
  await page
    .locator('.blocks-drawer__block')
    .filter({ has: page.getByText(label, { exact: true }) })
    .click()
}

test.describe('landing pages', () => {
  test('an editor builds a page from blocks, previews and publishes it; visitors see it, and a rename redirects', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    test.setTimeout(150_000)
    const slug = `durban-surf-shops-${RUN}`
    const renamed = `${slug}-online`
    const heading = `Websites for Durban surf shops ${RUN}`
    const auth = await editorAuth(request)
    // A visitor without a session, in a browser context of its own.
    const visitorContext = await browser.newContext({ baseURL })
    const anonymousStatus = async (path: string) =>
      (await visitorContext.request.get(path, { maxRedirects: 0 })).status()

    try {
      await signInToAdminPanel(page, DEMO_EDITOR)
      await page.goto('/admin/collections/pages/create')
      await page.locator('#field-title').fill('Durban surf shops')
      await page.locator('#field-slug').fill(slug)

      await addBlock(page, 'Hero')
      await page.locator('#field-layout__0__heading').fill(heading)
      await page.locator('#field-layout__0__text').fill('Shops that sell boards while you surf.')
      await addBlock(page, 'Frequently asked questions')
      await page.getByRole('button', { name: 'Add Question' }).click()
      await page.locator('#field-layout__1__items__0__question').fill('Do you work in Umhlanga?')
      await page
        .locator('#field-layout__1__items__0__answer')
        .fill('Yes: from Umhlanga to the South Coast, on site or online.')
      await addBlock(page, 'Marketing figures')
      // Reordered: the figures move up above the questions.
      await page.locator('#layout-row-2 .array-actions__button').first().click()
      await page.getByRole('button', { name: 'Move Up' }).click()
      await expect(page.locator('#layout-row-1')).toContainText('Marketing figures')
      await page.locator('#action-save-draft').click()
      await expect(page.locator('.payload-toast-item').first()).toContainText(/success/i)
      await expect(page).toHaveURL(/\/admin\/collections\/pages\/[0-9a-f-]{36}/)

      // A draft: staff preview it (the live-preview pane opens this address), the public gets a 404.
      expect(await anonymousStatus(`/${slug}`)).toBe(404)
      const editUrl = page.url()
      await page.goto(`/next/preview?${new URLSearchParams({ path: `/${slug}` }).toString()}`)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await expect(page.getByRole('status').filter({ hasText: 'not yet published' })).toBeVisible()
      await expect(page.getByText('Do you work in Umhlanga?')).toBeVisible()
      await page.goto(`/next/exit-preview?${new URLSearchParams({ path: '/' }).toString()}`)

      await page.goto(editUrl)
      await page.locator('#action-save').click()
      await expect(page.locator('.payload-toast-item').first()).toContainText(/success/i)

      await expect.poll(() => anonymousStatus(`/${slug}`), { timeout: 10_000 }).toBe(200)
      const visitor = await visitorContext.newPage()
      try {
        await visitor.goto(`/${slug}`)
        await expect(visitor.getByRole('heading', { level: 1, name: heading })).toBeVisible()
        await expect(visitor.getByRole('term').filter({ hasText: 'Happy Clients' })).toBeVisible()
        await visitor.getByText('Do you work in Umhlanga?').click()
        await expect(visitor.getByText('from Umhlanga to the South Coast')).toBeVisible()
        const jsonLd = await visitor.locator('script[type="application/ld+json"]').allTextContents()
        expect(jsonLd.some((text) => text.includes('"FAQPage"'))).toBe(true)
      } finally {
        await visitor.close()
      }

      // Renamed once published: the old address answers 308 to the new one.
      const id = /pages\/([0-9a-f-]{36})/.exec(editUrl)?.[1]
      const saved = await request.patch(`/api/pages/${id}`, {
        headers: auth,
        data: { slug: renamed, _status: 'published' },
      })
      expect(saved.status(), await saved.text()).toBe(200)
      await expect
        .poll(
          async () => {
            const response = await request.get(`/${slug}`, { maxRedirects: 0 })
            return [response.status(), response.headers().location ?? '']
          },
          { timeout: 5_000 },
        )
        .toEqual([308, expect.stringMatching(new RegExp(`/${renamed}$`))])
      await page.goto(`/${slug}`)
      await expect(page).toHaveURL(new RegExp(`/${renamed}$`))
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    } finally {
      await visitorContext.close()
      await removePages(request, auth, [slug, renamed])
    }
  })

  test("an enquiry sent from a landing page's form is stored with that page as its source and reaches staff", async ({
    page,
    request,
  }) => {
    test.skip(
      !process.env.E2E_MAIL_DIR,
      'only the full e2e run (scripts/e2e.ts) starts an SMTP catcher',
    )
    test.setTimeout(90_000)
    const slug = `pretoria-clinics-${RUN}`
    const auth = await editorAuth(request)
    const services = await request.get(
      '/api/services?where[slug][equals]=web-development&depth=0',
      {
        headers: auth,
      },
    )
    const service = first(
      ((await services.json()) as { docs: { id: string }[] }).docs,
      'the web development service',
    )
    const created = await request.post('/api/pages', {
      headers: auth,
      data: {
        title: 'Websites for Pretoria clinics',
        slug,
        _status: 'published',
        layout: [
          { blockType: 'hero', heading: 'Websites for Pretoria clinics' },
          {
            blockType: 'enquiryForm',
            heading: 'Ask for a clinic website quote',
            service: service.id,
          },
        ],
      },
    })
    expect(created.status(), await created.text()).toBe(201)

    try {
      await page.goto(`/${slug}`)
      const form = page.getByRole('form', { name: 'Ask for a clinic website quote' })
      await expect(form).toHaveAttribute('data-hydrated', 'true')
      await expect(form.getByLabel('Service Interested In *')).toHaveValue('web-development')
      const email = uniqueEmail('landing')
      const message = `Online bookings for three clinics in Hatfield (${RUN}).`
      await form.getByLabel('Full Name *').fill('Naledi Mahlangu')
      await form.getByLabel('Email Address *').fill(email)
      await form.getByLabel('Phone Number *').fill('+27 12 555 0142')
      await form.getByLabel('Budget Range *').selectOption('90k-270k')
      await form.getByLabel('Project Timeline *').selectOption('2-3-months')
      await form.getByLabel('Project Details *').fill(message)
      await form.getByLabel(/I agree to/).check()
      await form.getByRole('button', { name: 'Request Quote' }).click()
      await expect(
        page.locator('[role="status"]').filter({ hasText: 'Quote Request Sent!' }),
      ).toBeVisible()

      // Read as sales read leads, with a session of its own.
      const salesToken = await isolatedToken(DEMO_SALES.email, DEMO_SALES.password)
      const stored = await request.get(
        `/api/enquiries?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
        { headers: jwtAuth(salesToken) },
      )
      const docs = ((await stored.json()) as { docs: { sourcePage: string; service: string }[] })
        .docs
      expect(docs).toHaveLength(1)
      expect(docs[0]).toMatchObject({ sourcePage: `/${slug}`, service: 'web-development' })

      expect(await waitForMailText(siteSettings.contactEmail, email)).toContain(message)
    } finally {
      await removePages(request, auth, [slug])
    }
  })

  test("the PAIA manual and the privacy policy give the Information Officer's contact, and the footer links the manual beside the privacy policy", async ({
    page,
  }) => {
    const officer = siteSettings.informationOfficer
    if (!officer?.email || !officer.name) throw new Error('the seed names an Information Officer')
    for (const path of ['/paia-manual', '/privacy-policy']) {
      await page.goto(path)
      const section = page.getByRole('region', { name: /Information Officer/ })
      await expect(section).toContainText(officer.name)
      await expect(section.getByRole('link', { name: officer.email })).toHaveAttribute(
        'href',
        `mailto:${officer.email}`,
      )
    }
    const company = page.locator('footer li a')
    const hrefs = await company.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')),
    )
    expect(hrefs.indexOf('/paia-manual')).toBe(hrefs.indexOf('/privacy-policy') + 1)
  })

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false })

    test("a landing page's hero shows its picture, fetched first, and its form is there to send", async ({
      page,
    }) => {
      await page.goto('/online-shops-gauteng-retailers')
      const picture = page.getByRole('img', {
        name: 'An online shop on a phone and a laptop, with a courier parcel ready to go',
      })
      await expect(picture).toBeVisible()
      // The opening band's picture is likely the largest paint: not lazy, and asked for first.
      await expect(picture).toHaveAttribute('fetchpriority', 'high')
      await expect(picture).not.toHaveAttribute('loading', 'lazy')
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0)
      await expect(page.getByLabel('Full Name *')).toBeEditable()
    })
  })
})
