import fs from 'node:fs/promises'

import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page, type Request } from '@playwright/test'

import { signInAdmin } from '../helpers/e2e'
import { first } from '../helpers/lists'
import { pdfText } from '../helpers/pdfText'

/**
 * The lead-generation tools and offer pages as a visitor uses them: every state and every
 * disabled/enabled button, the mock-ups' promise of no network calls, the PDF proposal, prices
 * edited in the CMS reaching the pages, and axe-core on every page and state.
 */

const main = (page: Page) => page.locator('#main-content')

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([])
}

/**
 * Requests the page makes for data (documents, fetch, XHR) from now on. Next's own router
 * requests (RSC payloads, e.g. the dev server refreshing after a code change) are left out
 * unless `includeRouter` is set, for the one page whose code talks to the router.
 */
function recordDataRequests(page: Page, { includeRouter = false } = {}) {
  const seen: string[] = []
  const onRequest = (req: Request) => {
    if (!['document', 'fetch', 'xhr', 'eventsource'].includes(req.resourceType())) return
    if (!includeRouter && req.headers()['rsc'] === '1') return
    seen.push(`${req.method()} ${req.url()}`)
  }
  page.on('request', onRequest)
  return {
    stop: () => {
      page.off('request', onRequest)
      return seen
    },
  }
}

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
  test('Generate Estimate needs both choices; the result replaces How It Works and a new press replaces the result', async ({
    page,
  }) => {
    await page.goto('/ai-estimator')
    await expect(page).toHaveTitle(/^AI Project Cost Estimator \| /)
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveCount(1)

    await expect(main(page).getByRole('heading', { name: 'How It Works' })).toBeVisible()
    const popular = main(page)
      .getByRole('heading', { name: 'Popular Project Types' })
      .locator('xpath=ancestor::div[contains(concat(" ", @class, " ")," card ")][1]')
    await expect(popular.getByRole('listitem')).toHaveCount(4)
    await expect(popular).toContainText('Website Development')
    await expect(popular).toContainText('From R29,999')
    await expect(popular).toContainText('E-commerce Platform')
    await expect(popular).toContainText('From R59,999')
    await expectNoAxeViolations(page)

    const generate = main(page).getByRole('button', { name: 'Generate Estimate' })
    await expect(generate).toBeDisabled()
    await main(page).getByLabel('Project Type *').selectOption({ label: 'Website Development' })
    await expect(generate).toBeDisabled()
    await main(page).getByLabel('Complexity Level *').selectOption({ label: 'Standard' })
    await expect(generate).toBeEnabled()

    // The optional fields do not change the price.
    await main(page).getByLabel('Preferred Timeline').selectOption({ label: 'ASAP' })
    await main(page).getByLabel('Budget Range').selectOption({ label: 'R500,000+' })
    await main(page).getByLabel('Project Description').fill('A brochure site with a blog.')

    const requests = recordDataRequests(page)
    await generate.click()
    // 29,999 × 1.5 = 44,998.5 → R44,999; 44,999 / 10,000 rounded up = 5 → 5-9 weeks.
    await expect(page.getByTestId('estimate-price')).toHaveText('R44,999')
    await expect(page.getByTestId('estimate-timeline')).toHaveText('5-9 weeks')
    await expect(main(page).getByText(/initial estimate.*final price may vary/)).toBeVisible()
    await expect(main(page).getByRole('heading', { name: 'How It Works' })).toHaveCount(0)
    await expect(main(page).getByRole('heading', { name: 'Popular Project Types' })).toHaveCount(0)
    await expect(main(page).getByRole('link', { name: 'Get a Detailed Quote' })).toHaveAttribute(
      'href',
      '/contact',
    )
    await expectNoAxeViolations(page)

    await main(page).getByLabel('Project Type *').selectOption({ label: 'Custom Software' })
    await main(page).getByLabel('Complexity Level *').selectOption({ label: 'Enterprise' })
    // No press yet: the shown result stays until Generate Estimate is pressed again.
    await expect(page.getByTestId('estimate-price')).toHaveText('R44,999')
    await generate.click()
    await expect(page.getByTestId('estimate-price')).toHaveText('R639,996')
    await expect(page.getByTestId('estimate-timeline')).toHaveText('64-68 weeks')
    await expect(page.getByTestId('estimate-price')).toHaveCount(1)
    expect(requests.stop()).toEqual([])

    await expect(main(page).getByRole('link', { name: 'Contact Our Team' })).toHaveAttribute(
      'href',
      '/contact',
    )
  })

  test('on a phone the estimate, below the form, takes the focus and comes into view', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/ai-estimator')
    await main(page).getByLabel('Project Type *').selectOption({ label: 'Website Development' })
    await main(page).getByLabel('Complexity Level *').selectOption({ label: 'Standard' })
    const generate = main(page).getByRole('button', { name: 'Generate Estimate' })
    const heading = main(page).getByRole('heading', { name: 'Your Project Estimate' })
    // What sits below the form: How It Works before the first press, the estimate after it.
    const belowTheForm = main(page).getByRole('heading', {
      name: /^(How It Works|Your Project Estimate)$/,
    })
    // The button at the foot of the screen, where a thumb presses it: what comes below is hidden.
    const pressAtTheFoot = async () => {
      await generate.evaluate((button) => {
        button.scrollIntoView({ block: 'end', behavior: 'instant' })
      })
      await expect(belowTheForm).toHaveCount(1)
      await expect(belowTheForm).not.toBeInViewport()
      await generate.click()
    }

    await pressAtTheFoot()
    await expect(heading).toBeFocused()
    await expect(heading).toBeInViewport()
    await expect(page.getByTestId('estimate-price')).toHaveText('R44,999')
    await expect(page.getByTestId('estimate-price')).toBeInViewport()

    // A second press with other choices brings the new figure into view again.
    await main(page).getByLabel('Complexity Level *').selectOption({ label: 'Enterprise' })
    await pressAtTheFoot()
    await expect(heading).toBeFocused()
    await expect(page.getByTestId('estimate-price')).toHaveText('R119,996')
    await expect(page.getByTestId('estimate-price')).toBeInViewport()
  })

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

