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

/** What a stored lead keeps of the request that brought it (not in the spec). */
export const LEAD_CONTEXT_LIMITS = { sourcePage: 300, userAgent: 500 } as const

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
} as const

/** Per client address an hour, both forms together: against floods of made-up emails (docs/decisions.md#rate-limits). */
export const ADDRESS_RATE_LIMIT = {
  windowSeconds: 3600,
  maxAttempts: 60,
  maxSpamStored: 20,
} as const

/** Failed sign-ins per client address, so one machine cannot lock every account in turn (docs/decisions.md#rate-limits). */
export const LOGIN_RATE_LIMIT = { maxFailures: 10, windowSeconds: 15 * 60 } as const

/** Portal uploads per client an hour, accepted or refused. */
export const PORTAL_UPLOAD_RATE_LIMIT = { perHour: 60, windowSeconds: 3600 } as const

/** The maximum keeps one sign-in from costing a megabyte of hashing. */
export const PASSWORD_LIMITS = { min: 10, max: 1024 } as const

/** A password-reset link works for one hour (not in the spec). */
export const PASSWORD_RESET_EXPIRATION_MS = 60 * 60 * 1000

/** "Forgot password?" requests: per address typed and per client address, each an hour. */
export const PASSWORD_RESET_RATE_LIMIT = {
  perEmail: 3,
  perAddress: 10,
  windowSeconds: 60 * 60,
} as const

/** Request bodies the API accepts: a multipart upload is one file plus its form fields. */
export const API_BODY_LIMITS = {
  jsonBytes: 1_048_576,
  multipartBytes: MAX_UPLOAD_BYTES + 1_048_576,
} as const

/** The deepest query the schema needs is about six levels. */
export const GRAPHQL_LIMITS = { maxDepth: 7, maxAliases: 15, maxComplexity: 500 } as const

/** Anonymous REST callers get related documents one level deep at most. */
export const ANONYMOUS_MAX_DEPTH = 1

/** Invitations sent or sent again by one person for one organisation an hour (not in the spec). */
export const INVITATION_RATE_LIMIT = { perHour: 20, windowSeconds: 3600 } as const

/** An invitation link works for 7 days (issue 23). */
export const INVITATION_EXPIRATION_MS = 7 * 24 * 60 * 60 * 1000

/** Page views counted per client address an hour (src/features/leads/visits); a person reads far fewer pages. */
export const VISIT_RATE_LIMIT = { perHour: 600, windowSeconds: 3600 } as const
