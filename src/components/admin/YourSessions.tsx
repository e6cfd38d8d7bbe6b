'use client'

import { useAuth, useDocumentInfo } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { formatDateTime } from '@/lib/agencyTime'
import type { SessionView } from '@/features/accounts/sessions/sessionRecords'
import type { User } from '@/payload-types'

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; sessions: SessionView[] }

const LOGIN_PATH = '/admin/login'

async function loadSessions(): Promise<Load> {
  const response = await fetch('/api/users/me/sessions', { credentials: 'include' })
  if (!response.ok) return { state: 'failed' }
  const { sessions } = (await response.json()) as { sessions: SessionView[] }
  return { state: 'ready', sessions }
}

/**
 * "Your sessions" on the signed-in person's own account page: each open session's device, address
 * and last use, with an End button (GET and DELETE /api/users/me/sessions). Ending this device's
 * session signs the person out here.
 */
export function YourSessions() {
  const { id } = useDocumentInfo()
  const { user } = useAuth<User>()
  const ownPage = Boolean(id && user && user.id === id)
  const [load, setLoad] = useState<Load>({ state: 'loading' })
  const [status, setStatus] = useState<string | null>(null)
  const [busy, setBusy] = useState<string | null>(null)
  // Bumped after each end, so the list is read again.
  const [version, setVersion] = useState(0)

  useEffect(() => {
    if (!ownPage) return
    let current = true
    void loadSessions().then((next) => {
      if (current) setLoad(next)
    })
    return () => {
      current = false
    }
  }, [ownPage, version])

  if (!ownPage) return null

  const end = async (session: SessionView) => {
    setBusy(session.id)
    const response = await fetch(`/api/users/me/sessions/${encodeURIComponent(session.id)}`, {
      method: 'DELETE',
      credentials: 'include',
    })
    setBusy(null)
    if (response.ok && session.current) {
      window.location.assign(LOGIN_PATH)
      return
    }
    setStatus(
      response.ok ? `Session on ${session.device} ended.` : 'That session could not be ended.',
    )
    setVersion((value) => value + 1)
  }

  return (
    <section className="field-type" aria-labelledby="your-sessions" style={{ margin: '2rem 0' }}>
      <h3 id="your-sessions">Your sessions</h3>
      <p>Where you are signed in. End any session you do not recognise.</p>
      {load.state === 'loading' ? <p>Loading your sessions…</p> : null}
      {load.state === 'failed' ? <p>Your sessions could not be loaded.</p> : null}
      {load.state === 'ready' ? (
        <table className="table" style={{ width: '100%' }}>
          <thead>
            <tr>
              <th scope="col">Device</th>
              <th scope="col">Address</th>
              <th scope="col">Last used</th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {load.sessions.map((session) => (
              <tr key={session.id}>
                <td>
                  {session.device}
                  {session.current ? <strong> (this device)</strong> : null}
                </td>
                <td>{session.address ?? 'Unknown'}</td>
                <td>{formatDateTime(session.lastUsedAt ?? session.createdAt)}</td>
                <td>
                  <button
                    type="button"
                    className="btn btn--style-secondary btn--size-small"
                    onClick={() => void end(session)}
                    disabled={busy !== null}
                    aria-label={
                      session.current
                        ? `End this session (${session.device}) and sign out`
                        : `End session on ${session.device}`
                    }
                  >
                    End
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {status ? <p role="status">{status}</p> : null}
    </section>
  )
}
