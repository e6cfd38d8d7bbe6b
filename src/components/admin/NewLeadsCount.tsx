import Link from 'next/link'
import type { ServerProps } from 'payload'

import { hasSalesRole } from '@/access/roles'
import { countNewLeads } from '@/features/leads/data/leadDesk'

import { CountCards, CountFigure } from './CountCards'

type LeadCount = {
  key: string
  slug: 'enquiries' | 'callbacks'
  status: 'new' | 'spam'
  label: string
  count: number
}

const leadsHref = (slug: LeadCount['slug'], status: LeadCount['status']) =>
  `/admin/collections/${slug}?${new URLSearchParams({ 'where[status][equals]': status }).toString()}`

/** Counted with the signed-in user's own access, so it shows nothing to those who may not read leads. */
export async function NewLeadsCount({ payload, user }: ServerProps) {
  // Leads are for sales and admins: an editor's dashboard shows no lead figures at all.
  if (!user || !hasSalesRole(user)) return null
  let counts: LeadCount[]
  try {
    const { enquiries, callbacks, spam, spamCallbacks } = await countNewLeads(payload, user)
    counts = [
      {
        key: 'new-enquiries',
        slug: 'enquiries',
        status: 'new',
        label: 'New enquiries',
        count: enquiries,
      },
      {
        key: 'new-callbacks',
        slug: 'callbacks',
        status: 'new',
        label: 'New callback requests',
        count: callbacks,
      },
      // Flagged as bots: not leads until staff release one, so counted apart.
      {
        key: 'spam-enquiries',
        slug: 'enquiries',
        status: 'spam',
        label: 'Enquiries held as spam',
        count: spam,
      },
      {
        key: 'spam-callbacks',
        slug: 'callbacks',
        status: 'spam',
        label: 'Callback requests held as spam',
        count: spamCallbacks,
      },
    ]
  } catch {
    return null
  }

  return (
    <CountCards id="new-leads-heading" title="Leads waiting for a reply">
      {counts.map(({ key, slug, status, label, count }) => (
        <li key={key} className="card" style={{ padding: 'var(--base)' }}>
          <Link href={leadsHref(slug, status)} style={{ textDecoration: 'none', color: 'inherit' }}>
            <CountFigure testKey={key} count={count} label={label} />
          </Link>
        </li>
      ))}
    </CountCards>
  )
}
