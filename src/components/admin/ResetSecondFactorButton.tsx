'use client'

import { useAuth, useDocumentInfo } from '@payloadcms/ui'
import { useState } from 'react'

import type { User } from '@/payload-types'

/**
 * On a user's page, for admins: forgets the person's passkeys, authenticator app and recovery
 * codes and ends their sessions (DELETE /api/users/:id/second-factor), for a lost phone or key.
 */
export function ResetSecondFactorButton() {
  const { id } = useDocumentInfo()
  const { user } = useAuth<User>()
  const [status, setStatus] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  if (!id || user?.role !== 'admin' || user.id === id) return null

  const reset = async () => {
    if (!window.confirm('Reset this person’s second factor and end all their sessions?')) return
    setBusy(true)
    const response = await fetch(`/api/users/${String(id)}/second-factor`, {
      method: 'DELETE',
      credentials: 'include',
    })
    setBusy(false)
    setStatus(
      response.ok
        ? 'Second factor reset; their sessions have ended. They enrol again at their next sign-in.'
        : 'The reset failed.',
    )
  }

  return (
    <div className="field-type" style={{ marginBottom: '1.5rem' }}>
      <button
        type="button"
        className="btn btn--style-secondary"
        onClick={() => void reset()}
        disabled={busy}
      >
        Reset second factor
      </button>
      {status ? <p role="status">{status}</p> : null}
    </div>
  )
}
