import { describe, expect, it } from 'vitest'

import { filterTemplates } from '@/lib/templateFilter'
import { readTemplateQuery, templateQueryString } from '@/lib/templateQuery'

const options = {
  industries: ['Healthcare', 'E-commerce', 'Real Estate'],
  types: ['Website', 'Mobile App', 'Dashboard'],
}

describe('readTemplateQuery', () => {
  it('reads search, industry and type from the URL', () => {
    expect(
      readTemplateQuery(new URLSearchParams('q=shop&industry=E-commerce&type=Website'), options),
    ).toEqual({
      q: 'shop',
      industry: 'E-commerce',
      type: 'Website',
    })
  })

  it('falls back to all for missing or unknown filters', () => {
    expect(
      readTemplateQuery(new URLSearchParams('industry=Mining&type=<script>'), options),
    ).toEqual({ q: '', industry: 'all', type: 'all' })
  })
})

describe('templateQueryString', () => {
  it('is empty when nothing is filtered', () => {
    expect(templateQueryString({ q: '  ', industry: 'all', type: 'all' })).toBe('')
  })

  it('round-trips through the URL, spaces and all', () => {
    const state = { q: 'home finder', industry: 'Real Estate', type: 'Website' }
    const qs = templateQueryString(state)
    expect(qs).toBe('q=home+finder&industry=Real+Estate&type=Website')
    expect(readTemplateQuery(new URLSearchParams(qs), options)).toEqual(state)
  })

  it('gives the same list after a reload as before it', () => {
    const templates = [
      {
        name: 'HomeFinder',
        description: 'Property listings',
        industry: 'Real Estate',
        type: 'Website',
      },
      { name: 'ShopFront', description: 'Online store', industry: 'E-commerce', type: 'Website' },
    ]
    const state = { q: 'PROPERTY', industry: 'all', type: 'Website' }
    const reloaded = readTemplateQuery(new URLSearchParams(templateQueryString(state)), options)
    expect(filterTemplates(templates, reloaded)).toEqual(filterTemplates(templates, state))
    expect(filterTemplates(templates, reloaded).map((t) => t.name)).toEqual(['HomeFinder'])
  })
})
