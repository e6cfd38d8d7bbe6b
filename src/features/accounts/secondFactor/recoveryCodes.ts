import { createHash, randomBytes } from 'node:crypto'

import { safeEqual } from '@/lib/signing'

export const RECOVERY_CODE_COUNT = 10

export interface StoredRecoveryCode {
  hash: string
  usedAt: string | null
}

// No 0/O or 1/I/L, so a code read off paper is typed right the first time.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

/** Ten characters from 31 (about 50 bits): too many to guess before the lockout, so a fast hash is enough. */
function randomCode(): string {
  const bytes = randomBytes(10)
  const chars = [...bytes].map((byte) => ALPHABET[byte % ALPHABET.length])
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`
}

/** What the person typed, with case, spaces and dashes forgiven. */
export const normaliseRecoveryCode = (code: string): string =>
  code.toUpperCase().replace(/[^A-Z0-9]/g, '')

export const hashRecoveryCode = (code: string): string =>
  createHash('sha256').update(normaliseRecoveryCode(code)).digest('hex')

export function generateRecoveryCodes(): { codes: string[]; stored: StoredRecoveryCode[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, randomCode)
  return { codes, stored: codes.map((code) => ({ hash: hashRecoveryCode(code), usedAt: null })) }
}

/** The index of the unused stored code that matches, or -1. */
export function findUnusedRecoveryCode(
  stored: readonly StoredRecoveryCode[],
  code: string,
): number {
  const candidate = hashRecoveryCode(code)
  return stored.findIndex((entry) => !entry.usedAt && safeEqual(entry.hash, candidate))
}

/** A recovery code looks different from a six-digit authenticator code. */
export const looksLikeRecoveryCode = (code: string): boolean =>
  normaliseRecoveryCode(code).length === 10
