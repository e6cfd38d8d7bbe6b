/**
 * Scale-out: three `next start` instances of one build, a job worker and HAProxy on Postgres,
 * Redis and an S3-compatible store, all real and on loopback (scripts/scale/stack.ts). Instances 1
 * and 3 and the worker all run jobs, so three runners race for every email; instance 2, the one
 * killed, runs none (JOB_WORKER=false): a runner killed between the SMTP server accepting a message
 * and the job being marked done sends that message again when its jobs are handed back
 * (src/services/jobRunner.ts), which is why deployments keep jobs off the web instances.
 * Run through `npm run test:scale` (it builds first).
 */
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'
import { beforeAll, describe, expect, it } from 'vitest'

import {
  appUrl,
  haproxyStatus,
  haproxyUrl,
  SCALE_SECRET,
  SCALE_SERVER_URL,
  startStack,
  type Stack,
} from '../../scripts/scale/stack'
import { waitFor } from '../../scripts/lib/server'
import { formatFromPrice } from '@/lib/formatRand'
import { issueFormToken } from '@/features/leads/intake/formToken'
import { DEMO_CLIENT, SECOND_CLIENT, seedAdmin } from '../../seed/data/users'
import { first } from '../helpers/lists'
import { makePdf } from '../helpers/portalFiles'
import { stopAfterAll } from '../helpers/stopAfterAll'
import { uniqueEmails } from '../helpers/uniqueEmails'

let stack: Stack
let db: pg.Client
let staffToken: string
const stopLater = stopAfterAll()

const RUN = randomUUID().slice(0, 8)
const uniqueEmail = uniqueEmails(RUN)
/** A form token issued 5 s ago (the same signed token GET /forms/token hands out). */
const formToken = () => issueFormToken(SCALE_SECRET, Date.now() - 5_000)

async function signIn(base: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  expect(response.status, `sign-in of ${email}`).toBe(200)
  return ((await response.json()) as { token: string }).token
}

const submit = (base: string, email: string) =>
  fetch(`${base}/forms/enquiry`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Lerato Khumalo',
      email,
      message: 'Please tell me more about your hosting.',
      enquiryType: 'general',
      consent: true,
      formToken: formToken(),
    }),
  })

type Service = { id: string; price: { amount: number; unit: 'once' | 'month' | 'year' | 'hour' } }

async function firstService(): Promise<Service> {
  const response = await fetch(`${appUrl(0)}/api/services?limit=1&sort=order&depth=0`)
  const { docs } = (await response.json()) as {
    docs: { id: string; price: { amount: number; unit: 'once' } }[]
  }
  return first(docs, 'a published service')
}

