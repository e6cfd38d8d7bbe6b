import type { Payload } from 'payload'

import type { Agency } from '@/emails/leadEmails'
import { TAGS } from '@/utilities/cacheTags'

import { cachedRead } from './cachedRead'

// No 'server-only' marker: the lead code that reads the agency runs in integration tests too.

const readSiteSettings = (payload: Payload) =>
  payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: false })

/** The one cached read of the site settings; an edit revalidates its tag. */
export const cachedSiteSettings = (payloadOf: () => Promise<Payload>) =>
  cachedRead(
    async () => readSiteSettings(await payloadOf()),
    ['site-settings'],
    [TAGS.siteSettings],
  )()

/** Next's data cache exists only inside the Next server; tests, scripts and the worker read directly. */
const hasNextDataCache = () => '__incrementalCache' in globalThis

/** The site settings for server code (lead emails, jobs): cached when Next's cache is there. */
export const siteSettingsFor = (payload: Payload) =>
  hasNextDataCache()
    ? cachedSiteSettings(() => Promise.resolve(payload))
    : readSiteSettings(payload)

export async function readAgency(payload: Payload): Promise<Agency> {
  const settings = await siteSettingsFor(payload)
  return {
    brandName: settings.brandName,
    contactEmail: settings.contactEmail,
    replyHours: settings.replyHours,
  }
}
