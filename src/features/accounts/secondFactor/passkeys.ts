import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server'
import type { Payload } from 'payload'

import { clearChallenge } from '@/db/secondFactors'
import type { SecondFactor, User } from '@/payload-types'
import { env } from '@/env'

import { generateRecoveryCodes } from './recoveryCodes'
import {
  clearFailures,
  auditFactorEvent,
  countFailedCode,
  findFactors,
  isLocked,
  sessionAccount,
  recoveryCodesOf,
  withVerifiedSession,
  writeFactors,
} from './store'

/** A registered passkey: WebAuthn's credential id and public key (base64url), and its signature counter. */
export interface StoredPasskey {
  id: string
  publicKey: string
  counter: number
  transports?: AuthenticatorTransport[]
  createdAt: string
}

/** A challenge answers one ceremony within five minutes. */
const CHALLENGE_TTL_MS = 5 * 60 * 1000
const RP_NAME = 'Agency admin'

const relyingParty = () => {
  const origin = new URL(env.serverUrl)
  return { rpID: origin.hostname, origin: origin.origin }
}

export const passkeysOf = (factors: SecondFactor | null): StoredPasskey[] =>
  Array.isArray(factors?.passkeys) ? (factors.passkeys as unknown as StoredPasskey[]) : []

async function ensureFactors(payload: Payload, userId: string): Promise<SecondFactor> {
  const existing = await findFactors(payload, userId)
  if (existing) return existing
  return payload.create({
    collection: 'second-factors',
    data: { user: userId },
    // Trusted server write: the collection is closed to everyone through the API.
    overrideAccess: true,
  })
}

async function rememberChallenge(payload: Payload, factors: SecondFactor, challenge: string) {
  await writeFactors(payload, factors.id, {
    webauthnChallenge: challenge,
    webauthnChallengeExpiresAt: new Date(Date.now() + CHALLENGE_TTL_MS).toISOString(),
  })
}

/**
 * The stored challenge, taken: each one is good for a single answer. Taken in one statement, so
 * of two requests carrying the same answer at the same moment only one gets the challenge.
 */
async function takeChallenge(payload: Payload, factors: SecondFactor): Promise<string | null> {
  const challenge = factors.webauthnChallenge
  const expiresAt = factors.webauthnChallengeExpiresAt
  if (!challenge) return null
  if (!(await clearChallenge(payload, factors.id, challenge))) return null
  if (!expiresAt || new Date(expiresAt).getTime() < Date.now()) return null
  return challenge
}

export async function passkeyRegistrationOptions(
  payload: Payload,
  user: Pick<User, 'id' | 'email' | 'name'>,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const factors = await ensureFactors(payload, user.id)
  const { rpID } = relyingParty()
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID,
    userName: user.email,
    userDisplayName: user.name,
    userID: new TextEncoder().encode(user.id),
    attestationType: 'none',
    excludeCredentials: passkeysOf(factors).map(({ id, transports }) => ({ id, transports })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  })
  await rememberChallenge(payload, factors, options.challenge)
  return options
}

export type PasskeyResult =
  | { ok: true; recoveryCodes: string[] | null }
  | { ok: false; reason: 'wrong' | 'locked' | 'no-session' }

/** Registers the passkey and counts it as this session's check; the first factor also brings recovery codes. */
export async function registerPasskey(
  payload: Payload,
  userId: string,
  sid: string,
  response: RegistrationResponseJSON,
): Promise<PasskeyResult> {
  const found = await sessionAccount(payload, userId, sid)
  if (!found) return { ok: false, reason: 'no-session' }
  const { account, factors } = found
  if (!factors) return { ok: false, reason: 'wrong' }
  const expectedChallenge = await takeChallenge(payload, factors)
  if (!expectedChallenge) return { ok: false, reason: 'wrong' }
  const { rpID, origin } = relyingParty()
  let verification
  try {
    verification = await verifyRegistrationResponse({
      response,
      expectedChallenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
    })
  } catch {
    return { ok: false, reason: 'wrong' }
  }
  if (!verification.verified) return { ok: false, reason: 'wrong' }
  const { credential } = verification.registrationInfo
  const passkey: StoredPasskey = {
    id: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: credential.transports as AuthenticatorTransport[] | undefined,
    createdAt: new Date().toISOString(),
  }
  const fresh = recoveryCodesOf(factors).length === 0 ? generateRecoveryCodes() : null
  await writeFactors(payload, factors.id, {
    passkeys: [...passkeysOf(factors), passkey],
    verifiedSessions: withVerifiedSession(factors, account, sid),
    ...(fresh ? { recoveryCodes: fresh.stored } : {}),
  })
  await auditFactorEvent(payload, userId, 'factor-enrolled', 'Passkey')
  return { ok: true, recoveryCodes: fresh?.codes ?? null }
}

export async function passkeyAuthenticationOptions(
  payload: Payload,
  userId: string,
): Promise<PublicKeyCredentialRequestOptionsJSON | null> {
  const factors = await findFactors(payload, userId)
  const passkeys = passkeysOf(factors)
  if (!factors || passkeys.length === 0) return null
  const options = await generateAuthenticationOptions({
    rpID: relyingParty().rpID,
    allowCredentials: passkeys.map(({ id, transports }) => ({ id, transports })),
    userVerification: 'preferred',
  })
  await rememberChallenge(payload, factors, options.challenge)
  return options
}

/**
 * Checks a passkey's signature for the session `sid`. Only this person's own passkeys are
 * candidates, so an assertion made with another account's passkey is a wrong answer.
 */
export async function authenticateWithPasskey(
  payload: Payload,
  userId: string,
  sid: string,
  response: AuthenticationResponseJSON,
): Promise<PasskeyResult> {
  const found = await sessionAccount(payload, userId, sid)
  if (!found) return { ok: false, reason: 'no-session' }
  const { account, factors } = found
  if (isLocked(account)) return { ok: false, reason: 'locked' }
  if (!factors) return { ok: false, reason: 'wrong' }
  const expectedChallenge = await takeChallenge(payload, factors)
  const passkeys = passkeysOf(factors)
  const passkey = passkeys.find(({ id }) => id === response.id)
  const { rpID, origin } = relyingParty()
  let verified = false
  let newCounter = passkey?.counter ?? 0
  if (expectedChallenge && passkey) {
    try {
      const result = await verifyAuthenticationResponse({
        response,
        expectedChallenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        credential: {
          id: passkey.id,
          publicKey: Buffer.from(passkey.publicKey, 'base64url'),
          counter: passkey.counter,
          transports: passkey.transports,
        },
      })
      verified = result.verified
      newCounter = result.authenticationInfo.newCounter
    } catch {
      verified = false
    }
  }
  if (!verified || !passkey) {
    const locked = await countFailedCode(payload, account, factors, 'passkey')
    return { ok: false, reason: locked ? 'locked' : 'wrong' }
  }
  await writeFactors(payload, factors.id, {
    passkeys: passkeys.map((entry) =>
      entry.id === passkey.id ? { ...entry, counter: newCounter } : entry,
    ),
    verifiedSessions: withVerifiedSession(factors, account, sid),
    failedCodes: 0,
  })
  await clearFailures(payload, userId)
  return { ok: true, recoveryCodes: null }
}
