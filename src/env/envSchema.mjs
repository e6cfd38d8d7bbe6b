/**
 * Every environment variable the app reads, validated with zod, and the only place `src/` reads
 * `process.env` (docs/decisions.md#environment). Plain ESM with types inferred from the schema, so
 * the production server (src/server/server.mjs) and Next's cache handler (src/cache/sharedCache.mjs)
 * can use it with Node alone; TypeScript code goes through src/env/index.ts, which derives the
 * typed settings from it and refuses unsafe production configurations.
 *
 * Values stay strings (or `undefined`): the pure parsers in lib/ (publicOrigin, s3Settings,
 * backupSettings, ...) take a record of them and are unit-tested that way. An empty or blank value
 * counts as unset, as `@t3-oss/env`'s `emptyStringAsUndefined` does.
 */
import { z } from 'zod'

const text = z.string().optional()
/**
 * @template {readonly [string, ...string[]]} const T
 * @param {string} name @param {T} values
 */
const oneOf = (name, values) =>
  z.enum(values, { error: `${name} must be ${values.join(' or ')}` }).optional()
/** @param {string} name */
const wholeNumber = (name) =>
  z
    .string()
    .regex(/^\d+$/, { error: `${name} must be a whole number` })
    .optional()
/** @param {string} name */
const url = (name) =>
  z
    .string()
    .trim()
    .refine((value) => URL.canParse(value), { error: `${name} must be a URL` })
    .optional()

export const envSchema = z.object({
  // Set by Next or the test runner. NEXT_RUNTIME is not here: Next only inlines it into bundles.
  NODE_ENV: oneOf('NODE_ENV', ['development', 'production', 'test']),
  NEXT_PHASE: text,
  PORT: wholeNumber('PORT'),
  /** Set by setServerEnv: where this instance reaches itself (selfHost). */
  SELF_HOST: text,

  // Payload, the database, the public address.
  PAYLOAD_SECRET: text,
  DATABASE_URL: text,
  DATABASE_NAMED_STATEMENTS: oneOf('DATABASE_NAMED_STATEMENTS', ['true', 'false']),
  NEXT_PUBLIC_SERVER_URL: url('NEXT_PUBLIC_SERVER_URL'),
  STAFF_SECOND_FACTOR: oneOf('STAFF_SECOND_FACTOR', ['required', 'optional']),
  // Seeded accounts: src/env/productionConfig.ts refuses defaults in production.
  SEED_ON_START: text,
  SEED_ADMIN_EMAIL: text,
  SEED_ADMIN_PASSWORD: text,
  DEMO_CLIENT_PASSWORD: text,
  DEMO_MEMBER_PASSWORD: text,
  DEMO_VIEWER_PASSWORD: text,
  SECOND_CLIENT_PASSWORD: text,
  DEMO_EDITOR_PASSWORD: text,
  DEMO_SALES_PASSWORD: text,
  DEMO_LOGIN_HINT: text,

  // Email.
  SMTP_HOST: text,
  SMTP_PORT: wholeNumber('SMTP_PORT'),
  SMTP_SECURE: oneOf('SMTP_SECURE', ['true', 'false']),
  SMTP_USER: text,
  SMTP_PASS: text,
  SMTP_FROM: text,
  SMTP_FROM_NAME: text,

  // Files: local folders, or all five S3_* (src/env/storageSettings.ts).
  MEDIA_DIR: text,
  UPLOADS_DIR: text,
  S3_ENDPOINT: text,
  S3_BUCKET: text,
  S3_REGION: text,
  S3_ACCESS_KEY_ID: text,
  S3_SECRET_ACCESS_KEY: text,

  // Proxies, limits, several instances. The limits' own parsers fall back to the defaults.
  TRUST_PROXY: oneOf('TRUST_PROXY', ['true', 'false']),
  RATE_LIMIT_PER_ADDRESS_PER_HOUR: text,
  LOGIN_FAILURES_PER_ADDRESS: text,
  REDIS_URL: text,
  JOB_WORKER: text,
  REVALIDATE_URL: url('REVALIDATE_URL'),

  // Backups (src/env/backupSettings.ts checks them when a backup runs, not at start).
  BACKUP_AGE_RECIPIENT: text,
  BACKUP_DIR: text,
  BACKUP_S3_BUCKET: text,
  BACKUP_S3_PREFIX: text,
  BACKUP_S3_ENDPOINT: text,
  BACKUP_S3_REGION: text,
  BACKUP_S3_ACCESS_KEY_ID: text,
  BACKUP_S3_SECRET_ACCESS_KEY: text,
  BACKUP_KEEP_DAILY: text,
  BACKUP_KEEP_WEEKLY: text,
  BACKUP_KEEP_MONTHLY: text,
  BACKUP_WORK_DIR: text,
  PG_DUMP: text,
  PG_RESTORE: text,
  PG_BIN_DIR: text,
})

/** @typedef {z.infer<typeof envSchema>} EnvVars */

/**
 * The validated variables, read now. Cheap enough to call per use, which is how the values that
 * tests and operators switch at run time (STAFF_SECOND_FACTOR, BACKUP_*, ...) are read.
 * @param {Readonly<Record<string, string | undefined>>} [vars]
 * @returns {EnvVars}
 */
export function readEnv(vars = process.env) {
  /** @type {Record<string, string>} */
  const present = {}
  for (const name of Object.keys(envSchema.shape)) {
    const value = vars[name]
    if (value !== undefined && value.trim() !== '') present[name] = value
  }
  const parsed = envSchema.safeParse(present)
  if (parsed.success) return parsed.data
  const problems = parsed.error.issues.map((issue) => issue.message)
  throw new Error(`Invalid environment: ${problems.join('; ')}. See .env.example.`)
}

/**
 * The host this instance reaches itself on: the address it was bound to (`-H`), or loopback when
 * it listens on every address. Bound to one other address, loopback has no listener.
 * @param {string | undefined} hostname
 */
export function selfHost(hostname) {
  if (!hostname || ['0.0.0.0', '::', '[::]'].includes(hostname)) return '127.0.0.1'
  return hostname.includes(':') && !hostname.startsWith('[') ? `[${hostname}]` : hostname
}

/**
 * What `next start` sets before Next loads: production, and the port and host that code calling
 * this instance uses (the proxy's redirect map, the revalidation relay). For src/server/server.mjs.
 * @param {number} port
 * @param {string} [hostname]
 */
export function setServerEnv(port, hostname) {
  process.env.NODE_ENV ??= 'production'
  process.env.PORT = String(port)
  process.env.SELF_HOST = selfHost(hostname)
}
