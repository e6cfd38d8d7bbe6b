import { backupSettings } from '@/features/backup/settings'
import { assertProductionConfig, DEV_DEFAULTS } from '@/lib/productionConfig'
import { s3Settings } from '@/lib/storageSettings'
import { publicOrigin } from '@/lib/publicOrigin'
import { secondFactorPolicy } from '@/features/accounts/secondFactor/policy'

/** Environment read in one place; production refuses default or missing secrets. */
const isProduction = process.env.NODE_ENV === 'production'

// `next build` loads this module to prerender pages; the running server is what must be safe.
if (process.env.NEXT_PHASE !== 'phase-production-build')
  assertProductionConfig(process.env, 'start')

export const env = {
  isProduction,
  payloadSecret: process.env.PAYLOAD_SECRET || DEV_DEFAULTS.PAYLOAD_SECRET,
  databaseUrl: process.env.DATABASE_URL ?? '',
  serverUrl: publicOrigin({
    NEXT_PUBLIC_SERVER_URL: process.env.NEXT_PUBLIC_SERVER_URL,
    PORT: process.env.PORT,
  }),
  /**
   * Where a job run (the app's runner or scripts/worker.ts) asks for pages to be revalidated:
   * REVALIDATE_URL, else this app instance itself, else the public origin (the worker).
   */
  revalidateOrigin: (): string => {
    const configured = process.env.REVALIDATE_URL?.trim()
    if (configured) return configured.replace(/\/+$/, '')
    const port = Number(process.env.PORT)
    if (process.env.NEXT_RUNTIME === 'nodejs' && Number.isInteger(port) && port > 0)
      return `http://127.0.0.1:${port}`
    return env.serverUrl
  },
  /** Shared page cache and health check: see src/cache/sharedCache.mjs (read there too, at server start). */
  redisUrl: process.env.REDIS_URL ?? '',
  /** Media and client files in S3-compatible storage, or null for local folders. */
  s3: s3Settings(process.env),
  /** Backups (BACKUP_*), or null without a destination; read per call, so a misconfiguration fails the job, not the start. */
  backup: () => backupSettings(process.env),
  /** BENCH_FLOOR=1 opens POST /forms/bench-floor, bench:submit's reference; read per call, off by default. */
  benchFloor: (): boolean => process.env.BENCH_FLOOR === '1',
  /** STAFF_SECOND_FACTOR, read per call so a test can switch it (src/features/accounts/secondFactor/policy.ts). */
  staffSecondFactor: () => secondFactorPolicy(process.env),
  smtp: {
    host: process.env.SMTP_HOST ?? '',
    port: Number(process.env.SMTP_PORT ?? 587),
    secure: process.env.SMTP_SECURE === 'true',
    user: process.env.SMTP_USER ?? '',
    pass: process.env.SMTP_PASS ?? '',
    from: process.env.SMTP_FROM ?? 'noreply@localhost',
    fromName: process.env.SMTP_FROM_NAME ?? 'Website',
  },
}
