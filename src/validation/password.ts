import { FORM_LIMITS, PASSWORD_LIMITS } from './limits'
import * as messages from './messages'
import * as z from './zod'

/** Portal password reset and change; the full policy (common passwords too) runs in the users collection. */

/** Addresses are compared lower-case, as the users collection stores them. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase()

/** An account's sign-in address, as every account form takes it. */
export const accountEmail = z
  .string(messages.FIELD_REQUIRED)
  .trim()
  .min(1, messages.FIELD_REQUIRED)
  .max(FORM_LIMITS.email, messages.EMAIL_TOO_LONG)
  .pipe(z.email(messages.EMAIL_INVALID_DISPLAY))
  .transform(normaliseEmail)

// Not trimmed: a password may begin or end with a space.
const newPassword = z
  .string(messages.FIELD_REQUIRED)
  .min(PASSWORD_LIMITS.min, messages.passwordTooShort(PASSWORD_LIMITS.min))
  .max(PASSWORD_LIMITS.max, messages.passwordTooLong(PASSWORD_LIMITS.max))

export const forgotPasswordSchema = z.object({ email: accountEmail })
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>

/** Payload's reset token: 20 random bytes as hex. */
export const resetTokenSchema = z.string().regex(/^[0-9a-f]{40}$/)

export const resetPasswordSchema = z
  .object({ token: resetTokenSchema, password: newPassword, confirm: z.string() })
  .refine((v) => v.password === v.confirm, {
    message: messages.PASSWORDS_DIFFER,
    path: ['confirm'],
  })
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>

export const changePasswordSchema = z
  .object({
    current: z
      .string(messages.FIELD_REQUIRED)
      .min(1, messages.FIELD_REQUIRED)
      .max(PASSWORD_LIMITS.max, messages.maxCharacters(PASSWORD_LIMITS.max)),
    password: newPassword,
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, {
    message: messages.PASSWORDS_DIFFER,
    path: ['confirm'],
  })
export type ChangePasswordInput = z.input<typeof changePasswordSchema>
