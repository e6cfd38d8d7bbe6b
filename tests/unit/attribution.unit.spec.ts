import { addDays } from 'date-fns'
import { describe, expect, it } from 'vitest'

import { joinArrival, privacyRequested, toolOfPath, touchFromArrival } from '@/lib/attribution'
import { leadAttributionSchema, visitSchema } from '@/validation/attribution'

const now = new Date('2026-11-29T08:00:00Z')
const arrive = (href: string, referrer = '') => touchFromArrival(new URL(href), referrer, now)

describe('an arrival', () => {
  it('keeps campaign parameters, the ad network without its identifier, the referring host and the landing path', () => {
    const { touch, marked } = arrive(
      'https://www.kayadigital.co.za/services/seo?utm_source=google&utm_medium=cpc&utm_campaign=spring&gclid=Cj0KCQ-secret',
      'https://www.google.com/search?q=agency',
    )
    expect(marked).toBe(true)
    expect(touch).toEqual({
      source: 'google',
      medium: 'cpc',
      campaign: 'spring',
      adNetwork: 'google',
      referrerHost: 'www.google.com',
      landingPath: '/services/seo',
      at: now.toISOString(),
    })
    expect(JSON.stringify(touch)).not.toContain('secret')
  })

  it('names the network of every click identifier the cache treats as marketing, where a lead can name it', () => {
    // Google's app and iOS clicks carry gbraid/wbraid, not gclid: still a Google ad.
    expect(arrive('https://kaya.example/?gbraid=0AAAA-secret').touch).toMatchObject({
      adNetwork: 'google',
      source: 'google',
      medium: 'cpc',
    })
    expect(arrive('https://kaya.example/?fbclid=IwAR-secret').touch.adNetwork).toBe('meta')
    expect(arrive('https://kaya.example/?msclkid=abc-secret').touch.adNetwork).toBe('microsoft')
    // A network a lead has no value for is not guessed.
    expect(arrive('https://kaya.example/?ttclid=abc-secret').touch.adNetwork).toBeUndefined()
  })

  it('names another site as a referral, and an own-site or direct arrival as unmarked', () => {
    expect(arrive('https://kaya.example/about', 'https://news.example/post').touch).toMatchObject({
      source: 'news.example',
      medium: 'referral',
    })
    expect(arrive('https://kaya.example/about', 'https://kaya.example/').marked).toBe(false)
    expect(arrive('https://kaya.example/about').marked).toBe(false)
  })

  it('keeps the first touch for 90 days and replaces the last only with a marked arrival', () => {
    const campaign = arrive('https://kaya.example/?utm_source=newsletter')
    const stored = joinArrival({}, campaign, now)
    const later = joinArrival(stored, arrive('https://kaya.example/contact'), addDays(now, 1))
    expect(later.first).toEqual(campaign.touch)
    expect(later.last).toEqual(campaign.touch)
    const referral = arrive('https://kaya.example/', 'https://other.example/')
    expect(joinArrival(later, referral, now).last).toEqual(referral.touch)
    const direct = arrive('https://kaya.example/')
    expect(joinArrival(stored, direct, addDays(now, 91)).first).toEqual(direct.touch)
  })

  it('knows the tools by their pages, and the privacy signals', () => {
    expect(toolOfPath('/ai-estimator')).toBe('ai-estimator')
    expect(toolOfPath('/services/ai-estimator')).toBeUndefined()
    expect(privacyRequested({ globalPrivacyControl: true })).toBe(true)
    expect(privacyRequested({ doNotTrack: '1' })).toBe(true)
    expect(privacyRequested({ doNotTrack: null })).toBe(false)
  })
})

describe('the attribution schema', () => {
  it('drops each hostile value and keeps the rest', () => {
    const at = new Date().toISOString()
    expect(
      leadAttributionSchema.parse({
        lastTouch: {
          at,
          source: 'Google',
          medium: '<script>',
          campaign: 'a'.repeat(101),
          term: 'x\u202Ey',
          landingPath: 'javascript:alert(1)',
          referrerHost: 'WWW.Example.COM',
        },
        tool: 'rm -rf',
      }),
    ).toEqual({ lastTouch: { at, source: 'google', referrerHost: 'www.example.com' } })
    expect(leadAttributionSchema.parse(42)).toEqual({})
  })

  it('accepts a page view with a path only, and refuses one without a path', () => {
    expect(visitSchema.safeParse({ path: '/about' }).success).toBe(true)
    expect(visitSchema.safeParse({ path: 'https://evil.example/' }).success).toBe(false)
  })
})
