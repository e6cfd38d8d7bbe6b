import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { richText } from '../../seed/lexical'
import { DEMO_EDITOR } from '../../seed/data/users'
import { jwtAuth, restLogin } from '../helpers/e2e'
import { first } from '../helpers/lists'

/**
 * Case studies on the built site: /work and its filter pages are prerendered links (no query
 * string), so they work without JavaScript; a case study an editor publishes appears on its
 * service's page and under both its filters. Each test makes its own records (unique slugs).
 */

const SEEDED = {
  slug: 'umhlanga-threads-online-store',
  title: 'An online store that outsells the flagship branch',
  other: 'Dispatch, tracking and a driver app for a trucking fleet',
}

const main = (page: Page) => page.locator('#main-content')
const filters = (page: Page) => page.getByRole('navigation', { name: 'Filter case studies' })
const caseStudyLink = (page: Page, title: string) =>
  main(page).getByRole('link', { name: title, exact: true })

async function serviceId(request: APIRequestContext, slug: string): Promise<string> {
  const response = await request.get(`/api/services?where[slug][equals]=${slug}&depth=0`)
  expect(response.status()).toBe(200)
  return first(((await response.json()) as { docs: { id: string }[] }).docs, slug).id
}

test.describe('case studies', () => {
  test('a published case study appears on its service page and under its filters', async ({
    request,
    page,
  }) => {
    const { token } = await restLogin(request, DEMO_EDITOR.email, DEMO_EDITOR.password)
    const unique = Date.now().toString(36) + Math.random().toString(36).slice(2, 6)
    // A service and an industry the seed gives no case study, so their pages change visibly.
    const service = 'domain-services'
    const title = `Domains for a Limpopo farm co-op ${unique}`
    const slug = `limpopo-domains-${unique}`
    const story = richText([{ p: 'Forty farms under one name.' }])
    const created = await request.post('/api/case-studies', {
      headers: jwtAuth(token),
      data: {
        title,
        slug,
        clientName: 'Letaba Growers',
        industry: 'agriculture',
        services: [await serviceId(request, service)],
        projectDate: '2026-06-01T00:00:00.000Z',
        summary: 'One domain, forty farm shops, and email that arrives.',
        challenge: story,
        approach: story,
        outcome: story,
        results: [{ figure: '40', label: 'farm shops online' }],
        _status: 'published',
      },
    })
    expect(created.status(), await created.text()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: string } }
    try {
      for (const path of [
        `/services/${service}`,
        '/work',
        `/work/service/${service}`,
        '/work/industry/agriculture',
      ]) {
        await expect
          .poll(
            async () => {
              await page.goto(path)
              return caseStudyLink(page, title).count()
            },
            { message: path, timeout: 10_000 },
          )
          .toBe(1)
      }
      await caseStudyLink(page, title).click()
      await expect(page).toHaveURL(new RegExp(`/work/${slug}$`))
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
      await expect(main(page).getByText('farm shops online')).toBeVisible()
      // Not under an industry it is not filed in.
      await page.goto('/work/industry/retail')
      await expect(caseStudyLink(page, title)).toHaveCount(0)
    } finally {
      const removed = await request.delete(`/api/case-studies/${doc.id}`, {
        headers: jwtAuth(token),
      })
      expect(removed.status()).toBe(200)
    }
  })

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false })

    test('the filters on /work are links to pages of their own', async ({ page }) => {
      await page.goto('/work')
      await expect(caseStudyLink(page, SEEDED.title)).toBeVisible()
      await expect(caseStudyLink(page, SEEDED.other)).toBeVisible()

      await filters(page).getByRole('link', { name: 'Retail' }).click()
      await expect(page).toHaveURL(/\/work\/industry\/retail$/)
      await expect(filters(page).getByRole('link', { name: 'Retail' })).toHaveAttribute(
        'aria-current',
        'page',
      )
      await expect(caseStudyLink(page, SEEDED.title)).toBeVisible()
      await expect(caseStudyLink(page, SEEDED.other)).toHaveCount(0)

      await filters(page).getByRole('link', { name: 'Cloud Services' }).click()
      await expect(page).toHaveURL(/\/work\/service\/cloud-services$/)
      await expect(caseStudyLink(page, SEEDED.other)).toBeVisible()
      await expect(caseStudyLink(page, SEEDED.title)).toHaveCount(0)

      await main(page).getByRole('link', { name: 'Show all case studies' }).click()
      await expect(page).toHaveURL(/\/work$/)
      await expect(caseStudyLink(page, SEEDED.title)).toBeVisible()
    })

    test('a case study shows its results, quote, gallery and services without a script', async ({
      page,
    }) => {
      await page.goto(`/work/${SEEDED.slug}`)
      await expect(page.getByRole('heading', { level: 1, name: SEEDED.title })).toBeVisible()
      await expect(main(page).getByText('online sales in six months')).toBeVisible()
      await expect(main(page).locator('blockquote')).toContainText('checkout on their phones')
      await expect(
        main(page).getByRole('img', { name: 'Checkout with PayFast, SnapScan and Instant EFT' }),
      ).toBeVisible()
      await expect(
        main(page).getByRole('link', { name: /Learn More about E-commerce Development/ }),
      ).toBeVisible()
    })
  })

  test('a case study describes itself as a creative work with a share card, never a review', async ({
    page,
    request,
  }) => {
    await page.goto(`/work/${SEEDED.slug}`)
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    )
    const work = blocks.find((block) => block['@type'] === 'CreativeWork')
    expect(work).toMatchObject({
      name: SEEDED.title,
      sourceOrganization: { name: 'Umhlanga Threads' },
    })
    const html = await page.content()
    expect(html).not.toMatch(/"@type":"(Review|AggregateRating|Rating)"/)
    const card = await page.locator('meta[property="og:image"]').getAttribute('content')
    const image = await request.get(new URL(card ?? '').pathname)
    expect(image.status()).toBe(200)
    expect(image.headers()['content-type']).toBe('image/png')
  })
})
