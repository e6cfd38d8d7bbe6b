import { describe, expect, it } from 'vitest'

import {
  isOfferedService,
  optionLabel,
  OTHER_SERVICE,
  serviceOptionsOf,
} from '@/lib/serviceOptions'

describe('the quote form’s service choices', () => {
  const cms = [
    { slug: 'web-development', title: 'Web Development' },
    { slug: 'mobile-development', title: 'Mobile App Development' },
    { slug: 'seo-optimization', title: 'SEO Optimisation' },
  ]

  it('are the services as the CMS titles them, in its order, then Other', () => {
    expect(serviceOptionsOf(cms)).toEqual([
      { value: 'web-development', label: 'Web Development' },
      { value: 'mobile-development', label: 'Mobile App Development' },
      { value: 'seo-optimization', label: 'SEO Optimisation' },
      { value: 'other', label: 'Other' },
    ])
  })

  it('still offer Other when nothing is published, and never offer it twice', () => {
    expect(serviceOptionsOf([])).toEqual([OTHER_SERVICE])
    expect(
      serviceOptionsOf([
        { slug: 'other', title: 'Something else' },
        { slug: null, title: 'No slug yet' },
      ]),
    ).toEqual([OTHER_SERVICE])
  })

  it('accept only a listed slug', () => {
    const options = serviceOptionsOf(cms)
    expect(isOfferedService(options, 'mobile-development')).toBe(true)
    expect(isOfferedService(options, 'other')).toBe(true)
    for (const value of [
      'ai-integration',
      'Mobile App Development',
      'MOBILE-DEVELOPMENT',
      '',
      'web-development ',
    ]) {
      expect(isOfferedService(options, value)).toBe(false)
    }
  })

  it('name a stored slug by its title, or show it as stored once it is no longer listed', () => {
    const options = serviceOptionsOf(cms)
    expect(optionLabel(options, 'seo-optimization')).toBe('SEO Optimisation')
    expect(optionLabel(options, 'cloud-services')).toBe('cloud-services')
    expect(optionLabel(options, undefined)).toBeUndefined()
  })
})
