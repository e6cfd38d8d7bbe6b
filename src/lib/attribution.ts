import {
  AD_NETWORKS,
  ATTRIBUTION_LIMITS,
  ATTRIBUTION_MAX_AGE_MS,
  LEAD_TOOL_VALUES,
  UTM_KEYS,
  type AdNetwork,
  type LeadTool,
} from '@/validation/attributionRules'
import type { LeadAttributionInput } from '@/validation/attribution'

import { AD_CLICK_PARAMS } from './marketingParams.mjs'

// The visitor's side of attribution, pure so it is unit-tested: what an arrival records and how
// it joins what the browser already keeps. No zod here: this runs on every page's first load.

/** A touch as the browser keeps it; the server re-checks every value (leadAttributionSchema). */
export interface TouchRecord {
  source?: string
  medium?: string
  campaign?: string
  term?: string
  content?: string
  adNetwork?: AdNetwork
  referrerHost?: string
  landingPath?: string
  at: string
}

export interface StoredAttribution {
  first?: TouchRecord
  last?: TouchRecord
  tool?: { value: LeadTool; at: string }
}

const isAdNetwork = (network: string): network is AdNetwork =>
  (AD_NETWORKS as readonly string[]).includes(network)

/** The network of the first ad click identifier in the query whose network a lead can name. */
function adNetworkOf(query: URLSearchParams): AdNetwork | undefined {
  for (const [name, network] of Object.entries(AD_CLICK_PARAMS))
    if (query.has(name) && isAdNetwork(network)) return network
  return undefined
}

const cut = (value: string | null | undefined, max: number): string | undefined =>
  value ? value.trim().slice(0, max) || undefined : undefined

/**
 * The touch of a page load, and whether it says where the visitor came from (campaign
 * parameters, an ad click, another site). Without campaign parameters the referring site is the
 * source ('referral'), an ad click its network ('cpc'); a direct visit has neither.
 */
export function touchFromArrival(
  url: URL,
  referrer: string,
  now: Date,
): { touch: TouchRecord; marked: boolean } {
  const touch: TouchRecord = { at: now.toISOString() }
  for (const key of UTM_KEYS) {
    const value = cut(url.searchParams.get(`utm_${key}`), ATTRIBUTION_LIMITS.utm)
    if (value) touch[key] = value
  }
  const network = adNetworkOf(url.searchParams)
  if (network) touch.adNetwork = network
  let host: string | undefined
  try {
    host = referrer ? new URL(referrer).hostname.toLowerCase() : undefined
  } catch {
    host = undefined
  }
  if (host && host !== url.hostname.toLowerCase()) {
    touch.referrerHost = host.slice(0, ATTRIBUTION_LIMITS.host)
  }
  touch.landingPath = url.pathname.slice(0, ATTRIBUTION_LIMITS.path)
  touch.source ??= touch.adNetwork ?? touch.referrerHost
  if (touch.source && !touch.medium) {
    touch.medium = touch.adNetwork ? 'cpc' : touch.referrerHost ? 'referral' : undefined
  }
  return { touch, marked: Boolean(touch.source || touch.campaign) }
}

const isRecent = (at: string | undefined, now: Date): boolean => {
  const time = at ? Date.parse(at) : NaN
  return now.getTime() - time <= ATTRIBUTION_MAX_AGE_MS
}

/** What is kept after a page load: the first touch stays for 90 days; a marked arrival becomes the last. */
export function joinArrival(
  stored: StoredAttribution,
  arrival: { touch: TouchRecord; marked: boolean },
  now: Date,
): StoredAttribution {
  const first = stored.first && isRecent(stored.first.at, now) ? stored.first : undefined
  const last = stored.last && isRecent(stored.last.at, now) ? stored.last : undefined
  const tool = stored.tool && isRecent(stored.tool.at, now) ? stored.tool : undefined
  return {
    first: first ?? arrival.touch,
    last: arrival.marked || !last ? arrival.touch : last,
    ...(tool ? { tool } : {}),
  }
}

/** The tool whose page this is, if any (LEAD_TOOLS). */
export function toolOfPath(pathname: string): LeadTool | undefined {
  const segment = pathname.split('/')[1] ?? ''
  return (LEAD_TOOL_VALUES as readonly string[]).includes(segment)
    ? (segment as LeadTool)
    : undefined
}

/** What a lead sends of what the browser keeps. */
export function leadAttributionOf(stored: StoredAttribution, now: Date): LeadAttributionInput {
  const recent = (touch: TouchRecord | undefined) =>
    touch && isRecent(touch.at, now) ? touch : undefined
  return {
    firstTouch: recent(stored.first),
    lastTouch: recent(stored.last),
    tool: stored.tool && isRecent(stored.tool.at, now) ? stored.tool.value : undefined,
  }
}

/** Global Privacy Control or Do Not Track: the browser keeps nothing and a lead sends only its page. */
export function privacyRequested(browser: {
  globalPrivacyControl?: boolean
  doNotTrack?: string | null
}): boolean {
  return browser.globalPrivacyControl === true || browser.doNotTrack === '1'
}
