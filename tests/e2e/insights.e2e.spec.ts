import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext } from '@playwright/test'
import Parser from 'rss-parser'

import { richText } from '../../seed/lexical'
import { DEMO_EDITOR } from '../../seed/data/users'
import { jwtAuth, restLogin } from '../helpers/e2e'
import { first } from '../helpers/lists'

/**
 * An editor publishes an article (with a category and an author of its own, unique to this run);
 * a visitor then finds it in /insights, on its category's page and in the feed, and reads it.
 */

const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const SLUG = `e2e-article-${unique}`
const TITLE = `Load shedding and your checkout ${unique}`
const CATEGORY = { title: `Payments ${unique}`, slug: `e2e-payments-${unique}` }
const AUTHOR = { name: `Lerato Dlamini ${unique}`, role: 'Payments Lead' }

type Created = { collection: string; id: string }

async function create(
  request: APIRequestContext,
  auth: Record<string, string>,
  collection: string,
  data: Record<string, unknown>,
): Promise<string> {
  const res = await request.post(`/api/${collection}?depth=0`, { headers: auth, data })
  expect(res.status(), `create ${collection}: ${await res.text()}`).toBe(201)
  return ((await res.json()) as { doc: { id: string } }).doc.id
}

test.describe('insights', () => {
  let auth: Record<string, string>
  const created: Created[] = []

  test.beforeAll(async ({ request }) => {
    auth = jwtAuth((await restLogin(request, DEMO_EDITOR.email, DEMO_EDITOR.password)).token)
    const media = await request.get('/api/media?limit=1&depth=0', { headers: auth })
    const image = first(((await media.json()) as { docs: { id: string }[] }).docs, 'a picture')
    const category = await create(request, auth, 'categories', {
      ...CATEGORY,
      description: 'Taking payments in South Africa.',
    })
    created.push({ collection: 'categories', id: category })
    const author = await create(request, auth, 'authors', AUTHOR)
    created.push({ collection: 'authors', id: author })
    const article = await create(request, auth, 'articles', {
      title: TITLE,
      slug: SLUG,
      excerpt: 'What happens to a card payment when the power goes mid-checkout.',
      heroImage: image.id,
      author,
      categories: [category],
      // Ahead of every other article, so it is on the first page of the list and the feed.
      publishedAt: new Date(Date.now() + 365 * 86_400_000).toISOString(),
      body: richText([
        { h2: 'When the power goes' },
        { p: 'word '.repeat(500) },
        { p: 'A payment gateway keeps the order, the shop confirms it when it is back.' },
      ]),
      _status: 'published',
    })
    created.push({ collection: 'articles', id: article })
  })

  test.afterAll(async ({ request }) => {
    for (const { collection, id } of created.reverse())
      await request.delete(`/api/${collection}/${id}`, { headers: auth })
  })

  test('a published article appears in /insights, its category page and the feed', async ({
    page,
    request,
  }) => {
    await page.goto('/insights')
    await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible()
    await expect(page.getByRole('link', { name: TITLE })).toHaveAttribute(
      'href',
      `/insights/${SLUG}`,
    )
    const feedLink = page.locator('link[rel="alternate"][type="application/atom+xml"]')
    await expect(feedLink).toHaveAttribute('href', /\/insights\/feed\.xml$/)

    await page
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('link', { name: CATEGORY.title })
      .click()
    await expect(page).toHaveURL(`/insights/category/${CATEGORY.slug}`)
    await expect(page.getByRole('heading', { level: 1, name: CATEGORY.title })).toBeVisible()
    await expect(page.getByRole('link', { name: TITLE })).toBeVisible()
    // Only this category's articles.
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(1)

    const res = await request.get('/insights/feed.xml')
    expect(res.status()).toBe(200)
    expect(res.headers()['content-type']).toContain('application/atom+xml')
    const feed = await new Parser().parseString(await res.text())
    const entry = feed.items.find((item) => item.title === TITLE)
    expect(entry, 'the article in the feed').toBeTruthy()
    expect(new URL(entry?.link ?? '').pathname).toBe(`/insights/${SLUG}`)
    for (const item of feed.items) expect(item.link).toMatch(/^https?:\/\//)
  })

  test('the article page shows its author, categories, reading time and Article JSON-LD', async ({
    page,
  }) => {
    await page.goto(`/insights/${SLUG}`)
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible()
    const byline = page.getByRole('complementary', { name: 'About the author' })
    await expect(byline).toContainText(AUTHOR.name)
    await expect(byline).toContainText(AUTHOR.role)
    // 514 words at 200 a minute.
    await expect(page.getByText('3 min read')).toBeVisible()
    await expect(
      page.getByRole('main').getByRole('link', { name: CATEGORY.title }),
    ).toHaveAttribute('href', `/insights/category/${CATEGORY.slug}`)
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents()
    const article = ld
      .map((json) => JSON.parse(json) as Record<string, unknown>)
      .find((data) => data['@type'] === 'Article')
    expect(article?.headline).toBe(TITLE)
    expect(article?.author).toMatchObject({ '@type': 'Person', name: AUTHOR.name })
    expect(String(article?.image)).toMatch(/^https?:\/\//)
    const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content')
    expect(ogImage).toMatch(/\/share\//)
  })

  test('a reserved or unknown path under /insights is not an article', async ({ request }) => {
    expect((await request.get('/insights/page/1')).status()).toBe(404)
    expect((await request.get('/insights/page/999')).status()).toBe(404)
    expect((await request.get('/insights/category/no-such-category')).status()).toBe(404)
    expect((await request.get(`/insights/no-such-article-${unique}`)).status()).toBe(404)
  })

  for (const path of ['/insights', '/insights/popia-for-online-shops']) {
    test(`axe-core finds no violations on ${path}`, async ({ page }) => {
      await page.goto(path)
      const results = await new AxeBuilder({ page }).analyze()
      expect(results.violations).toEqual([])
    })
  }
})
