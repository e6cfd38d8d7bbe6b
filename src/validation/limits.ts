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
