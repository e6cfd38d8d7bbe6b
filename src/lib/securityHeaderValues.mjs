/**
 * The header values every response shares, in plain JavaScript so that next.config.mjs (which
 * cannot import TypeScript) and src/lib/securityHeaders.ts use the same text.
 */

/** The policy of responses that are not pages; also given to Next's image optimizer. */
export const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox"

/** Powerful browser features the site never uses, refused for it and anything it embeds. */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ')

/**
 * The full header set of a response with the given policy.
 * @param {string} contentSecurityPolicy
 * @param {{ frameOptions: 'DENY' | 'SAMEORIGIN', production: boolean }} options
 * @returns {Record<string, string>}
 */
export function headerSet(contentSecurityPolicy, { frameOptions, production }) {
  return {
    'Content-Security-Policy': contentSecurityPolicy,
    // For browsers without frame-ancestors.
    'X-Frame-Options': frameOptions,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    // A window this site opens, or that opens it, gets no handle on the other.
    'Cross-Origin-Opener-Policy': 'same-origin',
    // HSTS only where the site is served over HTTPS for real.
    ...(production ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  }
}
