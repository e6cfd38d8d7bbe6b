import { BasePayload } from 'payload'
import { RateLimiterMemory } from 'rate-limiter-flexible'
import { describe, expect, it } from 'vitest'

import type { LeadRequestContext } from '@/features/leads/intake/context'
import { issueFormToken } from '@/features/leads/intake/formToken'
import { outcomeResponse } from '@/features/leads/intake/http'
import { malformed, screenSubmission, unexpected } from '@/features/leads/intake/submitLead'
import { limiterCounters } from '@/services/rateLimit/counters'
import type { LimiterFactory } from '@/services/rateLimit/store'
import { SubmissionRateLimiter } from '@/services/rateLimit/submissions'
import { FORM_TOKEN_FIELD } from '@/validation/formFields'
import { feedbackSchema, signInSchema } from '@/validation/portal'

/** What a visitor reads when something is refused: the spec's words, behind a real status. */

const SECRET = 'unit-test-secret'
const memory: LimiterFactory = ({ keyPrefix, points, durationSeconds }) =>
  new RateLimiterMemory({ keyPrefix, points, duration: durationSeconds })
const context: LeadRequestContext = {
  client: { address: '203.0.113.9', verified: true },
  userAgent: 'unit',
}

// Screening never reaches Payload: an instance never initialised fails at once if it did.
const payload = new BasePayload()

const firstMessage = (
  result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  field: string,
) => result.error?.issues.find((issue) => issue.path[0] === field)?.message

describe('messages a visitor reads', () => {
  it('over the submission limit: "Too many submission attempts" with 429 and when to retry', async () => {
    const now = Date.now()
    const deps = {
      payload,
      limiter: new SubmissionRateLimiter(limiterCounters(memory), SECRET),
      secret: SECRET,
      now: () => new Date(now),
    }
    const input = {
      email: 'thandi@example.co.za',
      message: 'Hello',
      [FORM_TOKEN_FIELD]: issueFormToken(SECRET, now - 60_000),
    }
    for (let i = 0; i < 3; i += 1)
      expect((await screenSubmission('enquiry', input, context, deps)).ok).toBe(true)

    const refused = await screenSubmission('enquiry', input, context, deps)
    expect(refused.ok).toBe(false)
    if (refused.ok) return
    const response = outcomeResponse(refused.outcome)
    expect(response.status).toBe(429)
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await response.json()).toEqual({
      ok: false,
      message: 'Too many submission attempts. Please wait before trying again.',
    })
  })

  it('a body that is not a form: "Invalid input" with 400; a failure of ours: the generic message with 500', async () => {
    const notAnObject = await screenSubmission('enquiry', ['a'], context, {
      payload,
    })
    expect(notAnObject).toEqual({ ok: false, outcome: malformed() })
    const bad = outcomeResponse(malformed())
    expect([bad.status, await bad.json()]).toEqual([400, { ok: false, message: 'Invalid input' }])
    const ours = outcomeResponse(unexpected())
    expect([ours.status, await ours.json()]).toEqual([
      500,
      { ok: false, message: 'An unexpected error occurred' },
    ])
  })

  it('portal forms: "This field is required" and "Maximum N characters allowed" under the field', () => {
    expect(firstMessage(signInSchema.safeParse({ email: '', password: 'x' }), 'email')).toBe(
      'This field is required',
    )
    expect(
      firstMessage(signInSchema.safeParse({ email: 'a@b.co', password: '' }), 'password'),
    ).toBe('This field is required')
    const longFeedback = feedbackSchema.safeParse({
      category: 'General Feedback',
      priority: 'Low',
      text: 'a'.repeat(2001),
    })
    expect(firstMessage(longFeedback, 'text')).toBe('Maximum 2000 characters allowed')
    expect(
      firstMessage(signInSchema.safeParse({ email: 'not-an-email', password: 'x' }), 'email'),
    ).toBe('Please enter a valid email address')
  })
})
