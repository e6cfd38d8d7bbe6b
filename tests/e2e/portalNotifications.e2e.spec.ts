import { randomUUID } from 'node:crypto'

import { expect, test, type APIRequestContext } from '@playwright/test'

import { jwtAuth as auth, randomAddress, restLogin, signInAdmin } from '../helpers/e2e'
import { waitForMailText } from '../helpers/mail'

/**
 * Portal notifications as people meet them, with the real emails the app sends: staff post an
 * update and the client member is emailed and sees it as new in the portal; the member's reply
 * in the portal is emailed to the staff member assigned to the project. The test makes its own
 * organisation, people and project, and removes them afterwards.
 */

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const PORTAL = '/client-portal'

async function create<T extends { id: string }>(
  request: APIRequestContext,
  token: string,
  collection: string,
  data: Record<string, unknown>,
): Promise<T> {
  const response = await request.post(`/api/${collection}`, { headers: auth(token), data })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { doc: T }).doc
}

test.describe('portal notifications', () => {
  test.skip(
    !process.env.E2E_MAIL_DIR,
    'needs the full e2e run (scripts/e2e.ts) and its mail catcher',
  )

  const staffPerson = {
    name: 'Thandi Staff',
    email: `staff.${RUN}@example.co.za`,
    password: `Staff-${randomUUID()}`,
  }
  const client = {
    name: 'Naledi Member',
    email: `member.${RUN}@example.co.za`,
    password: `Member-${randomUUID()}`,
  }
  const created: { collection: string; id: string }[] = []

  test.afterAll(async ({ request }) => {
    const admin = await signInAdmin(request)
    const project = created.find((c) => c.collection === 'projects')
    if (project)
      await request.delete(`/api/messages?where[project][equals]=${project.id}`, {
        headers: auth(admin),
      })
    // Newest first: the project before its people, people before their organisation.
    for (const { collection, id } of created.reverse())
      await request.delete(`/api/${collection}/${id}`, { headers: auth(admin) })
  })

  test('a staff update reaches the member by email and shows as new; their reply reaches the assigned staff member', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000)
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': randomAddress() })
    const admin = await signInAdmin(request)
    const organisation = await create(request, admin, 'organisations', {
      name: `Notify Test ${RUN}`,
    })
    created.push({ collection: 'organisations', id: organisation.id })
    const staffUser = await create(request, admin, 'users', {
      ...staffPerson,
      role: 'staff',
      staffRoles: ['sales'],
    })
    created.push({ collection: 'users', id: staffUser.id })
    const member = await create(request, admin, 'users', {
      ...client,
      role: 'client',
      organisation: organisation.id,
      memberRole: 'member',
    })
    created.push({ collection: 'users', id: member.id })
    const projectName = `Notify Project ${RUN}`
    const project = await create(request, admin, 'projects', {
      name: projectName,
      organisation: organisation.id,
      assignedTo: staffUser.id,
      status: 'planning',
      progress: 0,
    })
    created.push({ collection: 'projects', id: project.id })

    // Staff post an update over REST, as the admin panel does.
    const staffToken = (await restLogin(request, staffPerson.email, staffPerson.password)).token
    const update = `The homepage design is ready for review ${RUN}`
    const message = await create(request, staffToken, 'messages', {
      project: project.id,
      type: 'update',
      body: update,
    })
    expect(message.id).toBeTruthy()

    // The save starts the runner once it commits: the event's fan-out, then its email.
    const email = await waitForMailText(client.email, update, 45_000)
    expect(email).toContain(projectName)
    expect(email).toMatch(/https?:\/\/[^\s]+\/client-portal/)

    // The member signs in: the Messages tab counts the update as new, and the update says so.
    await page.goto(PORTAL)
    await page.getByLabel('Email Address').fill(client.email)
    await page.getByLabel('Password').fill(client.password)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByRole('heading', { name: `Welcome back, ${client.name}` })).toBeVisible()
    const tabs = page.getByRole('tablist', { name: 'Client portal sections' })
    await expect(tabs.getByRole('tab', { name: 'Messages 1 new' })).toBeVisible()
    await tabs.getByRole('tab', { name: /^Messages/ }).click()
    const item = page.getByRole('listitem').filter({ hasText: update })
    await expect(item.getByText('New', { exact: true })).toBeVisible()

    // Having opened the tab, the member has seen it: the next visit counts nothing new.
    await expect
      .poll(async () => {
        await page.reload()
        return tabs.getByRole('tab', { name: /^Messages/ }).textContent()
      })
      .toBe('Messages')

    // The member's reply, from the portal's form, goes to the staff member on the project.
    await tabs.getByRole('tab', { name: 'Messages' }).click()
    const reply = `Looks great, one question about the logo ${RUN}`
    await page.getByRole('combobox', { name: 'Project' }).selectOption({ label: projectName })
    await page.getByLabel('Your Message').fill(reply)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByRole('listitem').filter({ hasText: reply })).toBeVisible()
    const staffEmail = await waitForMailText(staffPerson.email, reply, 45_000)
    expect(staffEmail).toContain(client.name)
    expect(staffEmail).toContain(projectName)

    // The member chooses a daily digest instead; the choice is theirs to keep.
    const choice = page.getByRole('combobox', {
      name: 'Email me about new messages, files and status changes',
    })
    await expect(choice).toHaveValue('every')
    await choice.selectOption({ label: 'One daily digest' })
    await page.getByRole('button', { name: 'Save Email Settings' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Email Settings Saved' })).toBeVisible()
    await page.reload()
    await expect(choice).toHaveValue('digest')
  })
})
