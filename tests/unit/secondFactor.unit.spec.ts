import { describe, expect, it } from 'vitest'

import { secondFactorPolicy } from '@/env/secondFactorPolicy'
import { secondFactorDue } from '@/features/accounts/secondFactor/policy'
import {
  findUnusedRecoveryCode,
  generateRecoveryCodes,
  hashRecoveryCode,
} from '@/features/accounts/secondFactor/recoveryCodes'
import { open, seal } from '@/features/accounts/secondFactor/secretBox'
import * as messages from '@/validation/messages'
import { turnOffSecondFactorSchema } from '@/validation/secondFactor'
import { required } from '../helpers/lists'

describe('second factor policy', () => {
  it('is required in production unless set, optional elsewhere', () => {
    expect(secondFactorPolicy({ NODE_ENV: 'production' })).toBe('required')
    expect(secondFactorPolicy({ NODE_ENV: 'development' })).toBe('optional')
    expect(secondFactorPolicy({ NODE_ENV: 'production', STAFF_SECOND_FACTOR: 'optional' })).toBe(
      'optional',
    )
    expect(secondFactorPolicy({ NODE_ENV: 'development', STAFF_SECOND_FACTOR: 'required' })).toBe(
      'required',
    )
  })

  it('asks an enrolled person always, makes staff enrol under required, leaves clients alone', () => {
    expect(secondFactorDue({ role: 'client' }, true, 'optional')).toBe('verify')
    expect(secondFactorDue({ role: 'staff' }, true, 'optional')).toBe('verify')
    expect(secondFactorDue({ role: 'admin' }, false, 'required')).toBe('enrol')
    expect(secondFactorDue({ role: 'staff' }, false, 'optional')).toBe('none')
    expect(secondFactorDue({ role: 'client' }, false, 'required')).toBe('none')
  })
})

describe('recovery codes', () => {
  it('are ten different codes, stored only as hashes, matched however they are typed', () => {
    const { codes, stored } = generateRecoveryCodes()
    expect(new Set(codes).size).toBe(10)
    const firstCode = required(codes[0], 'a first code')
    const fourthCode = required(codes[3], 'a fourth code')
    expect(JSON.stringify(stored)).not.toContain(firstCode.replace('-', ''))
    expect(findUnusedRecoveryCode(stored, ` ${fourthCode.toLowerCase().replace('-', ' ')} `)).toBe(
      3,
    )
    const used = stored.map((entry, i) => (i === 3 ? { ...entry, usedAt: 'now' } : entry))
    expect(findUnusedRecoveryCode(used, fourthCode)).toBe(-1)
    expect(findUnusedRecoveryCode(stored, 'AAAAA-AAAAA')).toBe(-1)
    expect(hashRecoveryCode('abcde-fghjk')).toBe(hashRecoveryCode('ABCDEFGHJK'))
  })
})

describe('sealed authenticator secrets', () => {
  it('open only with the same server secret and refuse a changed byte', () => {
    const sealed = seal('JBSWY3DPEHPK3PXP', 'server-secret-a')
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP')
    expect(open(sealed, 'server-secret-a')).toBe('JBSWY3DPEHPK3PXP')
    expect(() => open(sealed, 'server-secret-b')).toThrow()
    // One bit of the ciphertext changed (base64url's last character also carries unused bits, so
    // editing the text could leave the bytes as they were).
    const parts = sealed.split('.')
    const body = Buffer.from(required(parts[3], 'the ciphertext'), 'base64url')
    body.writeUInt8(body.readUInt8(0) ^ 1, 0)
    const tampered = [...parts.slice(0, 3), body.toString('base64url')].join('.')
    expect(tampered).not.toBe(sealed)
    expect(() => open(tampered, 'server-secret-a')).toThrow()
  })
})

describe('turning two-step sign-in off', () => {
  it('needs a code or the password, and says so on the code field', () => {
    const none = turnOffSecondFactorSchema.safeParse({ code: ' ', password: '' })
    expect(none.success).toBe(false)
    expect(none.error?.issues).toEqual([
      expect.objectContaining({ path: ['code'], message: messages.TWO_STEP_PROOF_REQUIRED }),
    ])
    expect(turnOffSecondFactorSchema.safeParse({ code: '123456', password: '' }).success).toBe(true)
    expect(turnOffSecondFactorSchema.safeParse({ code: '', password: 'a secret' }).success).toBe(
      true,
    )
  })
})
