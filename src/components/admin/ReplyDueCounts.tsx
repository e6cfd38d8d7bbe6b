import Link from 'next/link'
import type { ServerProps, Where } from 'payload'

import { hasSalesRole } from '@/access/roles'
import { countRepliesDue, type ReplyDueBucket } from '@/features/leads/data/leadDesk'

import { CountCards, CountFigure } from './CountCards'

const listHref = (collection: 'enquiries' | 'callbacks', where: Where): string => {
  const params = new URLSearchParams()
  const walk = (value: unknown, path: string) => {
    if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) walk(v, `${path}[${k}]`)
    else params.set(path, String(value))
  }
  walk(where, 'where')
  return `/admin/collections/${collection}?${params.toString()}`
}

/** Overdue leads and leads due within 4 hours, counted with the signed-in user's own access. */
export async function ReplyDueCounts({ payload, user }: ServerProps) {
  // Leads are for sales and admins: an editor's dashboard shows no lead figures at all.
  if (!user || !hasSalesRole(user)) return null
  let buckets: ReplyDueBucket[]
  try {
    buckets = await countRepliesDue(payload, user)
  } catch {
    return null
  }

  return (
    <CountCards id="reply-due-heading" title="Reply promise">
      {buckets.map((bucket) => (
        <li
          key={bucket.key}
          className="card"
          style={{
            display: 'block',
            padding: 'var(--base)',
            borderColor:
              bucket.key === 'overdue' && bucket.count > 0 ? 'var(--theme-error-500)' : undefined,
          }}
        >
          <CountFigure testKey={bucket.key} count={bucket.count} label={bucket.label} />
          <span
            style={{ display: 'block', marginTop: 'calc(var(--base) / 4)', fontSize: '0.85rem' }}
          >
            <Link href={listHref('enquiries', bucket.where)}>{bucket.enquiries} enquiries</Link>
            {' · '}
            <Link href={listHref('callbacks', bucket.where)}>{bucket.callbacks} callbacks</Link>
          </span>
        </li>
      ))}
    </CountCards>
  )
}
