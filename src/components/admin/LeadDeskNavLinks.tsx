import Link from 'next/link'
import type { ServerProps } from 'payload'

import { hasSalesRole } from '@/access/roles'

/** The lead desk's own admin views, under the collections in the side navigation; for sales and admins. */
export function LeadDeskNavLinks({ user }: ServerProps) {
  if (!user || !hasSalesRole(user)) return null
  return (
    <div style={{ display: 'grid', gap: 'calc(var(--base) / 4)', marginTop: 'var(--base)' }}>
      <span className="nav-group__label" style={{ opacity: 0.7 }}>
        Lead desk
      </span>
      <Link className="nav__link" href="/admin/callback-agenda">
        <span className="nav__link-label">Callback agenda</span>
      </Link>
      <Link className="nav__link" href="/admin/marketing-report">
        <span className="nav__link-label">Marketing report</span>
      </Link>
      <Link className="nav__link" href="/admin/data-rights">
        <span className="nav__link-label">Data rights (POPIA)</span>
      </Link>
    </div>
  )
}
