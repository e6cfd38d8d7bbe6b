import fs from 'node:fs'
import path from 'node:path'

import AxeBuilder from '@axe-core/playwright'
import { TZDate } from '@date-fns/tz'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { addDays, format, isWeekend, parse } from 'date-fns'

import {
  agedToken,
  eachTestFromNewAddress,
  randomAddress,
  signInToAdminPanel,
} from '../helpers/e2e'
import { waitForMailText } from '../helpers/mail'
import { uniqueEmails } from '../helpers/uniqueEmails'

/**
 * The lead desk as people meet it: a visitor moves and cancels a call from the link in their
 * confirmation email (the same calendar and slot rules as the booking dialog, a slot taken in the
 * meantime refused), and staff read the coming calls in the admin's day and week agenda.
 * Needs the full e2e run's mail catcher (scripts/e2e.ts) for the emailed links.
 */

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const uniqueEmail = uniqueEmails(RUN)
const SCREENS = process.env.E2E_SCREENSHOT_DIR

eachTestFromNewAddress()

/** Books the first free slot from `date` on (weekdays only), straight over HTTP. */
async function book(
  request: APIRequestContext,
  email: string,
  from: Date,
  name = 'Ayanda Nkosi',
): Promise<{ date: string; time: string }> {
  const formToken = await agedToken(request)
  for (let day = from, tries = 0; tries < 40; day = addDays(day, 1), tries += 1) {
    if (isWeekend(day)) continue
    const date = format(day, 'yyyy-MM-dd')
    for (const time of ['09:00', '10:30', '13:00', '15:00']) {
      const response = await request.post('/forms/callback', {
        headers: { 'x-forwarded-for': randomAddress() },
        data: { name, email, phone: '+27 83 555 0123', date, time, consent: true, formToken },
      })
      if (response.status() === 201) return { date, time }
      expect(response.status(), await response.text()).toBe(409)
    }
  }
  throw new Error('no free slot')
}

const manageLink = (text: string): string => {
  const match = /https?:\/\/[^\s]+(\/callback\/[^\s]+)/.exec(text)
  if (!match?.[1]) throw new Error(`no manage link in ${text}`)
  return match[1]
}

