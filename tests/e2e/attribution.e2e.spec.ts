import { readFile } from 'node:fs/promises'

import { expect, test, type Page } from '@playwright/test'

import { eachTestFromNewAddress, signInToAdminPanel } from '../helpers/e2e'
import { uniqueEmails } from '../helpers/uniqueEmails'

/**
 * Attribution as a visitor and staff meet it (README "Attribution, privacy and the report"): a
 * campaign link, a few pages without it, an enquiry; then the lead, the list filter and the
 * marketing report in the admin. Every test makes its own campaign and email.
 */

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const uniqueEmail = uniqueEmails(RUN)

eachTestFromNewAddress()

const STORAGE_KEY = 'kaya-attribution'

async function sendEnquiry(page: Page, email: string) {
  await page.goto('/contact')
  const form = page.getByRole('form', { name: 'Get In Touch' })
  await expect(form).toHaveAttribute('data-hydrated', 'true')
  await form.getByLabel('Full Name *').fill('Ayanda Campaign')
  await form.getByLabel('Email Address *').fill(email)
  await form.getByLabel('Your Message *').fill('Your newsletter brought me here.')
  await form.getByLabel(/I agree to/).check()
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(
    page
      .locator('[role="status"], [role="alert"]')
      .filter({ has: page.getByText('Message Sent!', { exact: true }) }),
  ).toBeVisible()
}

test('a campaign link is kept through later pages and staff see it on the lead, in the list filter and in the report', async ({
  page,
}) => {
  const campaign = `spring-${RUN}`
  const email = uniqueEmail('campaign')
  const beacon = page.waitForRequest(
    (request) => request.url().endsWith('/forms/visit') && request.method() === 'POST',
  )
  await page.goto(
    `/services/web-development?utm_source=Newsletter&utm_medium=email&utm_campaign=${campaign}&fbclid=IwAR0secret`,
  )
  // The page view goes out once the page is idle, without a cookie.
  const sent = await beacon
  expect(sent.postDataJSON()).toMatchObject({
    path: '/services/web-development',
    source: 'Newsletter',
    campaign,
  })
  expect(await sent.headerValue('cookie')).toBeNull()
  const kept = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)
  expect(kept).toContain(campaign)
  expect(kept).toContain('"adNetwork":"meta"')
  expect(kept).not.toContain('IwAR0secret')
  expect((await page.context().cookies()).map((c) => c.name)).toEqual([])

  // Later pages without the link, a tool among them, do not replace the campaign.
  await page.goto('/ai-estimator')
  await page.goto('/about')
  await sendEnquiry(page, email)

  await signInToAdminPanel(page)
  // The list, filtered by the campaign: this lead and no other.
  await page.goto(
    `/admin/collections/enquiries?${new URLSearchParams({ 'where[lastCampaign][equals]': campaign }).toString()}`,
  )
  const rows = page.locator('tbody tr')
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText(email)
  await expect(rows.first()).toContainText('newsletter')

  await rows.first().getByRole('link').first().click()
  await expect(page.getByLabel('Last campaign')).toHaveValue(campaign)
  await expect(page.getByLabel('First campaign')).toHaveValue(campaign)
  await expect(page.getByLabel('Last landing page')).toHaveValue('/services/web-development')

  await page.goto('/admin/marketing-report')
  const section = page.getByRole('region', { name: 'Campaign' })
  const row = section.getByRole('row').filter({ hasText: campaign })
  // One lead; its visit is written with the next batch (within seconds).
  await expect(async () => {
    await page.reload()
    const cells = await row.getByRole('cell').allTextContents()
    expect(cells.slice(1)).toEqual(['1', expect.stringMatching(/ %$/), '0', '0', '—'])
    expect(Number(cells[0])).toBeGreaterThanOrEqual(1)
  }).toPass({ timeout: 30_000 })

  // The report's CSV, as staff download it.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ])
  const csv = await readFile(await download.path(), 'utf8')
  expect(csv).toMatch(new RegExp(`^Campaign,${campaign},[1-9]\\d*,1,`, 'm'))
})

test('with Global Privacy Control on, nothing is kept and the lead has only its page', async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true })
  })
  const campaign = `private-${RUN}`
  const email = uniqueEmail('private')
  const beacon = page.waitForRequest((request) => request.url().endsWith('/forms/visit'))
  await page.goto(`/services/web-development?utm_source=google&utm_campaign=${campaign}`)
  await beacon
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBeNull()
  await sendEnquiry(page, email)

  await signInToAdminPanel(page)
  await page.goto(`/admin/collections/enquiries?search=${encodeURIComponent(email)}`)
  await page.locator('tbody tr').first().getByRole('link').first().click()
  await expect(page.getByLabel('Last campaign')).toHaveValue('')
  await expect(page.getByLabel('Source Page')).toHaveValue('/contact')
})
