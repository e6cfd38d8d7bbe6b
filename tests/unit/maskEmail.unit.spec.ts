import { describe, expect, it } from 'vitest'

import { maskEmail } from '@/lib/maskEmail'

describe('maskEmail', () => {
  it('keeps the first two characters and the domain', () => {
    expect(maskEmail('john.smith@example.com')).toBe('jo***@example.com')
    expect(maskEmail('nomvula@agency.co.za')).toBe('no***@agency.co.za')
  })

  it('hides the rest of the local part', () => {
    expect(maskEmail('john.smith@example.com')).not.toContain('smith')
  })

  it('copes with a short local part', () => {
    expect(maskEmail('jo@example.com')).toBe('jo***@example.com')
    expect(maskEmail('j@example.com')).toBe('j***@example.com')
  })

  it('copes with text that is not an email', () => {
    expect(maskEmail('nobody')).toBe('no***')
    expect(maskEmail('')).toBe('***')
  })
})
