import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { caseStudiesBlock } from '@/fields/blocks/caseStudies'
import { testimonialsBlock } from '@/fields/blocks/testimonials'
import { caseStudySelectionOf, inChosenOrder } from '@/lib/caseStudySelection'

const fieldNamed = (fields: Field[], name: string) => {
  const field = fields.find((f) => 'name' in f && f.name === name)
  if (!field || !('validate' in field) || !field.validate) throw new Error(`${name} validates`)
  return field.validate as (value: unknown, options: { siblingData: object }) => true | string
}

describe('case studies block', () => {
  it('asks for the latest three unless told otherwise', () => {
    expect(caseStudySelectionOf({})).toEqual({ show: 'latest', limit: 3 })
    expect(caseStudySelectionOf({ show: 'latest', limit: 6 })).toEqual({ show: 'latest', limit: 6 })
  })

  it('reads relations whether stored as ids or populated documents', () => {
    expect(caseStudySelectionOf({ show: 'chosen', caseStudies: ['a', { id: 'b' }, null] })).toEqual(
      {
        show: 'chosen',
        ids: ['a', 'b'],
      },
    )
    expect(caseStudySelectionOf({ show: 'service', service: { id: 's1' }, limit: 2 })).toEqual({
      show: 'service',
      service: 's1',
      limit: 2,
    })
  })

  it('shows nothing when what it names is gone or unknown', () => {
    expect(caseStudySelectionOf({ show: 'chosen', caseStudies: [] })).toBeNull()
    expect(caseStudySelectionOf({ show: 'service', service: null })).toBeNull()
    expect(caseStudySelectionOf({ show: 'industry', industry: 'mining-on-mars' })).toBeNull()
    expect(caseStudySelectionOf({ show: 'industry', industry: 'retail' })).toEqual({
      show: 'industry',
      industry: 'retail',
      limit: 3,
    })
  })

  it("keeps the editor's chosen order and drops what was not found (unpublished)", () => {
    const docs = [{ id: 'b' }, { id: 'a' }]
    expect(inChosenOrder(docs, ['a', 'x', 'b'])).toEqual([{ id: 'a' }, { id: 'b' }])
  })

  it('refuses a block that names nothing for the chosen way of picking', () => {
    const chosen = fieldNamed(caseStudiesBlock.fields, 'caseStudies')
    expect(chosen([], { siblingData: { show: 'chosen' } })).toMatch(/Choose/)
    expect(chosen(['a'], { siblingData: { show: 'chosen' } })).toBe(true)
    expect(chosen([], { siblingData: { show: 'latest' } })).toBe(true)
    const service = fieldNamed(caseStudiesBlock.fields, 'service')
    expect(service(null, { siblingData: { show: 'service' } })).toMatch(/Choose/)
    const industry = fieldNamed(caseStudiesBlock.fields, 'industry')
    expect(industry(null, { siblingData: { show: 'industry' } })).toMatch(/Choose/)
    expect(industry('retail', { siblingData: { show: 'industry' } })).toBe(true)
  })

  it('both blocks have an interface of their own for the generated types', () => {
    expect(caseStudiesBlock.interfaceName).toBe('CaseStudiesBlock')
    expect(testimonialsBlock.interfaceName).toBe('TestimonialsBlock')
  })
})
