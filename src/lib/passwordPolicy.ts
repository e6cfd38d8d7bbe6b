import { dictionary } from '@zxcvbn-ts/language-common'

import { PASSWORD_LIMITS } from '@/validation/limits'
import * as messages from '@/validation/messages'

/** zxcvbn-ts's `passwords-common` list (about 49,000 breached passwords), kept current through npm. */
let commonPasswords: ReadonlySet<string> | undefined
const isCommon = (password: string): boolean => {
  commonPasswords ??= new Set(dictionary['passwords-common'])
  return commonPasswords.has(password.toLowerCase())
}

/** Case does not make a common password uncommon. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_LIMITS.min) return messages.passwordTooShort(PASSWORD_LIMITS.min)
  if (password.length > PASSWORD_LIMITS.max) return messages.passwordTooLong(PASSWORD_LIMITS.max)
  if (isCommon(password) || isCommon(password.trim())) return messages.PASSWORD_TOO_COMMON
  return null
}
