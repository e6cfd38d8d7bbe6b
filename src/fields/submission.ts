import type { Field, FieldAccess } from 'payload'

import { SPAM_REASONS } from '@/lib/spamReasons'
import type { FORM_LIMITS } from '@/validation/limits'

/** What the visitor submitted is evidence: nobody edits it through the API, staff included. */
export const submittedOnly: { update: FieldAccess } = { update: () => false }

/**
 * A field the visitor typed, named as in the form. No `maxLength` here: submissions are stored by
 * our own statement (src/db/leads.ts), where Payload's validators never run, and staff cannot
 * edit them. The one rule is the form's zod schema, from FORM_LIMITS (src/validation/enquiry.ts).
 */
export const submittedText = (
  name: Exclude<keyof typeof FORM_LIMITS, 'email'>,
  {
    components,
    ...options
  }: { required?: boolean; index?: boolean; components?: { Cell?: string; Field?: string } } = {},
): Field => {
  const field = {
    name,
    ...options,
    access: submittedOnly,
    admin: { readOnly: true, ...(components ? { components } : {}) },
  }
  return name === 'message' ? { ...field, type: 'textarea' } : { ...field, type: 'text' }
}

/** Why the bot filter set a submission aside (src/features/leads/intake/submitLead.ts); shown on spam only. */
export const spamReasonField: Field = {
  name: 'spamReason',
  type: 'select',
  options: SPAM_REASONS.map(({ value, label }) => ({ value, label })),
  access: submittedOnly,
  admin: { readOnly: true, position: 'sidebar', condition: (data) => Boolean(data.spamReason) },
}

/** Fields every stored submission carries besides what the visitor typed. */
export const submissionMetaFields: Field[] = [
  {
    name: 'consent',
    type: 'checkbox',
    required: true,
    defaultValue: false,
    label: 'POPIA consent given',
    access: submittedOnly,
    admin: { readOnly: true, position: 'sidebar' },
  },
  {
    name: 'consentAt',
    type: 'date',
    access: submittedOnly,
    admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
  },
  {
    name: 'sourcePage',
    type: 'text',
    access: submittedOnly,
    admin: { readOnly: true, position: 'sidebar' },
  },
  {
    name: 'userAgent',
    type: 'text',
    access: submittedOnly,
    admin: { readOnly: true, position: 'sidebar' },
  },
  {
    name: 'ipHash',
    type: 'text',
    label: 'Client address (hashed)',
    access: submittedOnly,
    admin: { readOnly: true, position: 'sidebar' },
  },
  // Staff write this one through Payload, so its validator holds it.
  { name: 'staffNotes', type: 'textarea', maxLength: 5000 },
]
