import type { RetentionPolicy } from '@/env/backupSettings'

const NAME = /^agency-backup-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\.tar\.age$/

/** `agency-backup-20261126T021500Z.tar.age`: sortable, and the time it was taken (UTC). */
export function archiveName(at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z')
  return `agency-backup-${stamp}.tar.age`
}

export function archiveTime(name: string): Date | null {
  const m = NAME.exec(name)
  if (!m) return null
  const [, y, mo, d, h, mi, s] = m
  return new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`)
}

/** ISO week (Monday first) as `YYYY-Www`, so a week across New Year is one week. */
function isoWeek(at: Date): string {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()))
  const weekday = day.getUTCDay() || 7
  day.setUTCDate(day.getUTCDate() + 4 - weekday)
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1)
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7)
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`
}

const PERIODS: Record<keyof RetentionPolicy, (at: Date) => string> = {
  daily: (at) => at.toISOString().slice(0, 10),
  weekly: isoWeek,
  monthly: (at) => at.toISOString().slice(0, 7),
}

/**
 * The archives to delete. Like restic's `forget --keep-daily/--keep-weekly/--keep-monthly`: newest
 * first, each rule keeps the newest archive of each of its last N periods that have one; an archive
 * kept by any rule stays. The newest archive always stays, and names that are not ours are ignored.
 */
export function archivesToPrune(names: string[], policy: RetentionPolicy): string[] {
  const dated = names
    .map((name) => ({ name, at: archiveTime(name) }))
    .filter((entry): entry is { name: string; at: Date } => entry.at !== null)
    .sort((a, b) => b.at.getTime() - a.at.getTime())
  const keep = new Set<string>(dated.slice(0, 1).map((entry) => entry.name))
  for (const rule of Object.keys(PERIODS) as (keyof RetentionPolicy)[]) {
    const seen = new Set<string>()
    for (const { name, at } of dated) {
      if (seen.size >= policy[rule]) break
      const period = PERIODS[rule](at)
      if (seen.has(period)) continue
      seen.add(period)
      keep.add(name)
    }
  }
  return dated.filter((entry) => !keep.has(entry.name)).map((entry) => entry.name)
}