test.describe('proposal builder', () => {
  test('Generate Proposal needs client and title; the summary replaces the placeholder; the PDF is real', async ({
    page,
  }) => {
    const client = `Ubuntu Bakery ${Date.now().toString(36)}`
    await page.goto('/proposal-builder')
    await expect(page).toHaveTitle(/^Project Proposal Builder \| /)
    await expect(
      main(page).getByRole('heading', { name: 'Your proposal preview will appear here' }),
    ).toBeVisible()
    await expect(main(page).getByRole('link', { name: 'Talk to Our Team' })).toHaveAttribute(
      'href',
      '/contact',
    )
    await expectNoAxeViolations(page)

    const generate = main(page).getByRole('button', { name: 'Generate Proposal' })
    await expect(generate).toBeDisabled()
    await main(page).getByLabel('Client Name *').fill(client)
    await expect(generate).toBeDisabled()
    await main(page).getByLabel('Project Title *').fill('   ')
    await expect(generate).toBeDisabled()
    await main(page).getByLabel('Project Title *').fill('Online Ordering Website')
    await expect(generate).toBeEnabled()
    await main(page).getByLabel('Client Name *').fill('')
    await expect(generate).toBeDisabled()
    await main(page).getByLabel('Client Name *').fill(client)

    await expect(main(page).getByLabel('Project Type')).toContainText('Cloud Migration')
    await expect(
      main(page).getByRole('group', { name: 'Features to Include' }).getByRole('checkbox'),
    ).toHaveCount(12)
    await main(page).getByLabel('Project Type').selectOption('E-commerce Platform')
    await main(page)
      .getByLabel('Project Description')
      .fill('Online ordering with delivery slots for three branches.')
    await main(page).getByLabel('Timeline').selectOption('2-3 months')
    await main(page).getByLabel('Budget (R)').fill('185000')
    await main(page).getByRole('checkbox', { name: 'Payment Integration' }).check()
    await main(page).getByRole('checkbox', { name: 'Responsive Design' }).check()

    const requests = recordDataRequests(page)
    await generate.click()
    const preview = main(page).getByRole('region', { name: 'Online Ordering Website' })
    await expect(preview).toBeVisible()
    await expect(
      main(page).getByRole('heading', { name: 'Your proposal preview will appear here' }),
    ).toHaveCount(0)
    await expect(preview).toContainText(`Prepared for ${client}`)
    await expect(preview).toContainText('Online ordering with delivery slots for three branches.')
    await expect(preview).toContainText('2-3 months')
    await expect(preview).toContainText('R185,000')
    await expect(preview.getByRole('listitem')).toHaveText([
      'Responsive Design',
      'Payment Integration',
    ])

    await expect(preview.getByRole('button', { name: 'Email to Client' })).toBeDisabled()
    await expect(preview.getByRole('button', { name: 'Share Link' })).toBeDisabled()
    await expect(
      preview.getByRole('button', { name: 'Email to Client' }),
    ).toHaveAccessibleDescription(/coming soon/)
    await expectNoAxeViolations(page)

    // The PDF engine is fetched only now, as a separate script.
    const scripts: string[] = []
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(req.url())
    })
    const downloadPromise = page.waitForEvent('download')
    await preview.getByRole('button', { name: 'Download Proposal' }).click()
    const download = await downloadPromise
    expect(download.suggestedFilename()).toMatch(
      /^proposal-ubuntu-bakery-[a-z0-9-]+-online-ordering-website\.pdf$/,
    )
    const bytes = await fs.readFile(await download.path())
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const text = pdfText(bytes).replace(/\s+/g, ' ')
    expect(text).toContain(client)
    expect(text).toContain('Online Ordering Website')
    expect(text).toContain('R185,000')
    expect(text).toContain('Payment Integration')
    expect(scripts.length).toBeGreaterThan(0)
    // Building the proposal and its PDF sends nothing anywhere.
    expect(requests.stop()).toEqual([])

    // Editing after generating says so instead of silently showing stale content.
    await main(page).getByLabel('Project Title *').fill('Online Ordering Website v2')
    await expect(preview.getByRole('status')).toContainText('Press Generate Proposal again')
    await generate.click()
    await expect(
      main(page).getByRole('region', { name: 'Online Ordering Website v2' }),
    ).toBeVisible()
  })
})

