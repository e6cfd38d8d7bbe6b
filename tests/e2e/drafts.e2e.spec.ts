import { expect, test, type APIRequestContext } from '@playwright/test'

import { jwtAuth, signInAdmin } from '../helpers/e2e'
import { first, required } from '../helpers/lists'

/**
 * Drafts for every content type with a public page: staff save a draft with a distinctive title,
 * an anonymous visitor (page and API) still sees the published version, and staff who open the
 * admin's preview (/next/preview, Next draft mode) see the draft.
 */

const unique = () => `Draft ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/** The page as staff see it in the preview: the draft-mode cookie the preview route sets. */
async function previewHtml(
  request: APIRequestContext,
  auth: Record<string, string>,
  path: string,
): Promise<string> {
  const enable = await request.get(`/next/preview?${new URLSearchParams({ path }).toString()}`, {
    headers: auth,
    maxRedirects: 0,
  })
  expect(enable.status()).toBe(307)
  const bypass = /__prerender_bypass=[^;]+/.exec(enable.headers()['set-cookie'] ?? '')?.[0]
  expect(bypass).toBeTruthy()
  return (
    await request.get(path, {
      headers: { cookie: required(bypass, 'the draft-mode cookie'), ...auth },
    })
  ).text()
}

type Case = {
  label: string
  path: string
  /** Saves a draft carrying `text`; returns how to put the published version back as it was. */
  saveDraft: (
    request: APIRequestContext,
    auth: Record<string, string>,
    text: string,
  ) => Promise<() => Promise<void>>
  api: string
}

const collectionCase = (
  label: string,
  collection: string,
  where: string,
  field: string,
  path: string,
): Case => ({
  label,
  path,
  api: `/api/${collection}?${where}&draft=true&depth=0`,
  saveDraft: async (request, auth, text) => {
    const found = await request.get(`/api/${collection}?${where}&depth=0`, { headers: auth })
    const doc = first(
      ((await found.json()) as { docs: Record<string, unknown>[] }).docs,
      `the ${label}`,
    )
    const saved = await request.patch(`/api/${collection}/${String(doc.id)}?draft=true`, {
      headers: auth,
      data: { [field]: text, _status: 'draft' },
    })
    expect(saved.status(), await saved.text()).toBe(200)
    return async () => {
      await request.patch(`/api/${collection}/${String(doc.id)}`, {
        headers: auth,
        data: { [field]: doc[field], _status: 'published' },
      })
    }
  },
})

const globalCase = (
  label: string,
  slug: string,
  group: string,
  field: string,
  path: string,
): Case => ({
  label,
  path,
  api: `/api/globals/${slug}?draft=true&depth=0`,
  saveDraft: async (request, auth, text) => {
    const current = (await (
      await request.get(`/api/globals/${slug}?depth=0`, { headers: auth })
    ).json()) as Record<string, Record<string, unknown>>
    const saved = await request.post(`/api/globals/${slug}?draft=true`, {
      headers: auth,
      data: { [group]: { ...current[group], [field]: text }, _status: 'draft' },
    })
    expect(saved.status(), await saved.text()).toBe(200)
    return async () => {
      await request.post(`/api/globals/${slug}`, {
        headers: auth,
        data: { [group]: current[group], _status: 'published' },
      })
    }
  },
})

const CASES: Case[] = [
  collectionCase(
    'a service',
    'services',
    'where[slug][equals]=web-development',
    'title',
    '/services/web-development',
  ),
  collectionCase(
    'a page',
    'pages',
    'where[slug][equals]=privacy-policy',
    'title',
    '/privacy-policy',
  ),
  collectionCase(
    'a plan',
    'plans',
    'where[kind][equals]=maintenance&sort=order&limit=1',
    'name',
    '/maintenance',
  ),
  collectionCase('a template', 'templates', 'sort=order&limit=1', 'name', '/templates'),
  globalCase('the home page', 'home-page', 'hero', 'heading', '/'),
  globalCase('the about page', 'about-page', 'hero', 'heading', '/about'),
]

test.describe('drafts and preview', () => {
  test.describe.configure({ mode: 'serial' })

  for (const c of CASES) {
    test(`a draft of ${c.label} reaches staff's preview and never the public`, async ({
      request,
      playwright,
    }) => {
      const auth = jwtAuth(await signInAdmin(request))
      const text = unique()
      const restore = await c.saveDraft(request, auth, text)
      try {
        const anonymous = await playwright.request.newContext({
          baseURL: test.info().project.use.baseURL,
        })
        // Give any revalidation a moment: a leak would show up here, not only on the first read.
        await new Promise((resolve) => setTimeout(resolve, 1500))
        expect(await (await anonymous.get(c.path)).text()).not.toContain(text)
        expect(await (await anonymous.get(c.api)).text()).not.toContain(text)
        await anonymous.dispose()
        expect(await previewHtml(request, auth, c.path)).toContain(text)
      } finally {
        await restore()
      }
    })
  }

  test('the preview switch refuses visitors and paths that are not pages', async ({ request }) => {
    expect((await request.get('/next/preview?path=/about', { maxRedirects: 0 })).status()).toBe(401)
    const auth = jwtAuth(await signInAdmin(request))
    expect(
      (
        await request.get('/next/preview?path=//evil.example', { headers: auth, maxRedirects: 0 })
      ).status(),
    ).toBe(400)
  })
})
