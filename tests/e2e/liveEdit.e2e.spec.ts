import { expect, test, type APIRequestContext } from '@playwright/test'

import { signInAdmin } from '../helpers/e2e'
import { first } from '../helpers/lists'

/**
 * Live edits: staff change a price through the REST API (what the admin panel calls) and the
 * prerendered public pages show it within 2 seconds, with no rebuild or restart.
 */

const SLUG = 'domain-services'
const LIVE_WITHIN_MS = 2000

type ServiceDoc = {
  id: string
  title: string
  price: { amount: number; unit: 'once' | 'month' | 'year' | 'hour' }
}

async function findService(request: APIRequestContext, token: string): Promise<ServiceDoc> {
  const res = await request.get(`/api/services?where[slug][equals]=${SLUG}&depth=0`, {
    headers: { Authorization: `JWT ${token}` },
  })
  expect(res.status()).toBe(200)
  return first(((await res.json()) as { docs: ServiceDoc[] }).docs, `the ${SLUG} service`)
}

async function setPrice(
  request: APIRequestContext,
  token: string,
  service: ServiceDoc,
  amount: number,
) {
  const res = await request.patch(`/api/services/${service.id}`, {
    headers: { Authorization: `JWT ${token}` },
    data: { price: { ...service.price, amount }, _status: 'published' },
  })
  expect(res.status()).toBe(200)
}

/** Polls a page until its HTML contains the text; returns how long that took. */
async function msUntilShown(
  request: APIRequestContext,
  path: string,
  text: string,
  since: number,
): Promise<number> {
  const deadline = since + 10_000
  while (Date.now() < deadline) {
    const html = await (
      await request.get(path, { headers: { 'Cache-Control': 'no-cache' } })
    ).text()
    if (html.includes(text)) return Date.now() - since
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return Number.POSITIVE_INFINITY
}

test.describe('live edits from the CMS', () => {
  test('a price changed by staff shows on /services and the service page within 2 seconds', async ({
    request,
    page,
  }) => {
    const token = await signInAdmin(request)
    const service = await findService(request, token)
    const original = service.price.amount

    // Both pages are prerendered and answered from the cache: the test proves revalidation.
    for (const path of ['/services', `/services/${SLUG}`]) {
      expect((await request.get(path)).status()).toBe(200)
      expect((await request.get(path)).headers()['x-nextjs-cache'], path).toMatch(/^(HIT|STALE)$/)
    }

    // A unique amount, so no earlier run or other test can produce the same text.
    const amount = 100_000 + Math.floor(Math.random() * 800_000)
    const expected = `From R${amount.toLocaleString('en-US')}/year`

    try {
      await setPrice(request, token, service, amount)
      const savedAt = Date.now()
      const listMs = await msUntilShown(request, '/services', expected, savedAt)
      const detailMs = await msUntilShown(request, `/services/${SLUG}`, expected, savedAt)
      expect(listMs).toBeLessThanOrEqual(LIVE_WITHIN_MS)
      expect(detailMs).toBeLessThanOrEqual(LIVE_WITHIN_MS)

      await page.goto(`/services/${SLUG}`)
      await expect(page.locator('#main-content').getByText(expected).first()).toBeVisible()
    } finally {
      await setPrice(request, token, service, original)
    }
    const restored = `From R${original.toLocaleString('en-US')}/year`
    expect(await msUntilShown(request, '/services', restored, Date.now())).toBeLessThanOrEqual(
      LIVE_WITHIN_MS,
    )
  })

  test('anonymous visitors cannot change a price', async ({ request, playwright, baseURL }) => {
    const token = await signInAdmin(request)
    const service = await findService(request, token)
    const anonymous = await playwright.request.newContext({ baseURL })
    try {
      const res = await anonymous.patch(`/api/services/${service.id}`, {
        data: { price: { ...service.price, amount: 1 } },
      })
      expect(res.status()).toBe(403)
    } finally {
      await anonymous.dispose()
    }
    expect((await findService(request, token)).price.amount).toBe(service.price.amount)
  })
})
