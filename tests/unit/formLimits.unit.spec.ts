import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { Callbacks } from '@/collections/Callbacks'
import { Enquiries } from '@/collections/Enquiries'
import { optionalCompanyField, personNameField, requiredMessageField } from '@/validation/enquiry'
import { FORM_LIMITS } from '@/validation/limits'

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

/**
 * One statement of each limit. A lead is stored by our own statement (src/db/leads.ts), where
 * Payload's validators never run, so the form's zod schema is the rule that holds, and the stored
 * fields claim no limit of their own that nothing would enforce.
 */
describe('a lead is held to the form limits by the form schema alone', () => {
  it('the schema takes the longest value the form allows and refuses one character more', () => {
    const name = personNameField({ required: 'required', tooShort: 'too short' })
    for (const [field, max] of [
      [name, FORM_LIMITS.name],
      [optionalCompanyField, FORM_LIMITS.company],
      [requiredMessageField, FORM_LIMITS.message],
    ] as const) {
      expect(field.safeParse('a'.repeat(max)).success).toBe(true)
      expect(field.safeParse('a'.repeat(max + 1)).success).toBe(false)
    }
  })

  for (const collection of [Enquiries, Callbacks]) {
    it(`${collection.slug}: no submitted field claims a maxLength the store would not apply`, () => {
      const fields = namedFields(collection.fields)
      const claimed = [...fields.entries()]
        .filter(([name, field]) => name !== 'staffNotes' && 'maxLength' in field)
        .map(([name]) => name)
      expect(claimed).toEqual([])
    })
  }
})
