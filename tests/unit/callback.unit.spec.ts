import { describe, expect, it } from 'vitest'

import { callbackSchema, type CallbackInput } from '@/validation/callback'

const valid: CallbackInput = {
  name: 'Thabo Mokoena',
  email: 'thabo@example.co.za',
  phone: '',
  company: '',
  date: '2026-12-01',
  time: '09:00',
  message: '',
  consent: true,
  website: '',
}

function errorFor(field: keyof CallbackInput, value: unknown): string | undefined {
  const result = callbackSchema.safeParse({ ...valid, [field]: value })
  return result.error?.issues.find((issue) => issue.path[0] === field)?.message
}

describe('callbackSchema', () => {
  it('accepts a complete request and drops untouched optional inputs', () => {
    const result = callbackSchema.safeParse(valid)
    expect(result.success).toBe(true)
    expect(result.data).toEqual({
      name: 'Thabo Mokoena',
      email: 'thabo@example.co.za',
      date: '2026-12-01',
      time: '09:00',
      consent: true,
    })
  })

  it('keeps filled optional fields', () => {
    const result = callbackSchema.parse({
      ...valid,
      phone: '+27 11 555 0100',
      company: 'Acme Ltd.',
      message: 'Mornings suit me best.',
    })
    expect(result).toMatchObject({
      phone: '+27115550100',
      company: 'Acme Ltd.',
      message: 'Mornings suit me best.',
    })
  })

  describe('name', () => {
    it('needs at least 2 characters, including when empty', () => {
      expect(errorFor('name', '')).toBe('Name must be at least 2 characters')
      expect(errorFor('name', 'T')).toBe('Name must be at least 2 characters')
      expect(errorFor('name', undefined)).toBe('Name must be at least 2 characters')
      expect(errorFor('name', 'Th')).toBeUndefined()
    })

    it('refuses more than 100 characters and the characters the enquiry refuses', () => {
      expect(errorFor('name', 'a'.repeat(101))).toBe('Name too long')
      expect(errorFor('name', 'Thabo <b>')).toBe('Name contains invalid characters')
    })
  })

  it('validates the email like the enquiry', () => {
    expect(errorFor('email', 'thabo')).toBe('Invalid email address')
    expect(errorFor('email', '')).toBe('This field is required')
    expect(errorFor('email', 'thabo+x@example.com')).toBe('Email aliases not allowed')
    expect(errorFor('email', `${'a'.repeat(250)}@example.com`)).toBe('Email too long')
  })

  it('applies the enquiry rules to the optional phone, company and message', () => {
    expect(errorFor('phone', 'abc')).toBe('Invalid phone number format')
    expect(errorFor('phone', '1'.repeat(21))).toBe('Phone number too long')
    expect(errorFor('company', 'Acme!')).toBe('Company name contains invalid characters')
    expect(errorFor('company', 'a'.repeat(101))).toBe('Company name too long')
    expect(errorFor('message', '<script>x</script>')).toBe(
      'Message contains potentially malicious content',
    )
    expect(errorFor('message', 'a'.repeat(2001))).toBe('Message too long')
  })

  describe('date', () => {
    it.each(['', undefined, '01/12/2026', '2026-12-1', '2026-02-30', '2026-02-29', '2026-13-01'])(
      'asks for a date given %j',
      (date) => {
        expect(errorFor('date', date)).toBe('Please select a date')
      },
    )

    it('accepts 29 February in a leap year (2028-02-29 is a Tuesday)', () => {
      expect(errorFor('date', '2028-02-29')).toBeUndefined()
    })

    it('refuses weekends (2026-12-05 is a Saturday, 2026-12-06 a Sunday)', () => {
      expect(errorFor('date', '2026-12-05')).toBe('Please select a date')
      expect(errorFor('date', '2026-12-06')).toBe('Please select a date')
      expect(errorFor('date', '2026-12-04')).toBeUndefined()
      expect(errorFor('date', '2026-12-07')).toBeUndefined()
    })
  })

  describe('time', () => {
    it.each(['', undefined, '08:30', '09:15', '17:00', '9:00', '16:30:00'])(
      'asks for a time given %j',
      (time) => {
        expect(errorFor('time', time)).toBe('Please select a time')
      },
    )

    it.each(['09:00', '12:30', '16:30'])('accepts the slot %s', (time) => {
      expect(errorFor('time', time)).toBeUndefined()
    })
  })

  it('requires consent', () => {
    expect(errorFor('consent', false)).toBe(
      'Please confirm you agree to us processing your details',
    )
  })

  it('refuses a filled honeypot without naming it', () => {
    const message = errorFor('website', 'x')
    expect(message).toBeTypeOf('string')
    expect(message).not.toMatch(/honeypot|bot|website/i)
  })
})
