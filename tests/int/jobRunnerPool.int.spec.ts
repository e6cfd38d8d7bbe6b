import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { poolOf } from '@/db/client'
import { insertEmailJobRows } from '@/db/emailJobs'
import type { EmailMessage } from '@/emails/kit'
import { JOBS_PER_PASS, MAX_PASSES, runQueuedJobs } from '@/services/jobRunner'

import { getTestPayload } from '../helpers/payload'
import { startSmtpServer } from '../helpers/smtpServer'
import { TEST_SMTP_PORT } from '../helpers/testEnv'

/**
 * A backlog of emails (after an SMTP outage, a burst of leads) is sent without taking the
 * connections visitors' requests need: Payload runs a pass's jobs side by side, each on a pooled
 * connection, so the runner keeps its passes small. With passes the size of the pool, a request
 * arriving during a backlog queued behind the jobs and, on a slow database, failed after the 3 s
 * connect timeout (CI saw a whole file of submissions refused that way).
 */

/** Payload keeps one connection of its pool checked out for good (its reconnect listener). */
const PAYLOAD_RESERVED = 1
/** The runner's advisory lock is held on a connection of its own for the whole run. */
const RUNNER_LOCK = 1

describe('the job runner and the connection pool', () => {
  let payload: Payload
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>

  beforeAll(async () => {
    payload = await getTestPayload()
    smtp = await startSmtpServer(TEST_SMTP_PORT)
    await runQueuedJobs(payload)
  })

  afterAll(async () => {
    await smtp.stop()
  })

  it('sends a backlog of 60 emails leaving 4 of the pool’s connections free and no request waiting', async () => {
    const pool = poolOf(payload)
    const tag = `backlog-${Date.now().toString(36)}`
    const emails: EmailMessage[] = Array.from({ length: 60 }, (_, i) => ({
      to: `${tag}-${i}@example.co.za`,
      subject: `Backlog ${i}`,
      text: 'A queued email.',
      html: '<p>A queued email.</p>',
    }))
    await insertEmailJobRows(payload, emails)

    let mostCheckedOut = 0
    let mostWaiting = 0
    const sample = setInterval(() => {
      mostCheckedOut = Math.max(mostCheckedOut, pool.totalCount - pool.idleCount)
      mostWaiting = Math.max(mostWaiting, pool.waitingCount)
    }, 1)
    const delivered = () =>
      smtp.messages.filter((mail) => mail.to.some((to) => to.startsWith(tag))).length
    try {
      // One call runs at most 100 jobs; retries other files left queued may come due meanwhile.
      for (let call = 0; call < 5 && delivered() < 60; call += 1) await runQueuedJobs(payload)
    } finally {
      clearInterval(sample)
    }

    expect(delivered()).toBe(60)
    expect(mostWaiting, 'requests queued for a connection').toBe(0)
    expect(mostCheckedOut).toBeLessThanOrEqual(PAYLOAD_RESERVED + RUNNER_LOCK + JOBS_PER_PASS)
    // What the busiest moment left for visitors' requests.
    const usable = pool.options.max - PAYLOAD_RESERVED
    expect(usable - (mostCheckedOut - PAYLOAD_RESERVED)).toBeGreaterThanOrEqual(4)
  })

  it('drains a backlog larger than one call at once, not a call per 10-second tick', async () => {
    // No cron runs in tests: only the runner's own follow-up can send what one call leaves.
    const oneCall = JOBS_PER_PASS * MAX_PASSES
    const count = oneCall + 30
    const tag = `long-backlog-${Date.now().toString(36)}`
    await insertEmailJobRows(
      payload,
      Array.from({ length: count }, (_, i) => ({
        to: `${tag}-${i}@example.co.za`,
        subject: `Long backlog ${i}`,
        text: 'A queued email.',
        html: '<p>A queued email.</p>',
      })),
    )
    const delivered = () =>
      smtp.messages.filter((mail) => mail.to.some((to) => to.startsWith(tag))).length

    await runQueuedJobs(payload)
    expect(delivered(), 'one call sends at most its passes').toBeLessThanOrEqual(oneCall)
    await expect.poll(delivered, { timeout: 20_000, interval: 200 }).toBe(count)
  })
})
