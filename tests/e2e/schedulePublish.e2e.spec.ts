import { expect, test } from '@playwright/test'
import pg from 'pg'

import { formatRand } from '@/lib/formatRand'

import { restLogin, signInToAdminPanel } from '../helpers/e2e'
import { first } from '../helpers/lists'
import { DEMO_EDITOR, seedAdmin } from '../../seed/data/users'

/**
 * A price change scheduled a few seconds ahead appears on the static /services list and on the
 * service's page within a minute of its time (issue 26), on the production build. The schedule is
 * the job the admin's schedule drawer queues (Payload's `schedulePublish`), written straight to
 * the database because the drawer's server function cannot be called over HTTP.
 */

type ServiceDoc = {
  id: string
  slug: string
  price: { amount: number; unit: string }
}

test('a scheduled price change goes live on /services and the service page within a minute', async ({
  request,
}) => {
  test.setTimeout(150_000)
  const admin = seedAdmin()
  const { token, id: adminId } = await restLogin(request, admin.email, admin.password)
  const auth = { Authorization: `JWT ${token}` }

  const found = await request.get(
    '/api/services?where[_status][equals]=published&limit=1&depth=0',
    {
      headers: auth,
    },
  )
  const service = first(
    ((await found.json()) as { docs: ServiceDoc[] }).docs,
    'a published service',
  )
  const newAmount = 900_000 + Math.floor(Math.random() * 90_000)
  const shown = formatRand(newAmount)

  // Both pages are prerendered and cached with the old price before the change.
  for (const path of ['/services', `/services/${service.slug}`])
    expect(await (await request.get(path)).text()).not.toContain(shown)

  const saved = await request.patch(`/api/services/${service.id}?draft=true`, {
    headers: auth,
    data: { price: { ...service.price, amount: newAmount }, _status: 'draft' },
  })
  expect(saved.status(), await saved.text()).toBe(200)

  const db = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await db.connect()
  try {
    const at = new Date(Date.now() + 5_000)
    await db.query(
      `insert into payload_jobs (input, task_slug, wait_until) values ($1, 'schedulePublish', $2)`,
      [
        JSON.stringify({
          type: 'publish',
          doc: { relationTo: 'services', value: service.id },
          user: { relationTo: 'users', value: adminId },
        }),
        at.toISOString(),
      ],
    )
    for (const path of ['/services', `/services/${service.slug}`])
      await expect
        .poll(async () => (await request.get(path)).text(), {
          message: `${path} shows the scheduled price`,
          timeout: 70_000,
          intervals: [2_000],
        })
        .toContain(shown)
    expect(Date.now() - at.getTime()).toBeLessThan(60_000 + 10_000)
  } finally {
    await db.end()
    await request.patch(`/api/services/${service.id}`, {
      headers: auth,
      data: { price: service.price, _status: 'published' },
    })
  }
})

/** The waiting schedule rows for one service, as the runner would find them. */
async function waitingSchedules(serviceId: string): Promise<number> {
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await db.connect()
  try {
    const { rows } = await db.query<{ n: string }>(
      `select count(*) as n from payload_jobs
        where task_slug = 'schedulePublish' and completed_at is null
          and input->'doc'->>'value' = $1`,
      [serviceId],
    )
    return Number(rows[0]?.n ?? 0)
  } finally {
    await db.end()
  }
}

test('an editor schedules a publish in the admin, sees it listed, and cancels it before it runs', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const admin = seedAdmin()
  const { token } = await restLogin(request, admin.email, admin.password)
  const found = await request.get(
    '/api/services?where[_status][equals]=published&limit=1&depth=0',
    { headers: { Authorization: `JWT ${token}` } },
  )
  const service = first(
    ((await found.json()) as { docs: ServiceDoc[] }).docs,
    'a published service',
  )
  expect(await waitingSchedules(service.id)).toBe(0)

  await signInToAdminPanel(page, DEMO_EDITOR)
  await page.goto(`/admin/collections/services/${service.id}`)
  await page.locator('#action-save-popup').click()
  await page.locator('#schedule-publish').click()
  const drawer = page.locator('.drawer__content')
  await expect(drawer).toContainText('No upcoming events scheduled.')

  await page.locator('.date-time-picker input').fill('Feb 21, 2050 12:00 AM')
  await page.keyboard.press('Enter')
  await page.locator('#scheduled-publish-save').click()
  await expect(
    page.locator('.payload-toast-item', { hasText: 'Scheduled successfully.' }),
  ).toBeVisible()
  // Listed in the drawer, and waiting in the queue for its time.
  await expect(drawer.locator('.cell-delete')).toHaveCount(1)
  await expect(drawer).toContainText('2050')
  expect(await waitingSchedules(service.id)).toBe(1)

  await drawer.locator('.cell-delete').locator('.btn').click()
  await expect(
    page.locator('.payload-toast-item', { hasText: 'Deleted successfully.' }),
  ).toBeVisible()
  await expect(drawer).toContainText('No upcoming events scheduled.')
  expect(await waitingSchedules(service.id)).toBe(0)
})
