import { incrementLoginAttempts, type Payload } from 'payload'

import { recordAudit } from '@/features/accounts/audit/recordAudit'
import { addFailedCode, advanceRevision } from '@/db/secondFactors'
import type { SecondFactor, User } from '@/payload-types'

import {
  findUnusedRecoveryCode,
  looksLikeRecoveryCode,
  type StoredRecoveryCode,
} from './recoveryCodes'
import { open } from './secretBox'
import { matchTotp } from './totp'

/** Server-only reads and writes of a person's factors; the collection itself is closed to every API. */
export async function findFactors(payload: Payload, userId: string): Promise<SecondFactor | null> {
  const { docs } = await payload.find({
    collection: 'second-factors',
    where: { user: { equals: userId } },
    limit: 1,
    depth: 0,
    pagination: false,
    // Trusted server read: the collection is closed to everyone through the API.
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** An authenticator app or at least one passkey. */
export const isEnrolled = (factors: SecondFactor | null): boolean =>
  Boolean(factors?.totpSecret) || (Array.isArray(factors?.passkeys) && factors.passkeys.length > 0)

export const verifiedSessionsOf = (factors: SecondFactor | null): string[] =>
  Array.isArray(factors?.verifiedSessions)
    ? factors.verifiedSessions.filter((sid): sid is string => typeof sid === 'string')
    : []

export const recoveryCodesOf = (factors: SecondFactor | null): StoredRecoveryCode[] =>
  Array.isArray(factors?.recoveryCodes)
    ? (factors.recoveryCodes as unknown as StoredRecoveryCode[])
    : []

/**
 * Takes the record's current revision for this request: of two requests that read the same
 * revision, only one gets it, so one code cannot be used twice at the same moment.
 */
export async function claimRevision(payload: Payload, factors: SecondFactor): Promise<boolean> {
  return advanceRevision(payload, factors.id, factors.revision ?? 0)
}

export async function writeFactors(
  payload: Payload,
  id: string,
  data: Partial<Omit<SecondFactor, 'id' | 'user'>>,
): Promise<void> {
  await payload.update({
    collection: 'second-factors',
    id,
    data,
    depth: 0,
    // Trusted server write: the collection is closed to everyone through the API.
    overrideAccess: true,
  })
}

/** Keeps only session ids the user still has, then adds this one. */
export function withVerifiedSession(
  factors: SecondFactor,
  user: Pick<User, 'sessions'>,
  sid: string,
): string[] {
  const live = new Set((user.sessions ?? []).map((session) => session.id))
  return [...verifiedSessionsOf(factors).filter((id) => live.has(id)), sid]
}

type AccountState = Pick<User, 'id' | 'loginAttempts' | 'lockUntil' | 'sessions'>

export async function accountState(payload: Payload, userId: string): Promise<AccountState | null> {
  return payload.db.findOne<AccountState>({
    collection: 'users',
    where: { id: { equals: userId } },
    select: { loginAttempts: true, lockUntil: true, sessions: true },
  })
}

export const isLocked = (account: AccountState): boolean =>
  Boolean(account.lockUntil && new Date(account.lockUntil).getTime() > Date.now())

export type CodeCheck =
  | { ok: true; kind: 'totp' | 'recovery'; factors: SecondFactor }
  | { ok: false; reason: 'wrong' | 'locked' | 'no-session' }

/** A factor event in the audit trail, by the person whose account it is (no values, only what). */
export const auditFactorEvent = (
  payload: Payload,
  userId: string,
  action: 'second-factor-failed' | 'factor-enrolled' | 'factor-reset',
  details: string,
) =>
  recordAudit(payload, {
    action,
    actor: { id: userId },
    target: { kind: 'collection', slug: 'users', id: userId },
    details,
  })

/**
 * A wrong code counts like a wrong password: the account locks after maxLoginAttempts (users
 * config). Each one is in the audit trail.
 */
export async function countFailedCode(
  payload: Payload,
  account: AccountState,
  factors: SecondFactor,
  factor: 'authenticator or recovery code' | 'passkey' = 'authenticator or recovery code',
): Promise<boolean> {
  // One statement on the one column: a whole-record write from this (possibly stale) read could
  // undo what a request that passed at the same moment wrote, such as its verified session.
  await addFailedCode(payload, factors.id)
  const user = { ...account } as AccountState & Record<string, unknown>
  await incrementLoginAttempts({
    collection: payload.collections.users.config,
    payload,
    user: user as never,
  })
  const after = await accountState(payload, account.id)
  const locked = Boolean(after && isLocked(after))
  await auditFactorEvent(
    payload,
    account.id,
    'second-factor-failed',
    `Wrong ${factor}${locked ? '; the account is locked' : ''}`,
  )
  return locked
}

export async function clearFailures(payload: Payload, userId: string): Promise<void> {
  await payload.db.updateOne({
    collection: 'users',
    id: userId,
    data: { loginAttempts: 0, lockUntil: null },
    returning: false,
  })
}

/** The account and its factors, when `sid` is one of the account's open sessions. */
export async function sessionAccount(
  payload: Payload,
  userId: string,
  sid: string,
): Promise<{ account: AccountState; factors: SecondFactor | null } | null> {
  const [account, factors] = await Promise.all([
    accountState(payload, userId),
    findFactors(payload, userId),
  ])
  if (!account || !(account.sessions ?? []).some((session) => session.id === sid)) return null
  return { account, factors }
}

/**
 * Checks an authenticator or recovery code for the session `sid` and, when right, marks that
 * session as having passed the second factor.
 */
export async function checkSecondFactor(
  payload: Payload,
  userId: string,
  sid: string,
  code: string,
): Promise<CodeCheck> {
  const found = await sessionAccount(payload, userId, sid)
  if (!found) return { ok: false, reason: 'no-session' }
  const { account, factors } = found
  if (isLocked(account)) return { ok: false, reason: 'locked' }
  if (!factors || !isEnrolled(factors)) return { ok: false, reason: 'wrong' }

  const step = factors.totpSecret
    ? await matchTotp(open(factors.totpSecret, payload.secret), code, factors.totpLastStep)
    : null
  const recoveryIndex =
    step === null && looksLikeRecoveryCode(code)
      ? findUnusedRecoveryCode(recoveryCodesOf(factors), code)
      : -1

  if ((step === null && recoveryIndex < 0) || !(await claimRevision(payload, factors))) {
    const locked = await countFailedCode(payload, account, factors)
    return { ok: false, reason: locked ? 'locked' : 'wrong' }
  }

  const verifiedSessions = withVerifiedSession(factors, account, sid)
  if (step !== null) {
    await writeFactors(payload, factors.id, {
      totpLastStep: step,
      failedCodes: 0,
      verifiedSessions,
    })
  } else {
    const recoveryCodes = recoveryCodesOf(factors).map((entry, index) =>
      index === recoveryIndex ? { ...entry, usedAt: new Date().toISOString() } : entry,
    )
    await writeFactors(payload, factors.id, { recoveryCodes, failedCodes: 0, verifiedSessions })
  }
  await clearFailures(payload, userId)
  const updated = await findFactors(payload, userId)
  return { ok: true, kind: step !== null ? 'totp' : 'recovery', factors: updated ?? factors }
}
