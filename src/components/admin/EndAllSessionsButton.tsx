'use client'

import { useAuth, useDocumentInfo } from '@payloadcms/ui'
import { useState } from 'react'

import type { User } from '@/payload-types'

/**
 * On another person's page, for admins: signs them out everywhere (DELETE /api/users/:id/sessions),
 * for a lost laptop or someone leaving. Their own sessions list is on their account page.
 */
export function EndAllSessionsButton() {
  const { id } = useDocumentInfo()
  const { user } = useAuth<User>()
  const [status, setStatus] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  if (!id || user?.role !== 'admin' || user.id === id) return null

  const endAll = async () => {
    if (!window.confirm('End all of this person’s sessions? They will have to sign in again.'))
      return
    setBusy(true)
    const response = await fetch(`/api/users/${String(id)}/sessions`, {
      method: 'DELETE',
      credentials: 'include',
    })
    setBusy(false)
    setStatus(response.ok ? 'All their sessions have ended.' : 'Their sessions could not be ended.')
  }

  return (
    <div className="field-type" style={{ marginBottom: '1.5rem' }}>
      <button
        type="button"
        className="btn btn--style-secondary"
        onClick={() => void endAll()}
        disabled={busy}
      >
        End all sessions
      </button>
      {status ? <p role="status">{status}</p> : null}
    </div>
  )
}
