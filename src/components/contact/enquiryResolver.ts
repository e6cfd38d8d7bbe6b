import { zodResolver } from '@hookform/resolvers/zod'
import type { Resolver } from 'react-hook-form'

import {
  enquirySchema,
  SERVICE_REQUIRED_FIELDS,
  type Enquiry,
  type EnquiryInput,
} from '@/validation/enquiry'
import * as messages from '@/validation/messages'

const schemaResolver = zodResolver(enquirySchema)

/**
 * The schema's resolver, plus one thing zod cannot do in the same pass: it skips the quote
 * request's "phone, service, budget and timeline are required" refinement while another field
 * (an empty name, say) has failed, so a quote form submitted empty would flag those four only on
 * the second try. The field list and the message come from the schema module.
 * Loaded by EnquiryForm only when a visitor starts on the form: zod stays out of the page's first load.
 */
export const enquiryResolver: Resolver<EnquiryInput, unknown, Enquiry> = async (
  values,
  context,
  options,
) => {
  const result = await schemaResolver(values, context, options)
  if (values.enquiryType !== 'service' || Object.keys(result.errors).length === 0) return result
  const errors = { ...result.errors }
  for (const field of SERVICE_REQUIRED_FIELDS) {
    if (!errors[field] && (values[field] ?? '').trim() === '') {
      errors[field] = { type: 'custom', message: messages.FIELD_REQUIRED }
    }
  }
  return { values: {}, errors }
}
