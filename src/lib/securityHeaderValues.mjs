/** Header values shared by next.config.mjs (which cannot import TypeScript) and securityHeaders.ts. */

/** Pages rendered per request with a nonce; everything under them is a page, even a file-like signed link. */
export const PER_REQUEST_PAGES = /** @type {const} */ ([
  '/client-portal',
  '/search',
  '/callback',
  '/admin-verify',
])

/** @param {Record<string, readonly string[]>} directives */
export const serialize = (directives) =>
  Object.entries(directives)
    .map(([name, sources]) => (sources.length > 0 ? `${name} ${sources.join(' ')}` : name))
    .join('; ')

/**
 * 'unsafe-inline' is never among the script sources (docs/decisions.md#csp-hashes).
 * @param {readonly string[]} scriptSources
 */
export function sitePolicy(scriptSources) {
  return serialize({
    'default-src': ["'self'"],
    // 'wasm-unsafe-eval': the proposal PDF is laid out by @react-pdf's yoga, compiled from WebAssembly.
    'script-src': [...scriptSources, "'wasm-unsafe-eval'"],
    // Next writes <style> tags and next/image style attributes without a nonce.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    // data: is how @react-pdf loads its embedded WebAssembly and fonts.
    'connect-src': ["'self'", 'data:'],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'media-src': ["'self'"],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  })
}

/** The offline service worker only fetches from this origin. */
export const WORKER_POLICY = "default-src 'none'; connect-src 'self'; frame-ancestors 'none'"

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
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  // Passkeys sign staff in on the site's own pages (/admin-verify); never inside a frame.
  .concat('publickey-credentials-get=(self)')
  .join(', ')

/**
 * No policy means a prerendered page, whose policy travels with its cached HTML.
 * @param {string | undefined} contentSecurityPolicy
 * @param {{ frameOptions: 'DENY' | 'SAMEORIGIN', production: boolean }} options
 * @returns {Record<string, string>}
 */
export function headerSet(contentSecurityPolicy, { frameOptions, production }) {
  return {
    ...(contentSecurityPolicy ? { 'Content-Security-Policy': contentSecurityPolicy } : {}),
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
