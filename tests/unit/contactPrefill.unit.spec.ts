import { describe, expect, it } from 'vitest'

import { cleanText } from '@/lib/cleanText'
import {
  contactPrefill as prefillWith,
  stripMarkup,
  type SearchParamValue,
} from '@/lib/contactPrefill'
import { serviceOptionsOf } from '@/lib/serviceOptions'

/** The services the page was generated with, as the CMS titles them. */
const published = serviceOptionsOf(
  (
    [
      ['web-development', 'Web Development'],
      ['seo-optimization', 'SEO Optimisation'],
      ['cloud-services', 'Cloud Services'],
      ['web-hosting', 'Web Hosting'],
      ['ai-integration', 'AI Integration'],
    ] as const
  ).map(([slug, title]) => ({ slug, title })),
)

type Params = Partial<Record<'service' | 'title' | 'plan', SearchParamValue>>
const contactPrefill = (params: Params, clean: (text: string) => string) =>
  prefillWith(params, clean, published)

describe('contact page prefill', () => {
  it('opens in general mode without a service', () => {
    expect(contactPrefill({}, cleanText)).toEqual({ mode: 'general', service: '', message: '' })
    expect(contactPrefill({ title: 'Web Development' }, cleanText)).toEqual({
      mode: 'general',
      service: '',
      message: '',
    })
  })

  it('switches to quote mode with the service selected and the interest in the title written out', () => {
    expect(
      contactPrefill({ service: 'seo-optimization', title: 'SEO Optimization' }, cleanText),
    ).toEqual({
      mode: 'quote',
      service: 'seo-optimization',
      message: "I'm interested in SEO Optimization and would like a quote.",
    })
  })

  it('falls back to the service’s own name when the title is missing', () => {
    expect(contactPrefill({ service: 'ai-integration' }, cleanText).message).toBe(
      "I'm interested in AI Integration and would like a quote.",
    )
  })

  it('selects a service added in the CMS, and names it by its CMS title when no title is given', () => {
    const withNew = serviceOptionsOf([{ slug: 'drone-filming', title: 'Drone Filming' }])
    expect(prefillWith({ service: 'drone-filming' }, cleanText, withNew)).toEqual({
      mode: 'quote',
      service: 'drone-filming',
      message: "I'm interested in Drone Filming and would like a quote.",
    })
    expect(contactPrefill({ service: 'seo-optimization' }, cleanText).message).toBe(
      "I'm interested in SEO Optimisation and would like a quote.",
    )
  })

  it('selects nothing for a service that is not (or no longer) published', () => {
    expect(
      prefillWith({ service: 'web-development' }, cleanText, serviceOptionsOf([])).service,
    ).toBe('')
  })

  it('stays in quote mode for an unknown service but selects nothing', () => {
    expect(contactPrefill({ service: 'time-travel', title: 'Time Travel' }, cleanText)).toEqual({
      mode: 'quote',
      service: '',
      message: "I'm interested in Time Travel and would like a quote.",
    })
  })

  it('cleans a crafted title before it reaches the form', () => {
    const title = '<script>alert(1)</script>javascript:Web <b>Dev</b>'
    for (const clean of [cleanText, stripMarkup]) {
      const { message } = contactPrefill({ service: 'web-development', title }, clean)
      expect(message).toBe("I'm interested in Web Dev and would like a quote.")
    }
  })

  it('uses the first value of a repeated parameter', () => {
    expect(contactPrefill({ service: ['cloud-services', 'web-hosting'] }, cleanText).service).toBe(
      'cloud-services',
    )
  })

  it('prefills a plan enquiry from the plan pages', () => {
    expect(contactPrefill({ plan: 'maintenance:Professional' }, cleanText)).toEqual({
      mode: 'general',
      service: 'pricing',
      message: "I'm interested in the Professional website maintenance package.",
    })
    expect(contactPrefill({ plan: 'white-label:Agency' }, cleanText)).toEqual({
      mode: 'general',
      service: 'partnership',
      message: "I'm interested in the Agency white-label partner plan.",
    })
  })

  it('ignores a malformed plan', () => {
    for (const plan of [
      'maintenance',
      'unknown:Pro',
      'maintenance:',
      'maintenance:Pro;DROP TABLE',
      `maintenance:${'x'.repeat(60)}`,
    ]) {
      expect(contactPrefill({ plan }, cleanText)).toEqual({
        mode: 'general',
        service: '',
        message: '',
      })
    }
  })
})
