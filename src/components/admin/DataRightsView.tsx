import type { AdminViewServerProps } from 'payload'

import { hasAdminRole, hasSalesRole } from '@/access/roles'

import { AdminPage } from './AdminPage'
import { DataRightsTool } from './DataRightsTool'

/** /admin/data-rights: POPIA export and erasure through its endpoints (export: sales; erasure: admins) (docs/decisions.md#data-rights). */
export function DataRightsView(props: AdminViewServerProps) {
  const { user } = props.initPageResult.req
  return (
    <AdminPage {...props}>
      <h1 style={{ margin: 'calc(var(--base) * 1.5) 0 calc(var(--base) / 2)' }}>
        Data rights (POPIA)
      </h1>
      <p style={{ marginTop: 0, maxWidth: '48rem' }}>
        Find everything the site holds for one email address: enquiries, callbacks, a portal account
        with its projects, messages, feedback and files, and security-log entries. Export it as one
        JSON file, or (admins only) erase it. Leads are anonymised in place (status, dates and
        service are kept for reporting); the portal account and its files are deleted. Every export
        and erasure is written to the security log with your name and the time.
      </p>
      {user && hasSalesRole(user) ? (
        <DataRightsTool canErase={hasAdminRole(user)} />
      ) : (
        <p role="alert">Only sales and admins can answer data requests.</p>
      )}
    </AdminPage>
  )
}
