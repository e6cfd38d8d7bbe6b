import { expect, test, type Page } from '@playwright/test'

import { signInAdmin } from '../helpers/e2e'
import { first } from '../helpers/lists'

/**
 * Prices edited in the CMS reach the tools and offer pages (tools.e2e.spec.ts has the rest of
 * the tools). Each test changes a shared price and sets it back, so this file runs serially.
 */

const main = (page: Page) => page.locator('#main-content')

/** Reloads until the text shows: the CMS hooks revalidate the page's cache tags after a save. */
async function expectTextAfterCmsChange(page: Page, path: string, text: string) {
  await expect
    .poll(
      async () => {
        await page.goto(path)
        return main(page).getByText(text, { exact: true }).count()
      },
      { timeout: 15_000, intervals: [250, 500, 1000, 2000] },
    )
    .toBeGreaterThan(0)
}

test.describe('AI estimator', () => {
  test('a base price changed in the CMS shows in the popular list and the estimate', async ({
    page,
    request,
  }) => {
    const token = await signInAdmin(request)
    const headers = { Authorization: `JWT ${token}` }
    const current = await request.get('/api/globals/estimator-settings?depth=0', { headers })
    expect(current.ok()).toBe(true)
    const settings = (await current.json()) as {
      projectTypes: Array<{ id: string; value: string; label: string; basePrice: number }>
    }
    const original = settings.projectTypes
    const changed = original.map((t) => (t.value === 'website' ? { ...t, basePrice: 31234 } : t))

    try {
      const patch = await request.post('/api/globals/estimator-settings', {
        headers,
        data: { projectTypes: changed },
      })
      expect(patch.status()).toBe(200)

      await expectTextAfterCmsChange(page, '/ai-estimator', 'From R31,234')
      await main(page).getByLabel('Project Type *').selectOption({ label: 'Website Development' })
      await main(page).getByLabel('Complexity Level *').selectOption({ label: 'Basic' })
      await main(page).getByRole('button', { name: 'Generate Estimate' }).click()
      await expect(page.getByTestId('estimate-price')).toHaveText('R31,234')
      await expect(page.getByTestId('estimate-timeline')).toHaveText('4-8 weeks')
    } finally {
      const restore = await request.post('/api/globals/estimator-settings', {
        headers,
        data: { projectTypes: original },
      })
      expect(restore.status()).toBe(200)
    }
    await expectTextAfterCmsChange(page, '/ai-estimator', 'From R29,999')
  })
})

test.describe('offer pages', () => {
  test('a plan price changed in the CMS shows on the page', async ({ page, request }) => {
    const token = await signInAdmin(request)
    const headers = { Authorization: `JWT ${token}` }
    const found = await request.get(
      '/api/plans?where[kind][equals]=maintenance&where[name][equals]=Professional&depth=0',
      { headers },
    )
    expect(found.ok()).toBe(true)
    const { docs } = (await found.json()) as {
      docs: Array<{
        id: string
        price: { type: string; amount: number; currency: string; period: string }
      }>
    }
    const plan = first(docs, 'the Professional maintenance plan')

    try {
      const patch = await request.patch(`/api/plans/${plan.id}`, {
        headers,
        data: { price: { ...plan.price, amount: 311 } },
      })
      expect(patch.status()).toBe(200)
      await expectTextAfterCmsChange(page, '/maintenance', '$311')
    } finally {
      const restore = await request.patch(`/api/plans/${plan.id}`, {
        headers,
        data: { price: plan.price },
      })
      expect(restore.status()).toBe(200)
    }
    await expectTextAfterCmsChange(page, '/maintenance', `$${plan.price.amount}`)
  })
})
