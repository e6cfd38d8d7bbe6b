/** Maximum lengths of the enquiry and callback fields (spec §9 'Form limits'). */
export const FORM_LIMITS = {
  name: 100,
  email: 255,
  phone: 20,
  company: 100,
  message: 2000,
  service: 50,
  budget: 20,
  timeline: 30,
} as const

/** The display rules ask for at least 2 characters; the cleaned-payload rules have no minimum. */
export const NAME_MIN_LENGTH = 2

/** Portal uploads: 10MB. */
export const MAX_UPLOAD_BYTES = 10_485_760

/** Enquiry rate limit per email + client address key (spec §5, §9). */
export const RATE_LIMIT = {
  shortWindowMs: 60_000,
  shortWindowMax: 3,
  longWindowMs: 3_600_000,
  longWindowMax: 10,
  idleResetMs: 3_600_000,
} as const

/**
 * Failed portal and admin sign-ins allowed per client address before it must wait (not in the
 * spec). Payload's own lockout (5 failures lock one account for 10 minutes) protects an account;
 * this keeps one machine from locking every account in turn. A successful sign-in gives its
 * attempt back, so only failures count.
 */
export const LOGIN_RATE_LIMIT = { maxFailures: 10, windowSeconds: 15 * 60 } as const

/**
 * Portal uploads per client per hour (not in the spec), refused or accepted: at 10MB each this
 * caps what one account can push at the server, while no real client comes near it.
 */
export const PORTAL_UPLOAD_RATE_LIMIT = { perHour: 60 } as const
