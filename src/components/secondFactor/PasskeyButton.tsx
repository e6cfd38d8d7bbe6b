'use client'

import {
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser'
import { useState } from 'react'

import {
  authenticateWithPasskeyAction,
  passkeyAuthenticationOptionsAction,
  passkeyRegistrationOptionsAction,
  registerPasskeyAction,
} from '@/features/accounts/actions/secondFactor'
import { Button } from '@/components/ui/Button'

import { RecoveryCodes } from './RecoveryCodes'

/** Sign in with a passkey (`verify`) or add one (`register`); the browser shows its own prompt. */
export function PasskeyButton({ mode }: { mode: 'verify' | 'register' }) {
  const [message, setMessage] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null)
  const [registered, setRegistered] = useState(false)

  async function run() {
    setPending(true)
    setMessage(null)
    try {
      if (mode === 'verify') {
        const options = await passkeyAuthenticationOptionsAction()
        if (!options.ok) {
          setMessage(options.message)
          return
        }
        const response = await startAuthentication({
          optionsJSON: options.data as unknown as PublicKeyCredentialRequestOptionsJSON,
        })
        const result = await authenticateWithPasskeyAction(response)
        if (!result.ok) {
          setMessage(result.message)
          return
        }
        window.location.assign('/admin')
      } else {
        const options = await passkeyRegistrationOptionsAction()
        if (!options.ok) {
          setMessage(options.message)
          return
        }
        const response = await startRegistration({
          optionsJSON: options.data as unknown as PublicKeyCredentialCreationOptionsJSON,
        })
        const result = await registerPasskeyAction(response)
        if (!result.ok) {
          setMessage(result.message)
          return
        }
        setRegistered(true)
        setRecoveryCodes(result.data.recoveryCodes)
      }
    } catch {
      setMessage('The passkey prompt was closed or is not available here.')
    } finally {
      setPending(false)
    }
  }

  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} />
  if (registered)
    return (
      <p role="status" className="text-sm font-semibold text-green-800">
        Passkey added. {/* A full page load: the admin is another root layout. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/admin">Continue to the admin</a>
      </p>
    )
  return (
    <div className="space-y-2">
      <Button onClick={() => void run()} disabled={pending}>
        {mode === 'verify' ? 'Use a passkey' : 'Add a passkey'}
      </Button>
      {message ? (
        <p role="alert" className="text-sm text-red-700">
          {message}
        </p>
      ) : null}
    </div>
  )
}