test.describe('performance audit', () => {
  test('Start Audit needs a URL, runs a visible 3-second analysis and shows the banded sample result', async ({
    page,
  }) => {
    await page.goto('/performance-audit')
    await expect(page).toHaveTitle(/^Website Performance Audit \| /)
    const url = main(page).getByLabel('Website URL')
    await expect(url).toHaveAttribute('type', 'url')
    const start = main(page).getByRole('button', { name: 'Start Audit' })
    await expect(start).toBeDisabled()
    await expectNoAxeViolations(page)

    await url.fill('   ')
    await expect(start).toBeDisabled()
    const target = `https://audit-${Date.now().toString(36)}.example.co.za`
    await url.fill(target)
    await expect(start).toBeEnabled()

    const requests = recordDataRequests(page)
    const startedAt = Date.now()
    await start.click()
    const running = main(page).getByRole('button', { name: 'Analyzing...' })
    await expect(running).toBeDisabled()
    await expect(
      main(page)
        .getByRole('status')
        .filter({ hasText: `Analyzing ${target}` }),
    ).toBeVisible()
    await page.waitForTimeout(Math.max(0, 2500 - (Date.now() - startedAt)))
    await expect(main(page).getByRole('heading', { name: 'Audit Results' })).toHaveCount(0)
    await expect(running).toBeDisabled()

    await expect(main(page).getByRole('heading', { name: 'Audit Results' })).toBeVisible({
      timeout: 10_000,
    })
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(2900)
    await expect(main(page).getByRole('button', { name: 'Start Audit' })).toBeEnabled()
    expect(requests.stop()).toEqual([])

    await expect(page.getByTestId('overall-score')).toContainText('78')
    await expect(page.getByTestId('overall-score')).toContainText('Good')
    const expectations: Array<[string, string, string]> = [
      ['performance', '72', 'Good'],
      ['seo', '85', 'Good'],
      ['accessibility', '91', 'Excellent'],
      ['security', '65', 'Needs Improvement'],
      ['mobile', '88', 'Good'],
    ]
    for (const [key, score, band] of expectations) {
      const badge = page.getByTestId(`category-${key}`)
      await expect(badge).toContainText(score)
      await expect(badge).toContainText(band)
    }
    // Colours follow the bands: green for 90+, yellow for 70-89, red below 70.
    await expect(page.getByTestId('category-accessibility').getByText('Excellent')).toHaveClass(
      /green/,
    )
    await expect(page.getByTestId('category-seo').getByText('Good')).toHaveClass(/yellow/)
    await expect(page.getByTestId('category-security').getByText('Needs Improvement')).toHaveClass(
      /red/,
    )
    for (const metric of [
      'Load Time',
      'Time to First Byte',
      'First Contentful Paint',
      'Largest Contentful Paint',
      'Cumulative Layout Shift',
    ]) {
      await expect(main(page).getByText(metric, { exact: true })).toBeVisible()
    }
    await expect(main(page).getByRole('meter', { name: 'Security score' })).toHaveAttribute(
      'aria-valuenow',
      '65',
    )
    await expectNoAxeViolations(page)
  })
})

