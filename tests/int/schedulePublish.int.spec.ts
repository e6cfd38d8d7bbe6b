import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { getUpcomingScheduledPublishHandler } from '@payloadcms/ui/utilities/schedulePublishHandler'
import {
  createLocalReq,
  type Payload,
  type SanitizedPermissions,
  type TypedUser,
  type Where,
} from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { runQueuedJobs } from '@/services/jobRunner'
import { revalidateEndpoint } from '@/services/revalidationRelay'
import {
  SCHEDULE_REFUSED,
  schedulePublishForEditors,
} from '@/features/content/schedulePublish/scheduleServerFunctions'
import type { Service } from '@/payload-types'
import { TAGS } from '@/utilities/cacheTags'
import { PATHS } from '@/utilities/paths'

import { DEMO_EDITOR, DEMO_SALES } from '../../seed/data/users'
import { first } from '../helpers/lists'
import { getTestPayload, seededUser } from '../helpers/payload'

/**
 * Scheduled publishing (issue 26): an editor schedules a draft through the admin's server function,
 * the app's job runner publishes it once its time has come (a controlled clock: the schedule's
 * time is moved into the past), the public read shows it, and the pages that show it are revalidated through the relay.
 */

const HOUR = 60 * 60 * 1000
const SCHEDULE_JOBS: Where = { taskSlug: { equals: 'schedulePublish' } }

type Relayed = { headers: IncomingHttpHeaders; body: string }

