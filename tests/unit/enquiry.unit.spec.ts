import { describe, expect, it } from 'vitest'

import { enquirySchema, isHoneypotFilled, type EnquiryInput } from '@/validation/enquiry'

const general: EnquiryInput = {
  name: 'Nomvula Dlamini',
  email: 'nomvula@example.co.za',
  phone: '',
  company: '',
  service: '',
  budget: '',
  timeline: '',
  message: 'Please tell me more about your hosting.',
  enquiryType: 'general',
  consent: true,
  website: '',
}

const quote: EnquiryInput = {
  ...general,
  phone: '+27 82 123 4567',
  service: 'web-development',
  budget: '90k-270k',
  timeline: '1-month',
  enquiryType: 'service',
}

/** The first message per field: what react-hook-form's zod resolver shows under the input. */
function firstErrors(input: unknown): Record<string, string> {
  const result = enquirySchema.safeParse(input)
  const errors: Record<string, string> = {}
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.join('.')
    errors[key] ??= issue.message
  }
  return errors
}

const errorFor = (
  field: keyof EnquiryInput,
  value: unknown,
  base: EnquiryInput = general,
): string | undefined => firstErrors({ ...base, [field]: value })[field]

describe('enquirySchema', () => {
  it('accepts a general enquiry and turns untouched optional inputs into undefined', () => {
    const result = enquirySchema.safeParse(general)
    expect(result.success).toBe(true)
    expect(result.data).toMatchObject({ name: 'Nomvula Dlamini', enquiryType: 'general' })
    expect(result.data?.phone).toBeUndefined()
    expect(result.data?.company).toBeUndefined()
    expect(result.data?.service).toBeUndefined()
    expect(result.data?.website).toBeUndefined()
  })

  it('accepts a complete quote request', () => {
    expect(enquirySchema.safeParse(quote).success).toBe(true)
  })

  it('trims what it keeps', () => {
    const result = enquirySchema.parse({ ...general, name: '  Zoë  ', email: ' zoe@example.com ' })
    expect(result.name).toBe('Zoë')
    expect(result.email).toBe('zoe@example.com')
  })

  describe('name', () => {
    it.each([
      'Zoë',
      'Nomvula',
      "O'Brien",
      'O’Brien',
      'Mary-Jane van der Merwe',
      'José Álvarez',
      'Zoe\u0308',
    ])('accepts %s', (name) => {
      expect(errorFor('name', name)).toBeUndefined()
    })

    it('requires a name, and says only that when it is empty', () => {
      expect(errorFor('name', '')).toBe('Name is required')
      expect(errorFor('name', '   ')).toBe('Name is required')
      expect(errorFor('name', undefined)).toBe('Name is required')
      const issues = enquirySchema.safeParse({ ...general, name: '' }).error?.issues ?? []
      expect(issues.filter((issue) => issue.path[0] === 'name')).toHaveLength(1)
    })

    it('asks for at least 2 characters', () => {
      expect(errorFor('name', 'Z')).toBe('Minimum 2 characters required')
    })

    it('refuses more than 100 characters', () => {
      expect(errorFor('name', 'a'.repeat(100))).toBeUndefined()
      expect(errorFor('name', 'a'.repeat(101))).toBe('Name too long')
    })

    it.each(['R2D2', 'Bob <b>', 'Bob_Smith', 'bob@example.com', 'Bob\tSmith'])(
      'refuses %j',
      (name) => {
        expect(errorFor('name', name)).toBe('Name contains invalid characters')
      },
    )
  })

  describe('email', () => {
    it('requires an email', () => {
      expect(errorFor('email', '')).toBe('This field is required')
    })

    it.each(['not-an-email', 'a@b', '@example.com', 'jo@@example.com', 'jo @example.com'])(
      'refuses %j',
      (email) => {
        expect(errorFor('email', email)).toBe('Invalid email address')
      },
    )

    it('refuses aliases with a plus sign', () => {
      expect(errorFor('email', 'jo+news@example.com')).toBe('Email aliases not allowed')
    })

    it('refuses more than 255 characters', () => {
      const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(59)}.com`
      expect(email.length).toBe(256)
      expect(errorFor('email', email)).toBe('Email too long')
    })
  })

  describe('phone', () => {
    it.each([
      ['082 555 1234', '+27825551234'],
      ['0825551234', '+27825551234'],
      ['(082) 555-1234', '+27825551234'],
      ['021 000 1234', '+27210001234'],
      ['+27 82 555 1234', '+27825551234'],
      ['0027 82 555 1234', '+27825551234'],
      ['+27 (82) 123-4567', '+27821234567'],
      ['+44 20 7946 0958', '+442079460958'],
      ['+1 212 555 0123', '+12125550123'],
    ])('accepts %j as South Africans and visitors write it, and stores %s', (phone, e164) => {
      expect(errorFor('phone', phone)).toBeUndefined()
      expect(enquirySchema.safeParse({ ...general, phone }).data?.phone).toBe(e164)
    })

    it('is optional for a general enquiry', () => {
      expect(errorFor('phone', '')).toBeUndefined()
      expect(errorFor('phone', undefined)).toBeUndefined()
    })

    it('refuses more than 20 characters', () => {
      expect(errorFor('phone', '+27 82 123 4567 89012')).toBe('Phone number too long')
    })

    it.each(['082-abc-1234', '27+821234567', '+27.82.123.4567', 'call me'])(
      'refuses the characters of %j',
      (phone) => {
        expect(errorFor('phone', phone)).toBe('Invalid phone number format')
      },
    )

    it.each(['+0821234567', '12345678901234567', '() -', '0000 000', '+1 555 123 4567'])(
      'applies the display rule to %j',
      (phone) => {
        expect(errorFor('phone', phone)).toBe('Please enter a valid phone number')
      },
    )
  })

  describe('company', () => {
    it("accepts letters, digits, spaces and & - ' . ,", () => {
      expect(errorFor('company', "Smith & Sons' Trading Co., Ltd. - 2024")).toBeUndefined()
    })

    it('refuses more than 100 characters', () => {
      expect(errorFor('company', 'a'.repeat(101))).toBe('Company name too long')
    })

    it.each(['Acme <Ltd>', 'Acme Ltd!', 'Acme@Ltd'])('refuses %j', (company) => {
      expect(errorFor('company', company)).toBe('Company name contains invalid characters')
    })
  })

  it('limits service, budget and timeline selections', () => {
    expect(errorFor('service', 'a'.repeat(50))).toBeUndefined()
    expect(errorFor('service', 'a'.repeat(51))).toBe('Service selection too long')
    expect(errorFor('budget', 'a'.repeat(21))).toBe('Budget selection too long')
    expect(errorFor('timeline', 'a'.repeat(31))).toBe('Timeline selection too long')
  })

  describe('quote requests', () => {
    it('require phone, service, budget and timeline', () => {
      const errors = firstErrors({
        ...quote,
        phone: '',
        service: '',
        budget: undefined,
        timeline: '  ',
      })
      expect(errors).toEqual({
        phone: 'This field is required',
        service: 'This field is required',
        budget: 'This field is required',
        timeline: 'This field is required',
      })
    })

    it('report a format error rather than "required" for a filled but bad phone', () => {
      expect(errorFor('phone', 'abc', quote)).toBe('Invalid phone number format')
    })
  })

  describe('message', () => {
    it('is required', () => {
      expect(errorFor('message', '')).toBe('Message is required')
      expect(errorFor('message', ' \n ')).toBe('Message is required')
      expect(errorFor('message', undefined)).toBe('Message is required')
    })

    it('refuses more than 2000 characters', () => {
      expect(errorFor('message', 'a'.repeat(2000))).toBeUndefined()
      expect(errorFor('message', 'a'.repeat(2001))).toBe('Message too long')
    })

    it.each([
      '<script>alert(1)</script>',
      'Hello <SCRIPT src=x>',
      'see javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'VBScript:MsgBox(1)',
      'java\tscript:alert(1)',
      'java\u200bscript:alert(1)',
    ])('refuses %j', (message) => {
      expect(errorFor('message', message)).toBe('Message contains potentially malicious content')
    })
  })

  it('answers a wrong JSON type with the field’s own message, never zod’s wording', () => {
    for (const value of [42, true, null]) {
      expect(errorFor('name', value)).toBe('Name is required')
      expect(errorFor('email', value)).toBe('This field is required')
      expect(errorFor('phone', value)).toBe('Invalid phone number format')
      expect(errorFor('company', value)).toBe('Company name contains invalid characters')
      expect(errorFor('service', value, quote)).toBe('Invalid format')
      expect(errorFor('budget', value, quote)).toBe('Invalid format')
      expect(errorFor('timeline', value, quote)).toBe('Invalid format')
      expect(errorFor('message', value)).toBe('Message is required')
    }
  })

  it('refuses addresses no mail server delivers to: local part over 64, label over 63, over 254 in all', () => {
    const label = (n: number) => 'd'.repeat(n)
    expect(errorFor('email', `${'a'.repeat(64)}@example.co.za`)).toBeUndefined()
    expect(errorFor('email', `${'a'.repeat(65)}@example.co.za`)).toBe('Invalid email address')
    expect(errorFor('email', `a@${label(63)}.co.za`)).toBeUndefined()
    expect(errorFor('email', `a@${label(64)}.co.za`)).toBe('Invalid email address')
    const domain254 = [label(63), label(63), label(63), label(57)].join('.') + '.za'
    expect(`a@${domain254}`).toHaveLength(254)
    expect(errorFor('email', `a@${domain254}`)).toBeUndefined()
    expect(errorFor('email', `ab@${domain254}`)).toBe('Invalid email address')
    // Past the spec's own limit of 255, its message comes first.
    expect(errorFor('email', `abc@${domain254}`)).toBe('Email too long')
  })

  it('only knows the service and general enquiry types', () => {
    expect(errorFor('enquiryType', 'spam')).toBeTypeOf('string')
    expect(errorFor('enquiryType', 'service', quote)).toBeUndefined()
  })

  it('requires consent', () => {
    expect(errorFor('consent', false)).toBe(
      'Please confirm you agree to us processing your details',
    )
    expect(errorFor('consent', undefined)).toBe(
      'Please confirm you agree to us processing your details',
    )
  })

  describe('honeypot', () => {
    it('refuses a filled honeypot without telling the bot why', () => {
      const message = errorFor('website', 'https://spam.example')
      expect(message).toBeTypeOf('string')
      expect(message).not.toMatch(/honeypot|bot|website|spam/i)
    })

    it('is detected before parsing', () => {
      expect(isHoneypotFilled({ ...general, website: 'https://spam.example' })).toBe(true)
      expect(isHoneypotFilled(general)).toBe(false)
      expect(isHoneypotFilled({ name: 'x' })).toBe(false)
      expect(isHoneypotFilled(null)).toBe(false)
    })
  })
})
