'use client'

import { useId, useState, type SubmitEvent } from 'react'

import { EmailField, SubmitButton } from './AdminFormControls'
import { SECTIONS, post, text, type Doc, type SubjectData } from './dataRights'

/** The data-rights form: find, download, and for admins erase (the erasure asks for the address again). */
export function DataRightsTool({ canErase }: { canErase: boolean }) {
  const id = useId()
  const [email, setEmail] = useState('')
  const [confirm, setConfirm] = useState('')
  const [data, setData] = useState<SubjectData | null>(null)
  const [status, setStatus] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const find = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    setBusy(true)
    setStatus(null)
    const result = await post('/api/data-rights/export', { email })
    setBusy(false)
    if (!result.ok) {
      setData(null)
      setStatus(result.message)
      return
    }
    setData(result.json as SubjectData)
  }

  const download = () => {
    if (!data) return
    const url = URL.createObjectURL(
      new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
    )
    const link = document.createElement('a')
    link.href = url
    link.download = `data-request-${data.generatedAt.slice(0, 10)}.json`
    link.click()
    URL.revokeObjectURL(url)
  }

  const erase = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!data) return
    setBusy(true)
    const result = await post('/api/data-rights/erase', {
      email: data.email,
      confirmEmail: confirm,
    })
    setBusy(false)
    if (!result.ok) {
      setStatus(result.message)
      return
    }
    const erased = (result.json as { erased: Record<string, number | boolean> }).erased
    setStatus(
      `Erased: ${erased.enquiries} enquiries and ${erased.callbacks} callbacks anonymised, ` +
        `${erased.portalUser ? 'portal account deleted' : 'no portal account'}, ${erased.files} files removed.`,
    )
    setData(null)
    setConfirm('')
  }

  const total = data
    ? SECTIONS.reduce((sum, s) => sum + (data[s.key] as Doc[]).length, 0) +
      (data.portalUser ? 1 : 0)
    : 0

  return (
    <div style={{ maxWidth: '56rem' }}>
      <form
        onSubmit={(event) => void find(event)}
        style={{ display: 'flex', gap: 'var(--base)', alignItems: 'flex-end', flexWrap: 'wrap' }}
      >
        <EmailField
          id={`${id}-email`}
          label="Email address"
          value={email}
          onChange={setEmail}
          style={{ flex: '1 1 20rem' }}
        />
        <SubmitButton busy={busy} style={{ margin: 0 }}>
          Find data
        </SubmitButton>
      </form>

      <p role="status" aria-live="polite" style={{ minHeight: '1.5em' }}>
        {status}
      </p>

      {data ? (
        <section aria-labelledby={`${id}-results`}>
          <h2 id={`${id}-results`}>
            {total === 0
              ? `Nothing is held for ${data.email}`
              : `${total} ${total === 1 ? 'record' : 'records'} held for ${data.email}`}
          </h2>
          <dl
            style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '0.25rem 1rem' }}
          >
            <dt>Portal account</dt>
            <dd style={{ margin: 0 }}>
              {data.portalUser
                ? `${text(data.portalUser.name)} (${text(data.portalUser.role)})`
                : 'None'}
            </dd>
            {SECTIONS.map((section) => {
              const docs = data[section.key] as Doc[]
              return [
                <dt key={`${section.key}-dt`}>{section.label}</dt>,
                <dd
                  key={`${section.key}-dd`}
                  style={{ margin: 0 }}
                  data-testid={`rights-${section.key}`}
                >
                  {docs.length === 0 ? (
                    'None'
                  ) : (
                    <ul style={{ margin: 0, paddingLeft: '1.2rem' }}>
                      {docs.map((doc) => (
                        <li key={doc.id}>{section.title(doc)}</li>
                      ))}
                    </ul>
                  )}
                </dd>,
              ]
            })}
          </dl>
          <p>
            <button
              type="button"
              className="btn btn--style-secondary btn--size-medium"
              onClick={download}
              disabled={total === 0}
            >
              Download JSON
            </button>
          </p>
          {canErase && total > 0 ? (
            <form
              onSubmit={(event) => void erase(event)}
              style={{
                borderTop: '1px solid var(--theme-elevation-150)',
                paddingTop: 'var(--base)',
              }}
            >
              <h3>Erase</h3>
              <p>This cannot be undone. Type the address again to confirm.</p>
              <EmailField
                id={`${id}-confirm`}
                label="Confirm email address"
                value={confirm}
                onChange={setConfirm}
                style={{ maxWidth: '28rem' }}
              />
              <SubmitButton busy={busy}>Erase everything for this address</SubmitButton>
            </form>
          ) : null}
        </section>
      ) : null}
    </div>
  )
}
