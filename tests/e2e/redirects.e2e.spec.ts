import { expect, test, type APIRequestContext } from '@playwright/test'

import { signInAdmin } from '../helpers/e2e'
import { first } from '../helpers/lists'

/**
 * A renamed service on the production build: the old address, prerendered at build time, answers
 * 308 to the new one (the proxy's map, not the page cache), the new page shows, and the sitemap
 * names only the new address. The seed's slug is put back afterwards and the redirects removed.
 */

const SLUG = 'it-consulting'
const RENAMED = `it-advice-${Date.now().toString(36)}`

type Doc = { id: string; title: string; slug: string }

const findService = async (request: APIRequestContext, auth: Record<string, string>) => {
  const response = await request.get(`/api/services?where[slug][equals]=${SLUG}&depth=0`, {
    headers: auth,
  })
  expect(response.status()).toBe(200)
  return first(((await response.json()) as { docs: Doc[] }).docs, `the service ${SLUG}`)
}

const rename = async (
  request: APIRequestContext,
  auth: Record<string, string>,
  id: string,
  slug: string,
) => {
  const saved = await request.patch(`/api/services/${id}`, {
    headers: auth,
    data: { slug, _status: 'published' },
  })
  expect(saved.status(), await saved.text()).toBe(200)
}

test.describe('redirects on the built site', () => {
  test('a renamed service’s old address answers 308 to the new one, which the sitemap lists instead', async ({
    request,
    page,
  }) => {
    const auth = { Authorization: `JWT ${await signInAdmin(request)}` }
    // Prerendered at build time; a visit makes sure the cache holds it.
    expect((await request.get(`/services/${SLUG}`)).status()).toBe(200)
    const service = await findService(request, auth)

    await rename(request, auth, service.id, RENAMED)
    try {
      // Every instance's map refreshes within about a second (docs/decisions.md#redirects).
      await expect
        .poll(
          async () => {
            const response = await request.get(`/services/${SLUG}?from=link`, { maxRedirects: 0 })
            return [
              response.status(),
              response.headers().location ?? '',
              response.headers()['cache-control'],
            ]
          },
          { timeout: 5_000 },
        )
        .toEqual([
          308,
          expect.stringMatching(new RegExp(`/services/${RENAMED}\\?from=link$`)),
          // A browser forgets it within the hour, so a service renamed back is reached again.
          'public, max-age=3600',
        ])

      await page.goto(`/services/${SLUG}`)
      await expect(page).toHaveURL(new RegExp(`/services/${RENAMED}$`))
      await expect(page.getByRole('heading', { level: 1, name: service.title })).toBeVisible()

      await expect
        .poll(async () => (await request.get('/sitemap.xml')).text(), { timeout: 5_000 })
        .toContain(`/services/${RENAMED}</loc>`)
      const sitemap = await (await request.get('/sitemap.xml')).text()
      expect(sitemap).not.toContain(`/services/${SLUG}</loc>`)

      // A page that is not redirected is served as before.
      expect((await request.get('/services', { maxRedirects: 0 })).status()).toBe(200)
    } finally {
      await rename(request, auth, service.id, SLUG)
      const left = await request.get(
        `/api/redirects?where[from][equals]=/services/${RENAMED}&depth=0`,
        { headers: auth },
      )
      for (const doc of ((await left.json()) as { docs: { id: string }[] }).docs)
        await request.delete(`/api/redirects/${doc.id}`, { headers: auth })
    }

    // Back under its seeded address, which no longer redirects.
    await expect
      .poll(async () => (await request.get(`/services/${SLUG}`, { maxRedirects: 0 })).status(), {
        timeout: 5_000,
      })
      .toBe(200)
  })
})
