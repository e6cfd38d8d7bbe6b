import { describe, expect, it } from 'vitest'

import { passwordProblem } from '@/lib/passwordPolicy'
import { DEV_DEFAULTS } from '@/env/productionConfig'
import { PASSWORD_LIMITS } from '@/validation/limits'
import { PASSWORD_TOO_COMMON, passwordTooLong, passwordTooShort } from '@/validation/messages'

describe('password policy', () => {
  it('refuses fewer than 10 characters, accepts exactly 10', () => {
    expect(passwordProblem('Kx8#pQ2!z')).toBe(passwordTooShort(PASSWORD_LIMITS.min))
    expect(passwordProblem('')).toBe(passwordTooShort(PASSWORD_LIMITS.min))
    expect(passwordProblem('Kx8#pQ2!zW')).toBeNull()
  })

  it('refuses more than the maximum, accepts the maximum', () => {
    expect(passwordProblem('a-Long-unusual-pass'.padEnd(PASSWORD_LIMITS.max + 1, 'x'))).toBe(
      passwordTooLong(PASSWORD_LIMITS.max),
    )
    expect(passwordProblem('a-Long-unusual-pass'.padEnd(PASSWORD_LIMITS.max, 'x'))).toBeNull()
  })

  it.each([
    '1234567890',
    'qwertyuiop',
    'password123',
    'Password123',
    'PASSWORD1234',
    'basketball',
    '1q2w3e4r5t',
    ' 1234567890 ',
  ])('refuses the common password %j whatever its case', (password) => {
    expect(passwordProblem(password)).toBe(PASSWORD_TOO_COMMON)
  })

  it('accepts the documented development passwords, so a dev seed still works', () => {
    expect(passwordProblem(DEV_DEFAULTS.SEED_ADMIN_PASSWORD)).toBeNull()
    expect(passwordProblem(DEV_DEFAULTS.DEMO_CLIENT_PASSWORD)).toBeNull()
    expect(passwordProblem(DEV_DEFAULTS.SECOND_CLIENT_PASSWORD)).toBeNull()
    expect(passwordProblem(DEV_DEFAULTS.DEMO_MEMBER_PASSWORD)).toBeNull()
    expect(passwordProblem(DEV_DEFAULTS.DEMO_VIEWER_PASSWORD)).toBeNull()
  })
})
