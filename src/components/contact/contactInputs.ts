import { FORM_LIMITS } from '@/validation/limits'

/** The browser hints and length limits of the contact details every lead form asks for; each form words its own labels. */
export const CONTACT_INPUTS = {
  name: { autoComplete: 'name', maxLength: FORM_LIMITS.name },
  email: { type: 'email', autoComplete: 'email', maxLength: FORM_LIMITS.email },
  phone: { type: 'tel', autoComplete: 'tel', maxLength: FORM_LIMITS.phone },
  company: { autoComplete: 'organization', maxLength: FORM_LIMITS.company },
} as const