async function setPrice(base: string, id: string, amount: number) {
  const response = await fetch(`${base}/api/services/${id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `JWT ${staffToken}` },
    body: JSON.stringify({ price: { amount, unit: 'once' }, _status: 'published' }),
  })
  expect(response.status, 'price edit through instance 1').toBe(200)
}

/**
 * How long after `since` a visitor's request for /services on every one of `bases` gets a page
 * showing `text`: requests are sent every 100 ms without waiting for earlier answers (so a slow
 * render on a busy machine does not hide when the change arrived), and the answer is the send
 * time of the first request from which on every request to every instance showed it. Infinity if
 * none did within `windowMs`.
 */
async function timeUntilShown(
  bases: string[],
  text: string,
  since: number,
  windowMs: number,
): Promise<number> {
  /** `answer`: the status, Next's cache header and the time taken, or the error. */
  type Probe = { base: string; sentAt: number; shown: boolean; answer: string }
  const probes: Promise<Probe>[] = []
  while (Date.now() - since < windowMs) {
    for (const base of bases) {
      const sentAt = Date.now()
      probes.push(
        fetch(`${base}/services`)
          .then(async (response) => ({
            base,
            sentAt,
            shown: response.status === 200 && (await response.text()).includes(text),
            answer: `${response.status} ${response.headers.get('x-nextjs-cache') ?? ''} after ${Date.now() - sentAt} ms`,
          }))
          .catch((error: unknown) => ({ base, sentAt, shown: false, answer: String(error) })),
      )
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const results = (await Promise.all(probes)).sort((a, b) => a.sentAt - b.sentAt)
  const lastMiss = results.filter((r) => !r.shown).at(-1)
  const firstFromThen = results.find((r) => r.shown && (!lastMiss || r.sentAt > lastMiss.sentAt))
  // Which instance answered what, and how: what a failure needs to be read.
  if (!firstFromThen)
    console.info(
      `scale-out: "${text}" was not on every answer by the end; the answers:\n` +
        results
          .map((r) => `${r.base} +${r.sentAt - since} ms ${r.shown ? 'new' : 'OLD'} ${r.answer}`)
          .join('\n'),
    )
  return firstFromThen ? Math.max(0, firstFromThen.sentAt - since) : Infinity
}

/**
 * Raises a service's price through instance 1 and answers how long until /services on instances
 * 2 and 3 shows it (timeUntilShown, watched for 2.5 s).
 */
async function timeUntilNewPriceShown(service: Service): Promise<number> {
  const amount = service.price.amount + 1_000 + Math.floor(Math.random() * 1_000)
  await setPrice(appUrl(0), service.id, amount)
  return timeUntilShown(
    [appUrl(1), appUrl(2)],
    formatFromPrice({ amount, unit: 'once' }),
    Date.now(),
    2_500,
  )
}

/** The mail the worker(s) sent for one lead: the acknowledgement to them and the notification naming them. */
function mailFor(email: string) {
  const acknowledgements = stack.smtp.messages.filter((m) => m.to.includes(email))
  const notifications = stack.smtp.messages.filter(
    (m) => !m.to.includes(email) && m.raw.includes(`Reply-To: ${email}`),
  )
  return { acknowledgements: acknowledgements.length, notifications: notifications.length }
}

beforeAll(async () => {
  if (!process.env.DATABASE_URL)
    throw new Error('Run through `npm run test:scale` (it provides the database and the build)')
  stack = await startStack({ name: 'scaleOut', dbEnv: { DATABASE_URL: process.env.DATABASE_URL } })
  stopLater(() => stack.stop())
  db = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await db.connect()
  stopLater(() => db.end())
  staffToken = await signIn(appUrl(0), seedAdmin().email, seedAdmin().password)
})

describe('several instances behind HAProxy', () => {
  it('a price changed through instance 1 shows on /services of instances 2 and 3 within 2 seconds', async () => {
    const service = await firstService()
    // Instances 2 and 3 hold the old price in the shared cache first.
    for (const i of [1, 2, 1, 2])
      expect(await (await fetch(`${appUrl(i)}/services`)).text()).toContain(
        formatFromPrice(service.price),
      )
    // A just-started instance's first render of the page loads its code and opens its first
    // database connections, seconds on a busy machine and once in its life: a first edit is waited
    // for (and must arrive), so the one timed is an edit to a running site.
    const warmUp = { amount: service.price.amount + 1, unit: 'once' as const }
    await setPrice(appUrl(0), service.id, warmUp.amount)
    await waitFor(
      'the first edit on instances 2 and 3',
      async () => {
        for (const i of [1, 2]) {
          const page = await (await fetch(`${appUrl(i)}/services`)).text()
          if (!page.includes(formatFromPrice(warmUp))) return false
        }
        return true
      },
      30_000,
    )
    const elapsed = await timeUntilNewPriceShown({ ...service, price: warmUp })
    console.info(`scale-out: price edit visible on instances 2 and 3 ${elapsed} ms after the save`)
    expect(elapsed, 'time until both other instances show the new price (ms)').toBeLessThanOrEqual(
      2_000,
    )
  })

  it('a redirect made through instance 1 answers 308 on instance 3 within 2 seconds', async () => {
    const from = `/scale-redirect-${Date.now().toString(36)}`
    // Instance 3 has loaded its map (and found no redirect for the path) before the save.
    expect((await fetch(`${appUrl(2)}${from}`, { redirect: 'manual' })).status).toBe(404)
    const created = await fetch(`${appUrl(0)}/api/redirects`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `JWT ${staffToken}` },
      body: JSON.stringify({ from, to: { type: 'custom', url: '/contact' } }),
    })
    expect(created.status, 'redirect saved through instance 1').toBe(201)
    const since = Date.now()
    const { doc } = (await created.json()) as { doc: { id: string } }
    try {
      let elapsed = Infinity
      while (Date.now() - since < 2_500) {
        const response = await fetch(`${appUrl(2)}${from}`, { redirect: 'manual' })
        if (response.status === 308 && response.headers.get('location')?.endsWith('/contact')) {
          elapsed = Date.now() - since
          break
        }
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      console.info(`scale-out: redirect answered on instance 3 ${elapsed} ms after the save`)
      expect(elapsed, 'time until instance 3 answers 308 (ms)').toBeLessThanOrEqual(2_000)
    } finally {
      await fetch(`${appUrl(0)}/api/redirects/${doc.id}`, {
        method: 'DELETE',
        headers: { authorization: `JWT ${staffToken}` },
      })
    }
  })

  it('one person gets exactly 3 submissions a minute, whichever instances they reach', async () => {
    const email = uniqueEmail('limit')
    const statuses: number[] = []
    for (let i = 0; i < 6; i += 1) statuses.push((await submit(appUrl(i % 3), email)).status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(3)
    expect(statuses.filter((s) => s === 429)).toHaveLength(3)
    const { rows } = await db.query<{ n: number }>(
      'select count(*)::int as n from enquiries where email = $1',
      [email],
    )
    expect(first(rows, 'the count').n).toBe(3)
  })

  it("a client's file uploaded through instance 1 downloads through instance 3, for that client only", async () => {
    const owner = await signIn(appUrl(0), DEMO_CLIENT.email, DEMO_CLIENT.password)
    const other = await signIn(appUrl(0), SECOND_CLIENT.email, SECOND_CLIENT.password)
    const projects = (await (
      await fetch(`${appUrl(0)}/api/projects?depth=0`, {
        headers: { authorization: `JWT ${owner}` },
      })
    ).json()) as {
      docs: { id: string }[]
    }
    const pdf = await makePdf(`Scale-out ${RUN}`)
    const name = `scale-${RUN}.pdf`
    const form = new FormData()
    form.set('project', first(projects.docs, 'a project of the owner').id)
    form.set('file', new File([new Uint8Array(pdf)], name, { type: 'application/pdf' }))
    const uploaded = await fetch(`${appUrl(0)}/portal-api/files`, {
      method: 'POST',
      body: form,
      headers: { cookie: `payload-token=${owner}`, origin: SCALE_SERVER_URL },
    })
    expect(uploaded.status).toBe(201)
    const { data } = (await uploaded.json()) as { data: { filename: string } }

    // The bytes are in the bucket, not on instance 1's disk.
    expect(
      fs
        .readdirSync(stack.s3Dir, { recursive: true })
        .map(String)
        .some((f) => path.basename(f).startsWith(data.filename)),
    ).toBe(true)

    const url = `${appUrl(2)}/api/project-files/file/${encodeURIComponent(data.filename)}`
    const download = await fetch(url, { headers: { authorization: `JWT ${owner}` } })
    expect(download.status).toBe(200)
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true)
    expect(download.headers.get('content-disposition')).toMatch(/^attachment/)
    expect(download.headers.get('x-content-type-options')).toBe('nosniff')
    expect(download.headers.get('content-security-policy')).toContain('sandbox')

    const asOther = await fetch(url, { headers: { authorization: `JWT ${other}` } })
    expect([403, 404]).toContain(asOther.status)
    const anonymous = await fetch(url)
    expect([403, 404]).toContain(anonymous.status)
    for (const response of [asOther, anonymous])
      expect(Buffer.from(await response.arrayBuffer()).includes(Buffer.from('Scale-out'))).toBe(
        false,
      )
  })

  it('with Redis stopped pages still answer 200, and after it restarts an edit propagates again', async () => {
    await stack.stopRedis()
    try {
      for (const base of [
        appUrl(0),
        appUrl(1),
        appUrl(2),
        haproxyUrl(),
        haproxyUrl(),
        haproxyUrl(),
      ]) {
        for (const page of ['/', '/services'])
          expect((await fetch(`${base}${page}`)).status, `${base}${page}`).toBe(200)
      }
      const health = (await (await fetch(`${appUrl(1)}/healthz`)).json()) as {
        status: string
        redis: string
      }
      expect(health).toMatchObject({ status: 'degraded', redis: 'down' })
    } finally {
      await stack.startRedis()
    }
    // The instances reconnect by themselves.
    await waitFor(
      'instances back on Redis',
      async () => {
        const states = await Promise.all(
          [0, 1, 2].map(
            async (i) =>
              ((await (await fetch(`${appUrl(i)}/healthz`)).json()) as { redis: string }).redis,
          ),
        )
        return states.every((s) => s === 'up')
      },
      15_000,
    )
    const service = await firstService()
    for (const i of [1, 2]) await fetch(`${appUrl(i)}/services`)
    const elapsed = await timeUntilNewPriceShown(service)
    console.info(
      `scale-out: after Redis restarted, price edit visible on instances 2 and 3 ${elapsed} ms after the save`,
    )
    expect(elapsed).toBeLessThanOrEqual(2_000)
  })

  it('30 s of submissions through HAProxy with instance 2 SIGKILLed midway: every 201 stored, every email sent once, no failure once it is marked down', async () => {
    type Attempt = { email: string; startedAt: number; status: number; id?: string }
    const attempts: Attempt[] = []
    const durationMs = 30_000
    const everyMs = 100
    const started = Date.now()
    let downAt = Infinity
    let killed = false

    /** Notes when HAProxy first marks instance 2 DOWN once it has been killed. */
    const watchForDown = async () => {
      while (Date.now() - started < durationMs + 5_000 && downAt === Infinity) {
        if (
          killed &&
          (await haproxyStatus().catch((): Record<string, string> => ({}))).app2 === 'DOWN'
        )
          downAt = Date.now()
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    }
    const watcher = watchForDown()

    const inFlight: Promise<void>[] = []
    for (let n = 0; Date.now() - started < durationMs; n += 1) {
      if (!killed && Date.now() - started >= durationMs / 2) {
        killed = true
        void stack.kill(1)
      }
      const attempt: Attempt = { email: uniqueEmail('steady'), startedAt: Date.now(), status: 0 }
      attempts.push(attempt)
      inFlight.push(
        submit(haproxyUrl(), attempt.email)
          .then(async (response) => {
            attempt.status = response.status
            if (response.status === 201)
              attempt.id = ((await response.json()) as { data: { id: string } }).data.id
          })
          .catch(() => {
            attempt.status = -1
          }),
      )
      const next = started + (n + 1) * everyMs
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())))
    }
    await Promise.all(inFlight)
    await watcher

    const accepted = attempts.filter((a) => a.status === 201)
    const failedBeforeDown = attempts.filter((a) => a.status !== 201 && a.startedAt < downAt)
    const failedAfterDown = attempts.filter((a) => a.status !== 201 && a.startedAt >= downAt)
    console.info(
      `scale-out: ${attempts.length} submissions, ${accepted.length} accepted; instance 2 marked down ${downAt - started - durationMs / 2} ms after the kill; ` +
        `${failedBeforeDown.length} failed before that (in flight on it), ${failedAfterDown.length} after`,
    )
    expect(downAt, 'HAProxy marks the killed instance down').toBeLessThan(Infinity)
    expect(failedAfterDown.map((a) => a.status)).toEqual([])
    expect(accepted.length).toBeGreaterThan(attempts.length * 0.9)

    const { rows } = await db.query<{ id: string }>(
      'select id from enquiries where id = any($1::uuid[])',
      [accepted.map((a) => a.id)],
    )
    expect(rows.length, 'every submission answered 201 is in the database').toBe(accepted.length)

    // Two emails per accepted lead, each exactly once, though three runners (and one killed) race for them.
    await waitFor(
      'all emails sent',
      () =>
        Promise.resolve(
          accepted.every((a) => {
            const mail = mailFor(a.email)
            return mail.acknowledgements >= 1 && mail.notifications >= 1
          }),
        ),
      120_000,
      1_000,
    )
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    const wrong = accepted
      .map((a) => ({ email: a.email, ...mailFor(a.email) }))
      .filter((m) => m.acknowledgements !== 1 || m.notifications !== 1)
    expect(wrong).toEqual([])
  })
})
