import { describe, expect, it } from 'vitest'

import { filterTemplates } from '@/lib/templateFilter'

const templates = [
  {
    id: 1,
    name: 'MediCare Clinic',
    description: 'Modern healthcare website with appointment booking',
    industry: 'Healthcare',
    type: 'Website',
  },
  {
    id: 2,
    name: 'Bistro Deluxe',
    description: 'Elegant restaurant site with online menu',
    industry: 'Restaurant',
    type: 'Website',
  },
  {
    id: 3,
    name: 'ShopFlow',
    description: 'E-commerce store with cart and checkout',
    industry: 'E-commerce',
    type: 'Website',
  },
  {
    id: 4,
    name: 'FitTrack',
    description: 'Fitness studio class schedule app',
    industry: 'Fitness',
    type: 'Mobile App',
  },
]

const ids = (result: readonly { id: number }[]) => result.map((template) => template.id)

describe('filterTemplates', () => {
  it('shows everything without a query or filters', () => {
    expect(ids(filterTemplates(templates, {}))).toEqual([1, 2, 3, 4])
    expect(ids(filterTemplates(templates, { q: '', industry: 'all', type: 'all' }))).toEqual([
      1, 2, 3, 4,
    ])
    expect(ids(filterTemplates(templates, { q: '   ', industry: '', type: '' }))).toEqual([
      1, 2, 3, 4,
    ])
  })

  it('searches name and description without regard to case', () => {
    expect(ids(filterTemplates(templates, { q: 'bistro' }))).toEqual([2])
    expect(ids(filterTemplates(templates, { q: 'CHECKOUT' }))).toEqual([3])
    expect(ids(filterTemplates(templates, { q: 'with' }))).toEqual([1, 2, 3])
  })

  it('does not search other fields', () => {
    expect(ids(filterTemplates(templates, { q: 'Mobile App' }))).toEqual([])
  })

  it('filters industry and type by exact value', () => {
    expect(ids(filterTemplates(templates, { industry: 'Restaurant' }))).toEqual([2])
    expect(ids(filterTemplates(templates, { industry: 'restaurant' }))).toEqual([])
    expect(ids(filterTemplates(templates, { type: 'Mobile App' }))).toEqual([4])
    expect(ids(filterTemplates(templates, { type: 'Dashboard' }))).toEqual([])
  })

  it('combines the query and both filters', () => {
    expect(
      ids(filterTemplates(templates, { q: 'site', industry: 'Healthcare', type: 'Website' })),
    ).toEqual([1])
    expect(
      ids(filterTemplates(templates, { q: 'site', industry: 'Fitness', type: 'all' })),
    ).toEqual([])
  })
})
