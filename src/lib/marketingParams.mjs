/**
 * The query parameters that only say where a visit came from: campaign tags (`utm_*`) and the
 * click identifiers ad networks and mail tools append. Written once: the front server answers a
 * URL whose query holds only these from its bare path's compressed copy
 * (src/server/cachedPages.mjs), and the browser reads them from `location.search`. Nothing on the
 * server may read them on a page. Plain ESM: the production server imports it with Node alone.
 */

/** Every parameter starting with this is a campaign tag (source, medium, campaign, term, content, id...). */
export const CAMPAIGN_PARAM_PREFIX = 'utm_'

/**
 * Click identifiers, by the network that adds them: a visit carrying one came from an ad click,
 * and a lead names that network where it can (src/lib/attribution.ts, AD_NETWORKS).
 */
export const AD_CLICK_PARAMS = {
  gclid: 'google',
  gbraid: 'google',
  wbraid: 'google',
  dclid: 'google',
  gclsrc: 'google',
  fbclid: 'meta',
  msclkid: 'microsoft',
  ttclid: 'tiktok',
  twclid: 'x',
  li_fat_id: 'linkedin',
  yclid: 'yandex',
}

/** Tracking tags that are neither: mail tools' and analytics' own, which nothing here reads. */
const OTHER_TRACKING_PARAMS = ['mc_cid', 'mc_eid', 'igshid', '_gl', '_ga', '_hsenc', '_hsmi']

const TRACKING = new Set([...Object.keys(AD_CLICK_PARAMS), ...OTHER_TRACKING_PARAMS])

/** @param {string} name a query parameter's name */
export const isMarketingParam = (name) => {
  const lower = name.toLowerCase()
  return (lower.startsWith(CAMPAIGN_PARAM_PREFIX) && lower.length > 4) || TRACKING.has(lower)
}
