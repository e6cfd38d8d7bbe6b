import { s3Settings, type S3Settings } from '@/env/storageSettings'

/** Where archives go: a local folder, an S3 bucket (under a prefix), or both. */
export type BackupDestinationSettings =
  { kind: 'local'; dir: string } | { kind: 's3'; s3: S3Settings; prefix: string }

export type RetentionPolicy = { daily: number; weekly: number; monthly: number }

export type BackupSettings = {
  /** The age public key (`age1...`) archives are encrypted to; its private key stays off the server. */
  recipient: string
  destinations: BackupDestinationSettings[]
  retention: RetentionPolicy
}

type Vars = Readonly<Record<string, string | undefined>>

const DEFAULT_RETENTION: RetentionPolicy = { daily: 7, weekly: 4, monthly: 6 }

function count(vars: Vars, name: string, fallback: number): number {
  const raw = vars[name]?.trim()
  if (!raw) return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a whole number of archives (0 or more), not "${raw}"`)
  return value
}

export function retentionPolicy(vars: Vars): RetentionPolicy {
  return {
    daily: count(vars, 'BACKUP_KEEP_DAILY', DEFAULT_RETENTION.daily),
    weekly: count(vars, 'BACKUP_KEEP_WEEKLY', DEFAULT_RETENTION.weekly),
    monthly: count(vars, 'BACKUP_KEEP_MONTHLY', DEFAULT_RETENTION.monthly),
  }
}

/**
 * The backup bucket's connection falls back to the file store's (S3_*), so one set of credentials
 * can serve both; a separate bucket or account is better (README "Operations").
 */
export function backupS3(vars: Vars): Extract<BackupDestinationSettings, { kind: 's3' }> | null {
  const bucket = vars.BACKUP_S3_BUCKET?.trim()
  if (!bucket) return null
  const pick = (name: string) => vars[`BACKUP_${name}`]?.trim() || vars[name]?.trim()
  const s3 = s3Settings({
    S3_ENDPOINT: pick('S3_ENDPOINT'),
    S3_BUCKET: bucket,
    S3_REGION: pick('S3_REGION'),
    S3_ACCESS_KEY_ID: pick('S3_ACCESS_KEY_ID'),
    S3_SECRET_ACCESS_KEY: pick('S3_SECRET_ACCESS_KEY'),
  })
  if (!s3) return null
  const prefix = vars.BACKUP_S3_PREFIX?.trim() || 'backups/'
  return { kind: 's3', s3, prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix }
}

/** The backup configuration, or null when no destination is set (then nothing is backed up). */
export function backupSettings(vars: Vars): BackupSettings | null {
  const destinations: BackupDestinationSettings[] = []
  const dir = vars.BACKUP_DIR?.trim()
  if (dir) destinations.push({ kind: 'local', dir })
  const s3 = backupS3(vars)
  if (s3) destinations.push(s3)
  if (destinations.length === 0) return null
  const recipient = vars.BACKUP_AGE_RECIPIENT?.trim() ?? ''
  if (!/^age1[0-9a-z]+$/.test(recipient))
    throw new Error(
      'Backups need BACKUP_AGE_RECIPIENT, an age public key (age1...): archives are never written unencrypted. See .env.example.',
    )
  return { recipient, destinations, retention: retentionPolicy(vars) }
}
