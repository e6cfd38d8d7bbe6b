import { randomUUID } from 'node:crypto'

import { expect, test, type Page } from '@playwright/test'

import * as messages from '@/validation/messages'

import { signInAdmin, signInThroughPortal, siteStarted } from '../helpers/e2e'
import { waitForMailText } from '../helpers/mail'

/**
 * "Forgot password?" in Chromium on the production build, reading the real email: the link resets
 * the password once, the old password stops working, the new one signs in. A second person's
 * unknown address gets the very same answer on the page.
 */

const RUN = randomUUID().slice(0, 8)
const OLD_PASSWORD = `Forgotten-Portal-${RUN}-2026`
const NEW_PASSWORD = `Remembered-Portal-${RUN}-2026`

const resetPath = (text: string): string => {
  const match = /https?:\/\/[^\s]+(\/client-portal\/reset-password\/[0-9a-f]{40})/.exec(text)
  if (!match?.[1]) throw new Error(`no reset link in ${text}`)
  return match[1]
}

async function askForLink(page: Page, email: string) {
  await page.goto('/client-portal')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible()
  await page.getByLabel('Email Address').fill(email)
  await page.getByRole('button', { name: 'Email me a reset link' }).click()
  return page.getByRole('status').filter({ hasText: messages.PASSWORD_RESET_REQUESTED.title })
}

test('forgot password: the emailed link sets a new password once; the old one stops working', async ({
  page,
  request,
}) => {
  // Two portal pages, a reset, three sign-ins and a queued email: slow when the suite's earlier
  // emails still fill the queue.
  test.setTimeout(120_000)
  const email = `reset.${RUN}@example.co.za`
  const admin = { Authorization: `JWT ${await signInAdmin(request)}` }
  const created = await request.post('/api/users', {
    headers: admin,
    data: { email, password: OLD_PASSWORD, name: 'Reset Person', role: 'client' },
  })
  expect(created.status(), await created.text()).toBe(201)
  const userId = ((await created.json()) as { doc: { id: string } }).doc.id
  try {
    // An unknown address and a real one read the same on the page.
    const unknownAnswer = await askForLink(page, `nobody.${RUN}@example.co.za`)
    await expect(unknownAnswer).toContainText(messages.PASSWORD_RESET_REQUESTED.description)
    const knownAnswer = await askForLink(page, email)
    await expect(knownAnswer).toContainText(messages.PASSWORD_RESET_REQUESTED.description)

    const link = resetPath(await waitForMailText(email, '/client-portal/reset-password/'))
    expect((await page.goto(link))?.status()).toBe(200)
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible()
    await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD)
    await page.getByLabel('Repeat New Password').fill(NEW_PASSWORD)
    await page.getByRole('button', { name: 'Save and sign in' }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome back, Reset Person' }),
    ).toBeVisible()

    // The link worked once: now gone for caches and crawlers (410), with the same words.
    expect((await page.goto(link))?.status()).toBe(410)
    await expect(
      page.getByRole('heading', { name: messages.PASSWORD_RESET_LINK_INVALID.title }),
    ).toBeVisible()

    await page.goto('/client-portal')
    // Navigating on while the sign-out is still on its way would cancel it and leave the session.
    await page.getByRole('button', { name: /sign out/i }).click()
    await expect(page.getByRole('heading', { name: 'Client Portal Access' })).toBeVisible()
    await signInThroughPortal(page, email, OLD_PASSWORD)
    await expect(
      page.getByRole('alert').filter({ hasText: messages.LOGIN_FAILED.title }),
    ).toBeVisible()
    await signInThroughPortal(page, email, NEW_PASSWORD)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome back, Reset Person' }),
    ).toBeVisible()
  } finally {
    await request.delete(`/api/users/${userId}`, { headers: admin })
  }
})

test('a forged reset link says it no longer works and offers a new one', async ({
  page,
  request,
}) => {
  await siteStarted(request)
  const response = await page.goto(`/client-portal/reset-password/${'0'.repeat(40)}`)
  expect(response?.status()).toBe(404)
  await expect(
    page.getByRole('heading', { name: messages.PASSWORD_RESET_LINK_INVALID.title }),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
    'href',
    '/client-portal/forgot-password',
  )
})
