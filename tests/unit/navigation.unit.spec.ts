import { existsSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { isActivePath } from '@/components/layout/navigation'

import { CODED_NAVIGATION } from '../../migrations/data/navigationLinks'

const MAIN_NAV = CODED_NAVIGATION.headerLinks

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

  it('links only to pages that exist, and marks exactly its own link on each of them', () => {
    for (const link of MAIN_NAV) {
      const page = path.join('src/app/(site)', link.href, 'page.tsx')
      expect(existsSync(page), `${link.label} → ${page}`).toBe(true)
      const current = MAIN_NAV.filter((other) => isActivePath(other.href, link.href))
      expect(current.map((other) => other.label)).toEqual([link.label])
    }
  })
})