describe('scheduled publishing', () => {
  let payload: Payload
  let editor: TypedUser
  let sales: TypedUser
  let service: Service
  let relay: Server
  const relayed: Relayed[] = []

  const load = (email: string) => seededUser(payload, email, 0)

  /** What a visitor sees: the published version, read with the public's access. */
  const publicPrice = async (): Promise<number | undefined> => {
    const { docs } = await payload.find({
      collection: 'services',
      where: { id: { equals: service.id } },
      depth: 0,
      overrideAccess: false,
    })
    return docs[0]?.price.amount
  }

  const saveDraftPrice = (amount: number) =>
    payload.update({
      collection: 'services',
      id: service.id,
      data: { price: { ...service.price, amount } },
      draft: true,
      depth: 0,
      user: editor,
      overrideAccess: false,
    })

  /** The admin's schedule drawer calls this server function with the signed-in person's request. */
  const schedule = async (
    user: TypedUser,
    args: Omit<Parameters<typeof schedulePublishForEditors>[0], keyof ServerFunctionBase>,
  ) => schedulePublishForEditors({ ...(await serverFunctionBase(user)), ...args })

  type ServerFunctionBase = Awaited<ReturnType<typeof serverFunctionBase>>
  const serverFunctionBase = async (user: TypedUser) => {
    const req = await createLocalReq({ user }, payload)
    return {
      req,
      user,
      importMap: {},
      cookies: new Map<string, string>(),
      locale: undefined,
      permissions: {} as SanitizedPermissions,
    }
  }

  const upcoming = async (user: TypedUser) =>
    getUpcomingScheduledPublishHandler({
      ...(await serverFunctionBase(user)),
      collectionSlug: 'services',
      id: service.id,
    })

  const scheduleJobs = () =>
    payload.find({ collection: 'payload-jobs', where: SCHEDULE_JOBS, overrideAccess: true })

  const publishIn = (user: TypedUser, ms: number, type: 'publish' | 'unpublish' = 'publish') =>
    schedule(user, {
      type,
      date: new Date(Date.now() + ms),
      doc: { relationTo: 'services', value: service.id },
    })

  /**
   * The clock moves on while nothing runs (the site may be down): each waiting schedule's time is
   * moved back by `ms`. (Faking `Date` instead would date the published version in the future, and
   * Payload picks a document's latest version by its date.)
   */
  const letTimePass = async (ms: number) => {
    for (const job of (await scheduleJobs()).docs) {
      if (!job.waitUntil) continue
      const waitUntil = new Date(new Date(job.waitUntil).getTime() - ms).toISOString()
      await payload.db.updateOne({ collection: 'payload-jobs', id: job.id, data: { waitUntil } })
    }
  }

  beforeAll(async () => {
    payload = await getTestPayload()
    editor = await load(DEMO_EDITOR.email)
    sales = await load(DEMO_SALES.email)
    const { docs } = await payload.find({
      collection: 'services',
      where: { _status: { equals: 'published' } },
      depth: 0,
      limit: 1,
      overrideAccess: true,
    })
    if (!docs[0]) throw new Error('the seed has no published service')
    service = docs[0]
    relay = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk: Buffer) => (body += chunk.toString()))
      request.on('end', () => {
        relayed.push({ headers: request.headers, body })
        response.statusCode = 204
        response.end()
      })
    })
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve))
    process.env.REVALIDATE_URL = `http://127.0.0.1:${(relay.address() as AddressInfo).port}`
  })

  afterEach(async () => {
    relayed.length = 0
    await payload.delete({ collection: 'payload-jobs', where: SCHEDULE_JOBS, overrideAccess: true })
  })

  afterAll(async () => {
    delete process.env.REVALIDATE_URL
    await new Promise((resolve) => relay.close(resolve))
    await payload.update({
      collection: 'services',
      id: service.id,
      data: { price: service.price, _status: 'published' },
      depth: 0,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
  })

  it('publishes a scheduled price change once its time has come, and revalidates its pages', async () => {
    const before = service.price.amount
    const next = before + 1234
    await saveDraftPrice(next)
    expect(await publicPrice()).toBe(before)

    expect(await publishIn(editor, HOUR)).toMatchObject({ message: expect.any(String) as unknown })
    expect((await upcoming(editor)).map((event) => event.input.type)).toEqual(['publish'])

    await runQueuedJobs(payload)
    expect(await publicPrice()).toBe(before)

    await letTimePass(HOUR + 1000)
    await runQueuedJobs(payload)
    expect(await publicPrice()).toBe(next)
    expect((await scheduleJobs()).docs.filter((job) => !job.completedAt)).toHaveLength(0)

    // The job's save asked an app instance to revalidate the list and the service's page.
    expect(relayed).toHaveLength(1)
    const targets = JSON.parse(first(relayed, 'a revalidation request').body) as {
      tags: string[]
      paths: string[]
    }
    expect(targets.tags).toEqual(
      expect.arrayContaining([TAGS.services, TAGS.service(service.slug)]),
    )
    expect(targets.paths).toEqual(
      expect.arrayContaining([PATHS.services, PATHS.service(service.slug)]),
    )

    // The audit trail has it as the change of the editor who scheduled it.
    const { docs: entries } = await payload.find({
      collection: 'audit-log',
      where: { target: { equals: 'services' }, documentId: { equals: service.id } },
      sort: '-createdAt',
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    expect(entries[0]).toMatchObject({ action: 'update', user: editor.id })
    expect(entries[0]?.fields).toContain('_status')
  })

  it('the relay endpoint revalidates only for a request signed with the app secret', async () => {
    await saveDraftPrice(service.price.amount + 1)
    await publishIn(editor, -1000)
    await runQueuedJobs(payload)
    const signed = relayed[0]
    if (!signed) throw new Error('nothing was relayed')
    const call = async (headers: Record<string, string>) => {
      const request = new Request('http://localhost/api/revalidate', {
        method: 'POST',
        headers,
        body: signed.body,
      })
      const req = await createLocalReq({ req: { headers: request.headers } }, payload)
      req.text = () => request.text()
      return (await revalidateEndpoint.handler(req)).status
    }
    const headers = Object.fromEntries(
      Object.entries(signed.headers).filter(
        (entry): entry is [string, string] =>
          entry[0].startsWith('x-revalidate') && typeof entry[1] === 'string',
      ),
    )
    expect(await call(headers)).toBe(204)
    expect(await call({ ...headers, 'x-revalidate-signature': '0'.repeat(64) })).toBe(401)
    expect(await call({})).toBe(401)
  })

  /** The editor publishes the service at once, through their own access. */
  const publishNow = () =>
    payload.update({
      collection: 'services',
      id: service.id,
      data: { _status: 'published' },
      depth: 0,
      user: editor,
      overrideAccess: false,
    })

  it('unpublishes at the scheduled time', async () => {
    await publishNow()
    expect(await publicPrice()).toBeDefined()
    await publishIn(editor, HOUR, 'unpublish')
    await letTimePass(HOUR + 1000)
    await runQueuedJobs(payload)
    expect(await publicPrice()).toBeUndefined()

    await publishNow()
    expect(await publicPrice()).toBeDefined()
  })

  it('a schedule whose time passed while the site was down runs at the next start', async () => {
    const next = service.price.amount + 777
    await saveDraftPrice(next)
    await publishIn(editor, HOUR)
    // The site went down while a runner had claimed the job, and stayed down past its time.
    await payload.db.updateMany({
      collection: 'payload-jobs',
      where: SCHEDULE_JOBS,
      data: { processing: true },
    })
    await letTimePass(3 * HOUR)
    // The first runner after the start (the app's first tick, or the worker) hands it back and runs it.
    await runQueuedJobs(payload)
    expect(await publicPrice()).toBe(next)
  })

  it('a schedule cancelled before its time publishes nothing', async () => {
    const published = await publicPrice()
    await saveDraftPrice((published ?? 0) + 555)
    await publishIn(editor, HOUR)
    const [event] = await upcoming(editor)
    if (!event) throw new Error('the schedule is not listed')

    expect(await schedule(editor, { deleteID: event.id })).toMatchObject({
      message: expect.any(String) as unknown,
    })
    expect(await upcoming(editor)).toEqual([])
    // Payload's own handler also queued an empty job on cancel; nothing is left waiting now.
    expect((await scheduleJobs()).totalDocs).toBe(0)

    await letTimePass(HOUR + 1000)
    await runQueuedJobs(payload)
    expect(await publicPrice()).toBe(published)
  })

  it('sales can neither schedule, nor see or cancel a schedule, nor read the jobs', async () => {
    expect(await publishIn(sales, HOUR)).toEqual({ error: SCHEDULE_REFUSED })
    expect((await scheduleJobs()).totalDocs).toBe(0)

    await publishIn(editor, HOUR)
    await expect(upcoming(sales)).rejects.toThrow()
    const [event] = await upcoming(editor)
    if (!event) throw new Error('the schedule is not listed')
    expect(await schedule(sales, { deleteID: event.id })).toEqual({ error: SCHEDULE_REFUSED })
    expect(await upcoming(editor)).toHaveLength(1)

    for (const user of [sales, editor])
      await expect(
        payload.find({ collection: 'payload-jobs', user, overrideAccess: false }),
      ).rejects.toThrow()
  })

  it('a schedule queued for someone who may not publish fails instead of publishing', async () => {
    const published = await publicPrice()
    await saveDraftPrice((published ?? 0) + 321)
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: {
        type: 'publish',
        doc: { relationTo: 'services', value: service.id },
        user: { relationTo: 'users', value: sales.id },
      },
      waitUntil: new Date(Date.now() - 1000),
    })
    await runQueuedJobs(payload)
    expect(await publicPrice()).toBe(published)
  })
})
