import { describe, expect, it } from 'vitest'

import { isPersonalCollection } from '@/features/accounts/audit/auditPolicy'
import { changedFields, trackedFields, valueChanges } from '@/features/accounts/audit/changedFields'

describe('audit trail: what changed', () => {
  it('never names hidden fields or bookkeeping', () => {
    expect(
      trackedFields([
        { name: 'title' },
        { name: 'hash', hidden: true },
        { name: 'sessions', hidden: true },
        { name: 'updatedAt' },
        { name: 'id' },
        {},
      ]),
    ).toEqual(['title'])
  })

  it('a related document read whole is the same as its id; a new relation is a change', () => {
    const before = { author: 'u1', tags: ['t1'], price: { amount: 100 } }
    const populated = {
      author: { id: 'u1', email: 'a@example.com', createdAt: '2026-01-01' },
      tags: [{ id: 't1', updatedAt: '2026-01-01' }],
      price: { amount: 100 },
    }
    expect(changedFields(['author', 'tags', 'price'], before, populated)).toEqual([])
    expect(changedFields(['author'], before, { author: { id: 'u2', createdAt: 'x' } })).toEqual([
      'author',
    ])
  })

  it('a change inside an array row or a group is the top-level field; empty and missing are alike', () => {
    const before = { rows: [{ id: 'r1', label: 'One' }], note: null }
    const after = { rows: [{ id: 'r1', label: 'Two' }] }
    expect(changedFields(['rows', 'note'], before, after)).toEqual(['rows'])
    expect(valueChanges(['rows'], before, after)).toEqual({
      rows: { from: [{ id: 'r1', label: 'One' }], to: [{ id: 'r1', label: 'Two' }] },
    })
  })

  it('personal data is declared by collection', () => {
    for (const slug of [
      'enquiries',
      'callbacks',
      'users',
      'messages',
      'feedback',
      'project-files',
      'invitations',
      'organisations',
    ])
      expect(isPersonalCollection(slug), slug).toBe(true)
    for (const slug of ['services', 'plans', 'templates', 'pages', 'media'])
      expect(isPersonalCollection(slug), slug).toBe(false)
  })
})