test.describe('performance audit, analysing state', () => {
  test('the analysis lasts exactly 3 seconds', async ({ page }) => {
    await page.clock.install()
    await page.goto('/performance-audit')
    await main(page).getByLabel('Website URL').fill('example.co.za')
    await page.clock.pauseAt(Date.now() + 60_000)
    await main(page).getByRole('button', { name: 'Start Audit' }).click()
    await expect(
      main(page).getByRole('status').filter({ hasText: 'Analyzing example.co.za' }),
    ).toBeVisible()
    await page.clock.runFor(2_900)
    await expect(main(page).getByRole('heading', { name: 'Audit Results' })).toHaveCount(0)
    await page.clock.runFor(100)
    await expect(main(page).getByRole('heading', { name: 'Audit Results' })).toBeVisible()
    await page.clock.resume()
  })
})

test.describe('competitor analysis', () => {
  test('setup rules, results table and tabs, and Start New Analysis keeps the entries', async ({
    page,
  }) => {
    await page.goto('/competitor-analysis')
    await expect(page).toHaveTitle(/^Competitor Analysis \| /)
    await expect(main(page).getByText('Add up to 3 competitors')).toBeVisible()
    await expectNoAxeViolations(page)

    const own = main(page).getByLabel('Your Website URL *')
    const competitor = main(page).getByLabel('Competitor URLs *')
    const add = main(page).getByRole('button', { name: 'Add', exact: true })
    const startAnalysis = main(page).getByRole('button', { name: 'Start Analysis' })
    const list = main(page).getByRole('list', { name: 'Competitors' })

    await expect(add).toBeDisabled()
    await expect(startAnalysis).toBeDisabled()
    await competitor.fill('   ')
    await expect(add).toBeDisabled()

    await competitor.fill('https://www.rival-one.co.za')
    await expect(add).toBeEnabled()
    await competitor.press('Enter')
    await expect(competitor).toHaveValue('')
    await expect(list.getByRole('listitem')).toHaveCount(1)
    // Still disabled: the visitor's own site is missing.
    await expect(startAnalysis).toBeDisabled()

    await competitor.fill('https://www.rival-one.co.za')
    await add.click()
    await expect(competitor).toHaveValue('')
    await expect(list.getByRole('listitem')).toHaveCount(1)

    for (const url of ['rival-two.com', 'rival-three.com', 'rival-four.com']) {
      await competitor.fill(url)
      await add.click()
    }
    // The limit of 3 is text only.
    await expect(list.getByRole('listitem')).toHaveCount(4)
    await main(page).getByRole('button', { name: 'Remove rival-four.com' }).click()
    await expect(list.getByRole('listitem')).toHaveCount(3)

    await own.fill('https://www.my-shop.co.za')
    await expect(startAnalysis).toBeEnabled()

    const requests = recordDataRequests(page)
    await startAnalysis.click()
    await expect(
      main(page).getByRole('heading', { name: 'Competitor Analysis Results' }),
    ).toBeFocused()
    const table = main(page).getByRole('table', {
      name: 'Your website and your competitors compared',
    })
    const rows = table.locator('tbody tr')
    await expect(rows).toHaveCount(4)
    await expect(rows.nth(0)).toContainText('my-shop.co.za')
    await expect(rows.nth(0)).toContainText('Your website')
    await expect(rows.nth(1)).toContainText('rival-one.co.za')
    await expect(rows.nth(3)).toContainText('rival-three.com')
    // Badge styles: 85+ top (green), 70-84 middle (yellow), below 70 outline.
    await expect(rows.nth(1).getByText('88', { exact: true })).toHaveClass(/green/)
    await expect(rows.nth(0).getByText('72', { exact: true })).toHaveClass(/yellow/)
    await expect(rows.nth(0).getByText('68', { exact: true })).toHaveClass(/border/)
    await expectNoAxeViolations(page)

    const tabs = main(page).getByRole('tab')
    await expect(tabs).toHaveText(['Opportunities', 'Keywords', 'Content', 'Technical'])
    await expect(main(page).getByRole('tab', { name: 'Opportunities' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await main(page).getByRole('tab', { name: 'Keywords' }).click()
    await expect(main(page).getByRole('tabpanel')).toContainText('web design cape town')
    await expectNoAxeViolations(page)
    await main(page).getByRole('tab', { name: 'Keywords' }).press('ArrowRight')
    await expect(main(page).getByRole('tab', { name: 'Content' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await main(page).getByRole('tab', { name: 'Technical' }).click()
    await expect(main(page).getByRole('tabpanel')).toContainText('Structured data')

    await expect(
      main(page).getByRole('button', { name: 'Get Optimization Strategy' }),
    ).toBeDisabled()
    expect(requests.stop()).toEqual([])

    await main(page).getByRole('button', { name: 'Start New Analysis' }).click()
    await expect(main(page).getByLabel('Your Website URL *')).toHaveValue(
      'https://www.my-shop.co.za',
    )
    await expect(
      main(page).getByRole('list', { name: 'Competitors' }).getByRole('listitem'),
    ).toHaveCount(3)
    await expect(main(page).getByRole('button', { name: 'Start Analysis' })).toBeEnabled()
  })
})

test.describe('template gallery', () => {
  test('live search and filters, kept in the URL, with the empty state and Clear Filters', async ({
    page,
  }) => {
    await page.goto('/templates')
    await expect(page).toHaveTitle(/^Website Template Gallery \| /)
    const cards = main(page).getByRole('article')
    await expect(cards).toHaveCount(8)
    const figures = main(page).getByRole('region', { name: 'Template gallery figures' })
    for (const figure of ['50+', '15+', '10K+', '4.8'])
      await expect(figures.getByText(figure, { exact: true })).toBeVisible()
    await expect(main(page).getByRole('link', { name: 'Request Custom Template' })).toHaveAttribute(
      'href',
      '/contact',
    )
    await expect(main(page).getByRole('link', { name: 'View Our Services' })).toHaveAttribute(
      'href',
      '/services',
    )
    await cards.first().scrollIntoViewIfNeeded()
    const image = cards.first().getByRole('img', { name: /clinic website/ })
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
        timeout: 20_000,
      })
      .toBeGreaterThan(0)
    await expect(cards.first().getByRole('button', { name: 'Preview' })).toBeDisabled()
    // Each card lists its template's features, in the order staff gave them.
    await expect(
      main(page).getByRole('article', { name: 'Medical Practice Pro' }).getByRole('listitem'),
    ).toHaveText([
      'Online appointment booking',
      'Practitioner profiles',
      'Medical aid and fees information',
      'Patient forms with consent notices',
      'Emergency contact banner',
    ])
    await expect(
      main(page)
        .getByRole('article', { name: 'Bistro Delight' })
        .getByRole('button', { name: 'Download' }),
    ).toBeVisible()
    await expect(
      main(page)
        .getByRole('article', { name: 'ShopFront' })
        .getByRole('button', { name: 'Get Template' }),
    ).toBeVisible()
    await expectNoAxeViolations(page)

    // Filtering updates the URL without asking the server for anything, not even an RSC payload.
    const requests = recordDataRequests(page, { includeRouter: true })
    const search = main(page).getByLabel('Search templates')
    // Case-insensitive, over the description too ('property' is only in HomeFinder's description).
    await search.fill('PROPERTY')
    await expect(cards).toHaveCount(1)
    await expect(cards.first()).toContainText('HomeFinder')
    await expect(page).toHaveURL(/\/templates\?q=PROPERTY$/)

    await search.fill('')
    await main(page).getByLabel('Industry', { exact: true }).selectOption('Fitness')
    await expect(cards).toHaveCount(1)
    await expect(cards.first()).toContainText('FitLife Studio')
    await expect(page).toHaveURL(/\/templates\?industry=Fitness$/)
    expect(requests.stop()).toEqual([])

    await page.reload()
    await expect(main(page).getByLabel('Industry', { exact: true })).toHaveValue('Fitness')
    await expect(cards).toHaveCount(1)

    await main(page).getByLabel('Type', { exact: true }).selectOption('Mobile App')
    await search.fill('fit')
    await expect(cards).toHaveCount(0)
    await expect(
      main(page).getByText('No templates found. Try adjusting your search criteria or filters.'),
    ).toBeVisible()
    await expectNoAxeViolations(page)
    await main(page).getByRole('button', { name: 'Clear Filters' }).click()
    await expect(cards).toHaveCount(8)
    await expect(search).toHaveValue('')
    await expect(main(page).getByLabel('Industry', { exact: true })).toHaveValue('all')
    await expect(main(page).getByLabel('Type', { exact: true })).toHaveValue('all')
    await expect(page).toHaveURL(/\/templates$/)
  })

  test('a shared filtered link opens filtered', async ({ page }) => {
    await page.goto('/templates?q=shop&type=Website')
    await expect(main(page).getByRole('article')).toHaveCount(1)
    await expect(main(page).getByRole('article')).toContainText('ShopFront')
    await expect(main(page).getByLabel('Search templates')).toHaveValue('shop')
  })
})

test.describe('offer pages', () => {
  test('white-label: three partner plans, Agency most popular, buttons to the contact form', async ({
    page,
  }) => {
    await page.goto('/white-label')
    await expect(page).toHaveTitle(/^White-Label Partner Programme \| /)
    const plans = main(page).getByRole('article')
    await expect(plans).toHaveCount(3)
    const partner = main(page).getByRole('article', { name: 'Partner' })
    const agency = main(page).getByRole('article', { name: 'Agency' })
    const enterprise = main(page).getByRole('article', { name: 'Enterprise' })
    await expect(partner.getByTestId('plan-price')).toHaveText('$199/month')
    await expect(agency.getByTestId('plan-price')).toHaveText('$499/month')
    await expect(enterprise.getByTestId('plan-price')).toHaveText('Custom')
    await expect(partner).toContainText('70/30')
    await expect(agency).toContainText('80/20')
    await expect(agency).toContainText('client portal')
    await expect(enterprise).toContainText('85/15')
    await expect(main(page).getByText('Most Popular', { exact: true })).toHaveCount(1)
    await expect(agency.getByText('Most Popular')).toBeVisible()
    await expect(partner.getByRole('link', { name: /^Start Partnership/ })).toHaveAttribute(
      'href',
      '/contact?plan=white-label%3APartner',
    )
    await expect(agency.getByRole('link', { name: /^Start Partnership/ })).toHaveAttribute(
      'href',
      '/contact?plan=white-label%3AAgency',
    )
    await expect(enterprise.getByRole('link', { name: /^Contact Sales/ })).toHaveAttribute(
      'href',
      '/contact?plan=white-label%3AEnterprise',
    )
    const why = main(page).getByRole('region', { name: 'Why Partner With Us' })
    await expect(why.getByRole('listitem')).toHaveCount(4)
    await expectNoAxeViolations(page)
  })

  test('maintenance: three packages, Professional most popular, included list and the 24-hour challenge', async ({
    page,
  }) => {
    await page.goto('/maintenance')
    await expect(page).toHaveTitle(/^Website Maintenance Packages \| /)
    await expect(main(page).getByRole('article')).toHaveCount(3)
    const basic = main(page).getByRole('article', { name: 'Basic Care' })
    const professional = main(page).getByRole('article', { name: 'Professional' })
    const enterprise = main(page).getByRole('article', { name: 'Enterprise' })
    await expect(basic.getByTestId('plan-price')).toHaveText('$99/month')
    await expect(professional.getByTestId('plan-price')).toHaveText('$299/month')
    await expect(enterprise.getByTestId('plan-price')).toHaveText('$599/month')
    await expect(professional.getByText('Most Popular')).toBeVisible()
    await expect(main(page).getByText('Most Popular', { exact: true })).toHaveCount(1)
    await expect(main(page).getByRole('link', { name: /^Choose Package/ })).toHaveCount(3)
    await expect(professional.getByRole('link', { name: /^Choose Package/ })).toHaveAttribute(
      'href',
      '/contact?plan=maintenance%3AProfessional',
    )
    await expect(
      main(page).getByRole('heading', { name: 'Included in Every Package' }),
    ).toBeVisible()
    await expect(
      main(page).getByRole('heading', { name: 'Why Choose Our Maintenance' }),
    ).toBeVisible()
    const challenge = main(page).getByRole('region', { name: /24 Hours, or It.s Free/ })
    await expect(challenge.getByRole('button', { name: 'Accept Challenge' })).toBeDisabled()
    await expect(challenge.getByRole('button', { name: 'Learn More' })).toBeDisabled()
    await expect(
      challenge.getByRole('button', { name: 'Accept Challenge' }),
    ).toHaveAccessibleDescription(/opens soon/)
    await expectNoAxeViolations(page)
  })

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

test.describe('static mock-ups', () => {
  test('AI code review: formats, GitHub URL, what we analyze and the sample report', async ({
    page,
  }) => {
    await page.goto('/ai-code-review')
    await expect(page).toHaveTitle(/^AI Code Review \| /)
    await expect(
      main(page).getByText('Supported formats: .js, .jsx, .ts, .tsx, .py, .php, .java, .zip'),
    ).toBeVisible()
    await expect(main(page).getByLabel('GitHub Repository URL')).toBeVisible()
    await expect(main(page).getByRole('button', { name: 'Choose Files' })).toBeDisabled()
    await expect(main(page).getByRole('button', { name: 'Analyze Repository' })).toBeDisabled()
    await expect(main(page).getByRole('heading', { name: 'What We Analyze' })).toBeVisible()
    const report = main(page).getByRole('region', { name: /Sample Report/ })
    await expect(report).toContainText('B+')
    await expect(report).toContainText('85/100')
    await expect(report).toContainText(/3\s*critical issues/)
    await expect(report).toContainText('Good')
    await expect(report).toContainText('Excellent')
    await expectNoAxeViolations(page)
  })

  test('content generator: eight content types, the form and the sample output with inert buttons', async ({
    page,
  }) => {
    await page.goto('/content-generator')
    await expect(page).toHaveTitle(/^AI Content Generator \| /)
    const types = main(page).getByRole('group', { name: 'Content Type' }).getByRole('button')
    await expect(types).toHaveText([
      'Website Copy',
      'Blog Posts',
      'Product Descriptions',
      'Social Media Posts',
      'Email Templates',
      'Ad Copy',
      'Press Releases',
      'Landing Pages',
    ])
    await expect(types.first()).toHaveAttribute('aria-pressed', 'true')
    await types.nth(1).click()
    await expect(types.nth(1)).toHaveAttribute('aria-pressed', 'true')
    await expect(types.first()).toHaveAttribute('aria-pressed', 'false')
    for (const label of ['Topic', 'Target Audience', 'Tone', 'Additional Context'])
      await expect(main(page).getByLabel(label)).toBeVisible()
    await expect(main(page).getByLabel('Tone').locator('option')).toHaveText([
      'Professional',
      'Casual & Friendly',
      'Authoritative',
      'Creative & Fun',
      'Technical',
    ])
    for (const name of ['Copy', 'Regenerate', 'Edit'])
      await expect(main(page).getByRole('button', { name, exact: true })).toBeDisabled()
    await expectNoAxeViolations(page)
  })

  test('chatbot builder: flow, settings, knowledge base, preview, Deploy and Test, three templates', async ({
    page,
  }) => {
    await page.goto('/chatbot-builder')
    await expect(page).toHaveTitle(/^AI Chatbot Builder \| /)
    await expect(main(page).getByRole('heading', { name: 'Conversation Flow' })).toBeVisible()
    await expect(main(page).getByLabel('Bot Name')).toBeVisible()
    await expect(main(page).getByLabel('Welcome Message')).toBeVisible()
    await expect(main(page).getByLabel('Personality').locator('option')).toHaveText([
      'Friendly & Helpful',
      'Professional',
      'Casual',
      'Technical Expert',
    ])
    await expect(main(page).getByRole('radio', { name: /Quick/ })).toBeChecked()
    await main(page)
      .getByRole('radio', { name: /Detailed/ })
      .check()
    await expect(main(page).getByRole('heading', { name: 'Knowledge Base' })).toBeVisible()
    await expect(main(page).getByRole('heading', { name: 'Preview' })).toBeVisible()
    await expect(main(page).getByRole('button', { name: 'Deploy' })).toBeDisabled()
    await expect(main(page).getByRole('button', { name: 'Test' })).toBeDisabled()
    const templates = main(page).getByRole('region', { name: 'Start from a Template' })
    await expect(templates.getByRole('heading', { level: 3 })).toHaveText([
      'Customer Support',
      'Lead Generation',
      'E-commerce Assistant',
    ])
    for (const badge of ['Popular', 'New', 'Pro'])
      await expect(templates.getByText(badge, { exact: true })).toBeVisible()
    await expectNoAxeViolations(page)
  })
})

test.describe('responsive layout', () => {
  for (const path of [
    '/ai-estimator',
    '/proposal-builder',
    '/performance-audit',
    '/competitor-analysis',
    '/templates',
    '/white-label',
    '/maintenance',
    '/ai-code-review',
    '/content-generator',
    '/chatbot-builder',
  ]) {
    test(`${path} has no sideways scrolling at 360 px`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 800 })
      await page.goto(path, { waitUntil: 'load' })
      await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible()
      await expect
        .poll(() =>
          page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          ),
        )
        .toBeLessThanOrEqual(0)
    })
  }
})
