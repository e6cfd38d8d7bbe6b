import type { CallbackInput } from '@/validation/callback'

/** The callback form before anything is filled in (and after a booking, when it is reset). */
export const EMPTY_CALLBACK: CallbackInput = {
  name: '',
  email: '',
  phone: '',
  company: '',
  date: '',
  time: '',
  message: '',
  consent: false,
}
