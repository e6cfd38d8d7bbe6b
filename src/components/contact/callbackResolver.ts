import { zodResolver } from '@hookform/resolvers/zod'

import { callbackSchema } from '@/validation/callback'

/**
 * The callback schema's resolver, in its own chunk: CallbackForm loads it once the dialog is open
 * and idle, so the click that opens the dialog does not also evaluate zod and libphonenumber.
 */
export const callbackResolver = zodResolver(callbackSchema)
