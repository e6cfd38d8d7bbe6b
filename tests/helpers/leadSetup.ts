import { TZDate } from '@date-fns/tz'
import { addDays, format, isWeekend } from 'date-fns'
import type { Payload } from 'payload'

import { AGENCY_TIME_ZONE } from '@/lib/agencyTime'
import { runQueuedJobs } from '@/services/jobRunner'

import { seedAdmin } from '../../seed/data/users'
import { getTestPayload, seededUser } from './payload'
import { startSmtpServer } from './smtpServer'
import { TEST_SMTP_PORT } from './testEnv'

/** Runs the queued jobs, then the ones they queued in turn (a lead's emails). */
export async function drainJobs(payload: Payload) {
  await runQueuedJobs(payload)
  await runQueuedJobs(payload)
}

/**
 * What a lead test works with: Payload on the test database, the SMTP server the site mails
 * through, the agency's inbox from the site settings and the seeded admin as staff. Jobs an
 * earlier file left are run first, so their mail is not counted as this file's.
 */
export async function startLeadTest() {
  const payload = await getTestPayload()
  const smtp = await startSmtpServer(TEST_SMTP_PORT)
  const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
  const staff = await seededUser(payload, seedAdmin().email)
  await drainJobs(payload)
  return { payload, smtp, agencyMailbox: settings.contactEmail, staff }
}

/**
 * Weekdays in the agency's calendar after `daysAhead` days, a later one per call, so a test (and a
 * test file, with its own start) books slots no other holds.
 */
export function weekdaysAfter(daysAhead: number): () => string {
  let offset = daysAhead
  return () => {
    let day: Date
    do day = addDays(TZDate.tz(AGENCY_TIME_ZONE), (offset += 1))
    while (isWeekend(day))
    return format(day, 'yyyy-MM-dd')
  }
}

export type LeadTest = Awaited<ReturnType<typeof startLeadTest>>
