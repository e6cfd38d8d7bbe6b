import { dictionary } from '@zxcvbn-ts/language-common'

import { PASSWORD_LIMITS } from '@/validation/limits'
import * as messages from '@/validation/messages'

/**
 * The common-password list shipped with the project: zxcvbn-ts's `passwords-common`
 * dictionary (about 49,000 passwords from public breach corpora, all lower case, MIT licence),
 * kept up to date through npm rather than copied by hand.
 */
let commonPasswords: ReadonlySet<string> | undefined
const isCommon = (password: string): boolean => {
  commonPasswords ??= new Set(dictionary['passwords-common'])
  return commonPasswords.has(password.toLowerCase())
}

/**
 * Why a new staff or client password is refused, or null when it is acceptable. Case does not
 * make a common password uncommon ('Password123' is 'password123').
 */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_LIMITS.min) return messages.passwordTooShort(PASSWORD_LIMITS.min)
  if (password.length > PASSWORD_LIMITS.max) return messages.passwordTooLong(PASSWORD_LIMITS.max)
  if (isCommon(password) || isCommon(password.trim())) return messages.PASSWORD_TOO_COMMON
  return null
}