test.describe('visitor manages a booked call', () => {
  test.skip(
    !process.env.E2E_MAIL_DIR,
    'needs the full e2e run (scripts/e2e.ts) and its mail catcher',
  )

  test('moves the call (a slot taken meanwhile is refused), then cancels it; old links stop working', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    const email = uniqueEmail('manage')
    const start = addDays(TZDate.tz('Africa/Johannesburg'), 60 + Math.floor(Math.random() * 120))
    const booked = await book(request, email, start)
    const firstLink = manageLink(await waitForMailText(email, '/callback/'))

    expect((await page.goto(firstLink))?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'Your callback' })).toBeVisible()
    await expect(page.getByText(/Hello Ayanda, your free consultation is booked for/)).toBeVisible()
    const axe = await new AxeBuilder({ page }).include('main').analyze()
    expect(axe.violations.map((v) => v.id)).toEqual([])

    // Pick the day after the booked one in the same calendar the dialog uses.
    const form = page.getByRole('form', { name: 'Move your call' })
    const target = addDays(parse(booked.date, 'yyyy-MM-dd', new Date()), 1)
    const targetDay = isWeekend(target) ? addDays(target, target.getDay() === 6 ? 2 : 1) : target
    const monthsAhead =
      (targetDay.getFullYear() - new Date().getFullYear()) * 12 +
      targetDay.getMonth() -
      TZDate.tz('Africa/Johannesburg').getMonth()
    for (let i = 0; i < monthsAhead; i += 1)
      await form.getByRole('button', { name: /next month/i }).click()
    await form
      .locator(`[data-day="${format(targetDay, 'yyyy-MM-dd')}"]:not([data-outside]) button`)
      .click()
    await expect(
      form.getByText(`Selected: ${format(targetDay, 'EEEE, d MMMM yyyy')}`),
    ).toBeVisible()
    const time = form.getByLabel('New time')
    await expect(time.locator('option').first()).toHaveText('Select a time')
    const options = time.locator('option:not([value=""])')
    const first = (await options.first().getAttribute('value')) ?? ''
    await time.selectOption(first)
    if (SCREENS)
      await page.screenshot({ path: path.join(SCREENS, 'visitor-manage-page.png'), fullPage: true })

    // Someone else books that exact slot before the visitor presses the button.
    const rivalToken = await agedToken(request)
    const rival = await request.post('/forms/callback', {
      headers: { 'x-forwarded-for': randomAddress() },
      data: {
        name: 'Rival Booker',
        email: uniqueEmail('rival'),
        date: format(targetDay, 'yyyy-MM-dd'),
        time: first,
        consent: true,
        formToken: rivalToken,
      },
    })
    expect(rival.status()).toBe(201)
    await form.getByRole('button', { name: 'Move my call' }).click()
    // Next's route announcer is an alert too: the page's own is inside <main>.
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'This time has just been booked. Please choose another time.',
    )
    await expect(time.locator(`option[value="${first}"]`)).toHaveCount(0)

    const second = (await options.first().getAttribute('value')) ?? ''
    await time.selectOption(second)
    await form.getByRole('button', { name: 'Move my call' }).click()
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      'Your call has been moved.',
    )
    const slots = (await (
      await request.get(`/forms/callback/slots?date=${booked.date}`)
    ).json()) as { booked: string[] }
    expect(slots.booked).not.toContain(booked.time)

    // The first link named the old time: it is used, so gone (410), and says so.
    expect((await page.goto(firstLink))?.status()).toBe(410)
    await expect(page.getByRole('main').getByRole('alert')).toContainText('This link is not valid')

    const secondLink = manageLink(await waitForMailText(email, 'is now on'))
    await page.goto(secondLink)
    // A click that lands before React has hydrated the page does nothing: click until it opens.
    await expect(async () => {
      await page.getByRole('button', { name: 'Cancel my call' }).click()
      await expect(page.getByRole('button', { name: 'Yes, cancel my call' })).toBeVisible({
        timeout: 2_000,
      })
    }).toPass({ timeout: 30_000 })
    await page.getByRole('button', { name: 'Yes, cancel my call' }).click()
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Your call is cancelled. A cancellation for your calendar is on its way by email.',
    )
    const after = (await (
      await request.get(`/forms/callback/slots?date=${format(targetDay, 'yyyy-MM-dd')}`)
    ).json()) as { booked: string[] }
    expect(after.booked).not.toContain(second)
    expect(after.booked).toContain(first)
    await waitForMailText(email, 'is cancelled')
    expect((await page.goto(secondLink))?.status()).toBe(410)
    await expect(page.getByRole('main').getByRole('alert')).toContainText('This link is not valid')

    // A link with a changed signature shows the same refusal and changes nothing.
    expect((await page.goto(`${secondLink.slice(0, -3)}AAA`))?.status()).toBe(404)
    await expect(page.getByRole('main').getByRole('alert')).toContainText('This link is not valid')
  })
})

