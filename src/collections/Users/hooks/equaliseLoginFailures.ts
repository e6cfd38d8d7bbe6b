import { pbkdf2, randomBytes } from 'node:crypto'
import { promisify } from 'node:util'

import { AuthenticationError, ValidationError, type CollectionBeforeOperationHook } from 'payload'

import { EMAIL_INVALID } from '@/validation/messages'

const pbkdf2Async = promisify(pbkdf2)

/** Payload 3's password hash cost (pbkdf2-sha256, 600,000 iterations); authHardening.int.spec.ts notices if it changes. */
const HASH_ITERATIONS = 600_000
const HASH_KEY_LENGTH = 32

async function spendOneHash(): Promise<void> {
  await pbkdf2Async(
    randomBytes(16),
    randomBytes(32).toString('hex'),
    HASH_ITERATIONS,
    HASH_KEY_LENGTH,
    'sha256',
  )
}

const field = (args: unknown, name: 'email' | 'password'): unknown => {
  const data: unknown = args && typeof args === 'object' && 'data' in args ? args.data : undefined
  return data && typeof data === 'object' && name in data
    ? (data as Record<string, unknown>)[name]
    : undefined
}

/** Postgres text cannot hold NUL: such a value would fail inside the query with a 500. */
const hasNul = (value: unknown): boolean => typeof value === 'string' && value.includes('\u0000')

/** Spends one hash on an unknown email or locked account, so timing reveals nothing (docs/decisions.md#sign-in-timing). */
export const equaliseLoginFailures: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  if (operation === 'forgotPassword') {
    if (hasNul(field(args, 'email')))
      throw new ValidationError({
        collection: 'users',
        errors: [{ path: 'email', message: EMAIL_INVALID }],
      })
    return args
  }
  if (operation !== 'login') return args

  const email = field(args, 'email')
  if (hasNul(email) || hasNul(field(args, 'password'))) {
    await spendOneHash()
    throw new AuthenticationError(req.t)
  }
  if (typeof email !== 'string' || !email.trim()) return args

  const user = await req.payload.db.findOne<{ id: string; lockUntil?: string | null }>({
    collection: 'users',
    req,
    where: { email: { equals: email.toLowerCase().trim() } },
  })
  const locked = Boolean(user?.lockUntil && new Date(user.lockUntil).getTime() > Date.now())
  if (!user || locked) await spendOneHash()
  return args
}
