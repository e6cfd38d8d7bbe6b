import { describe, expect, it } from 'vitest'

import { blockWords, searchableText } from '@/lib/plainText'

import { richText } from '../../seed/lexical'

describe('a landing page in the site search', () => {
  const layout = [
    { blockType: 'hero', heading: 'Online shops', text: 'For Gauteng retailers', links: [] },
    { blockType: 'richText', content: richText([{ h2: 'Payments' }, { p: 'PayFast and Ozow' }]) },
    { blockType: 'faq', heading: 'Questions', items: [{ question: 'Couriers?', answer: 'Pargo' }] },
    { blockType: 'callToAction', heading: 'Start', links: [{ label: 'Go', href: '/contact' }] },
  ]

  it('is found by the words of its blocks, its rich text once, and not by link targets', () => {
    const text = searchableText(blockWords(layout), layout)
    expect(text).toBe(
      'Online shops For Gauteng retailers Questions Couriers? Pargo Start Payments PayFast and Ozow',
    )
    expect(text).not.toContain('/contact')
  })
})
