import { text, textarea } from 'payload/shared'
import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { Callbacks } from '@/collections/Callbacks'
import { Enquiries } from '@/collections/Enquiries'
import { FORM_LIMITS } from '@/validation/limits'
import { required } from '../helpers/lists'

/** Every named field of a collection, through rows, collapsibles and tabs. */
function namedFields(fields: Field[]): Map<string, Field> {
  const found = new Map<string, Field>()
  const walk = (list: Field[]) => {
    for (const field of list) {
      if ('name' in field && field.name) found.set(field.name, field)
      if ('fields' in field && Array.isArray(field.fields) && !('name' in field && field.name))
        walk(field.fields)
      if (field.type === 'tabs') for (const tab of field.tabs) walk(tab.fields)
    }
  }
  walk(fields)
  return found
}

// Payload's own validators for text and textarea fields, as the Local API and REST apply them.
const req = { payload: { config: {} }, t: (key: string) => key } as never
const payloadAccepts = (field: Field, value: string) => {
  const validate = field.type === 'textarea' ? textarea : text
  return validate(value, { ...(field as object), req, required: false } as never) === true
}

describe('a lead as stored takes what the form accepts and no more', () => {
  for (const collection of [Enquiries, Callbacks]) {
    const fields = namedFields(collection.fields)
    const limited = Object.entries(FORM_LIMITS).filter(
      ([name]) => name !== 'email' && fields.has(name),
    )

    it(`${collection.slug}: each visitor field holds the form's longest value and refuses one character more`, () => {
      expect(limited.length).toBeGreaterThan(0)
      for (const [name, max] of limited) {
        const field = required(fields.get(name), `the ${name} field`)
        expect(payloadAccepts(field, 'a'.repeat(max)), name).toBe(true)
        expect(payloadAccepts(field, 'a'.repeat(max + 1)), name).toBe(false)
      }
    })
  }
})
