import { describe, expect, it } from 'vitest'

import { archiveName, archiveTime, archivesToPrune } from '@/features/backup/retention'
import { backupSettings, retentionPolicy } from '@/env/backupSettings'

const DAY = 86_400_000
/** One archive a day at 02:00 UTC for `days` days up to 2026-11-26, newest first. */
function nightly(days: number): string[] {
  const last = Date.UTC(2026, 10, 26, 2, 0, 0)
  return Array.from({ length: days }, (_, i) => archiveName(new Date(last - i * DAY)))
}

describe('backup archive names', () => {
  it('carry the time they were taken, and read back', () => {
    const at = new Date('2026-11-26T02:15:07.123Z')
    expect(archiveName(at)).toBe('agency-backup-20261126T021507Z.tar.age')
    expect(archiveTime(archiveName(at))?.toISOString()).toBe('2026-11-26T02:15:07.000Z')
    expect(archiveTime('notes.txt')).toBeNull()
  })
})

describe('archivesToPrune (7 daily, 4 weekly, 6 monthly)', () => {
  const policy = { daily: 7, weekly: 4, monthly: 6 }

  it('keeps everything while there are only a week of nightly archives', () => {
    expect(archivesToPrune(nightly(7), policy)).toEqual([])
  })

  it('after a year of nightly backups keeps the last 7 days, 4 weeks and 6 months', () => {
    const all = nightly(365)
    const kept = all.filter((name) => !archivesToPrune(all, policy).includes(name))
    // The newest 7 days; Sundays (last of their ISO week) for the 3 weeks before; month ends for 5 months before.
    expect(kept.slice(0, 7)).toEqual(all.slice(0, 7))
    const times = kept.map((name) => archiveTime(name)?.toISOString().slice(0, 10))
    expect(times).toContain('2026-11-15') // a Sunday: the newest archive of its week
    expect(times).toContain('2026-10-31') // the newest archive of October
    expect(times).toContain('2026-06-30')
    expect(times).not.toContain('2026-05-31') // a seventh month is one too many
    expect(kept.length).toBeLessThanOrEqual(7 + 4 + 6)
    expect(kept.length).toBeGreaterThanOrEqual(12)
  })

  it('never deletes the newest archive, nor files that are not archives', () => {
    const names = [...nightly(30), 'README.txt', 'agency-backup-20261126T020000Z.tar.age.partial']
    const pruned = archivesToPrune(names, { daily: 0, weekly: 0, monthly: 0 })
    expect(pruned).not.toContain(names[0])
    expect(pruned).not.toContain('README.txt')
    expect(pruned).not.toContain('agency-backup-20261126T020000Z.tar.age.partial')
    expect(pruned).toHaveLength(29)
  })
})

describe('backup settings', () => {
  it('are off without a destination', () => {
    expect(backupSettings({ BACKUP_AGE_RECIPIENT: 'age1abc' })).toBeNull()
  })

  it('refuse a destination without an age public key: archives are never written in the clear', () => {
    expect(() => backupSettings({ BACKUP_DIR: '/srv/backups' })).toThrow(/BACKUP_AGE_RECIPIENT/)
    expect(() =>
      backupSettings({ BACKUP_DIR: '/srv/backups', BACKUP_AGE_RECIPIENT: 'AGE-SECRET-KEY-1XYZ' }),
    ).toThrow(/BACKUP_AGE_RECIPIENT/)
  })

  it('take the bucket connection from S3_* unless BACKUP_S3_* says otherwise', () => {
    const settings = backupSettings({
      BACKUP_AGE_RECIPIENT: 'age1qyqszqgpqyqszqgpqyqszqgpqyqszqgpqyqszqgpqyqszqgpqyqs3290gq',
      BACKUP_S3_BUCKET: 'agency-backups',
      BACKUP_S3_ENDPOINT: 'https://backups.example.net',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'af-south-1',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    })
    expect(settings?.destinations).toEqual([
      {
        kind: 's3',
        prefix: 'backups/',
        s3: {
          bucket: 'agency-backups',
          endpoint: 'https://backups.example.net',
          region: 'af-south-1',
          accessKeyId: 'key',
          secretAccessKey: 'secret',
        },
      },
    ])
  })

  it('read the retention counts, and refuse nonsense', () => {
    expect(retentionPolicy({})).toEqual({ daily: 7, weekly: 4, monthly: 6 })
    expect(retentionPolicy({ BACKUP_KEEP_DAILY: '14', BACKUP_KEEP_MONTHLY: '0' })).toEqual({
      daily: 14,
      weekly: 4,
      monthly: 0,
    })
    expect(() => retentionPolicy({ BACKUP_KEEP_WEEKLY: 'four' })).toThrow(/BACKUP_KEEP_WEEKLY/)
  })
})
