import { describe, expect, it } from 'vitest'

import { isActivePath, MAIN_NAV } from '@/components/layout/navigation'

describe('isActivePath (header aria-current)', () => {
  it('marks Home only on the exact home path', () => {
    expect(isActivePath('/', '/')).toBe(true)
    expect(isActivePath('/', '/services')).toBe(false)
    expect(isActivePath('/', '/about')).toBe(false)
  })

  it('marks the other links on their path and anything below it', () => {
    expect(isActivePath('/services', '/services')).toBe(true)
    expect(isActivePath('/services', '/services/web-development')).toBe(true)
    expect(isActivePath('/services', '/services/')).toBe(true)
    expect(isActivePath('/contact', '/contact')).toBe(true)
  })

  it('does not match a path that merely starts with the same letters', () => {
    expect(isActivePath('/about', '/about-us')).toBe(false)
    expect(isActivePath('/services', '/servicesx')).toBe(false)
  })

  it('matches nothing before the path is known', () => {
    expect(isActivePath('/', null)).toBe(false)
    expect(isActivePath('/services', undefined)).toBe(false)
  })

  it('lists the spec header links in order', () => {
    expect(MAIN_NAV.map((link) => [link.label, link.href])).toEqual([
      ['Home', '/'],
      ['Services', '/services'],
      ['About', '/about'],
      ['Contact', '/contact'],
    ])
  })
})