test.describe('staff lead desk in the admin', () => {
  test('the agenda shows a booked call in the day and the week view, and the dashboard counts replies due', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    const name = `Agenda Caller`
    const email = uniqueEmail('agenda')
    const start = addDays(TZDate.tz('Africa/Johannesburg'), 200 + Math.floor(Math.random() * 300))
    const booked = await book(request, email, start, name)

    await signInToAdminPanel(page)
    await expect(page.getByRole('heading', { name: 'Reply promise' })).toBeVisible()
    await expect(page.getByTestId('overdue-count')).toHaveText(/^\d+$/)
    await expect(page.getByTestId('due-soon-count')).toHaveText(/^\d+$/)
    if (SCREENS)
      await page.screenshot({ path: path.join(SCREENS, 'admin-dashboard.png'), fullPage: true })

    // The side navigation may start collapsed: its link is checked, then followed by address.
    await expect(page.getByRole('link', { name: 'Callback agenda' })).toHaveAttribute(
      'href',
      '/admin/callback-agenda',
    )
    await page.goto('/admin/callback-agenda')
    await expect(page.getByRole('heading', { level: 1, name: 'Callback agenda' })).toBeVisible()

    await page.goto(`/admin/callback-agenda?view=day&date=${booked.date}`)
    const dayItem = page.getByTestId('agenda-item').filter({ hasText: name })
    const from = booked.time
    const until = format(
      parse(`${booked.date} ${booked.time}`, 'yyyy-MM-dd HH:mm', new Date()).getTime() +
        30 * 60_000,
      'HH:mm',
    )
    await expect(dayItem.filter({ hasText: `${from}–${until}` })).toHaveCount(1)
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(
      format(parse(booked.date, 'yyyy-MM-dd', new Date()), 'EEEE d MMMM yyyy'),
    )

    await page.getByRole('link', { name: 'Week', exact: true }).click()
    await expect(page).toHaveURL(/view=week/)
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(/^Week of /)
    await expect(page.getByRole('heading', { level: 3 })).toHaveCount(5)
    const weekItem = page
      .getByTestId('agenda-item')
      .filter({ hasText: name })
      .filter({ hasText: `${from}–${until}` })
    await expect(weekItem).toHaveCount(1)
    if (SCREENS)
      await page.screenshot({ path: path.join(SCREENS, 'admin-agenda-week.png'), fullPage: true })
    await weekItem.getByRole('link').click()
    await expect(page).toHaveURL(/\/admin\/collections\/callbacks\/[0-9a-f-]{36}/)

    await page.goto('/admin/collections/callbacks')
    await expect(page.locator('[data-sla]').first()).toHaveText(
      / left$|^⚠ Overdue by |^Replied$|^—$/,
    )
    if (SCREENS)
      await page.screenshot({
        path: path.join(SCREENS, 'admin-callbacks-list.png'),
        fullPage: true,
      })
  })

  test('data rights: staff find, download and erase what is held for an address', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('rights')
    await book(
      request,
      email,
      addDays(TZDate.tz('Africa/Johannesburg'), 100 + Math.floor(Math.random() * 300)),
      'Rights Subject',
    )
    await signInToAdminPanel(page)
    await expect(page.getByRole('link', { name: 'Data rights (POPIA)' })).toHaveAttribute(
      'href',
      '/admin/data-rights',
    )
    await page.goto('/admin/data-rights')
    await expect(page.getByRole('heading', { level: 1, name: 'Data rights (POPIA)' })).toBeVisible()
    await page.getByLabel('Email address').fill(email.toUpperCase())
    await page.getByRole('button', { name: 'Find data' }).click()
    await expect(page.getByRole('heading', { name: `1 record held for ${email}` })).toBeVisible()
    await expect(page.getByTestId('rights-callbacks')).toContainText('Rights Subject')
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download JSON' }).click()
    const file = await (await download).path()
    expect(
      (JSON.parse(fs.readFileSync(file, 'utf8')) as { callbacks: unknown[] }).callbacks,
    ).toHaveLength(1)
    if (SCREENS)
      await page.screenshot({ path: path.join(SCREENS, 'admin-data-rights.png'), fullPage: true })

    await page.getByLabel('Confirm email address').fill(email)
    await page.getByRole('button', { name: 'Erase everything for this address' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Erased:' })).toContainText(
      'Erased: 0 enquiries and 1 callbacks anonymised',
    )
    await page.getByRole('button', { name: 'Find data' }).click()
    await expect(page.getByRole('heading', { name: `Nothing is held for ${email}` })).toBeVisible()
  })
})
