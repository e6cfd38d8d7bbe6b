import { backupSettings } from '@/env/backupSettings'
import { assertProductionConfig, DEV_DEFAULTS } from '@/env/productionConfig'
import { s3Settings } from '@/env/storageSettings'
import { publicOrigin } from '@/env/publicOrigin'
import { secondFactorPolicy } from '@/env/secondFactorPolicy'

import { readEnv } from './envSchema.mjs'

/**
 * The app's settings, from the variables validated once in ./envSchema.mjs; production refuses
 * default or missing secrets. Values a test or an operator switches at run time are functions that
 * read the variables again.
 */
const vars = readEnv()

// `next build` loads this module to prerender pages; the running server is what must be safe.
if (vars.NEXT_PHASE !== 'phase-production-build') assertProductionConfig(vars, 'start')

const isProduction = vars.NODE_ENV === 'production'
const serverUrl = publicOrigin(vars)

export const env = {
  isProduction,
  payloadSecret: vars.PAYLOAD_SECRET ?? DEV_DEFAULTS.PAYLOAD_SECRET,
  databaseUrl: vars.DATABASE_URL ?? '',
  /** Whether the statements of every submission are named, parsed once per connection (src/db/client.ts). */
  namedStatements: vars.DATABASE_NAMED_STATEMENTS !== 'false',
  serverUrl,
  /** This instance itself, for requests it makes to its own routes (the proxy's redirect map). */
  ownOrigin: (): string => {
    const now = readEnv()
    return `http://${now.SELF_HOST ?? '127.0.0.1'}:${now.PORT ?? '3000'}`
  },
  /**
   * Where a job run (the app's runner or scripts/worker.ts) asks for pages to be revalidated:
   * REVALIDATE_URL, else this app instance itself, else the public origin (the worker).
   */
  revalidateOrigin: (): string => {
    const now = readEnv()
    if (now.REVALIDATE_URL) return now.REVALIDATE_URL.replace(/\/+$/, '')
    const port = Number(now.PORT)
    // Next inlines NEXT_RUNTIME into its bundles; the worker (tsx, unbundled) sees it unset.
    if (process.env.NEXT_RUNTIME === 'nodejs' && Number.isInteger(port) && port > 0)
      return `http://${now.SELF_HOST ?? '127.0.0.1'}:${port}`
    return serverUrl
  },
  /** Shared page cache and health check: see src/cache/sharedCache.mjs (read there too, at server start). */
  redisUrl: vars.REDIS_URL ?? '',
  /** Media and client files in S3-compatible storage, or null for local folders. */
  s3: s3Settings(vars),
  mediaDir: vars.MEDIA_DIR,
  uploadsDir: vars.UPLOADS_DIR,
  /** TRUST_PROXY=true: the client address comes from X-Forwarded-For (src/lib/clientAddress.ts). */
  trustProxy: vars.TRUST_PROXY === 'true',
  /** Backups (BACKUP_*), or null without a destination; read per call, so a misconfiguration fails the job, not the start. */
  backup: () => backupSettings(readEnv()),
  /** STAFF_SECOND_FACTOR, read per call so a test can switch it (src/env/secondFactorPolicy.ts). */
  staffSecondFactor: () => secondFactorPolicy(readEnv()),
  /** The validated variables, read now, for the parsers that take them whole (lib/, per call). */
  vars: () => readEnv(),
  smtp: {
    host: vars.SMTP_HOST ?? '',
    port: Number(vars.SMTP_PORT ?? 587),
    secure: vars.SMTP_SECURE === 'true',
    user: vars.SMTP_USER ?? '',
    pass: vars.SMTP_PASS ?? '',
    from: vars.SMTP_FROM ?? 'noreply@localhost',
    fromName: vars.SMTP_FROM_NAME ?? 'Website',
  },
}
