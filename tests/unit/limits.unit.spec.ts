import { describe, expect, it } from 'vitest'

import { FORM_LIMITS, MAX_UPLOAD_BYTES, RATE_LIMIT } from '@/validation/limits'

describe('form limits', () => {
  it('are the spec figures', () => {
    expect(FORM_LIMITS).toEqual({
      name: 100,
      email: 255,
      phone: 20,
      company: 100,
      message: 2000,
      service: 50,
      budget: 20,
      timeline: 30,
    })
    expect(MAX_UPLOAD_BYTES).toBe(10 * 1024 * 1024)
    expect(RATE_LIMIT).toEqual({
      shortWindowMs: 60_000,
      shortWindowMax: 3,
      longWindowMs: 60 * 60_000,
      longWindowMax: 10,
    })
  })
})
