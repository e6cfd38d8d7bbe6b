import { PASSWORD_LIMITS } from '@/validation/limits'
import * as messages from '@/validation/messages'
import * as z from '@/validation/zod'

/** Six digits from an authenticator app, or a recovery code (ten letters and digits, a dash allowed). */
export const secondFactorCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .min(6, messages.SECOND_FACTOR_CODE_REQUIRED)
    .max(20, messages.SECOND_FACTOR_CODE_REQUIRED),
})
export type SecondFactorCodeInput = z.infer<typeof secondFactorCodeSchema>

/** Turning the app off in the portal: a current code from the app, or the account's password. */
export const turnOffSecondFactorSchema = z
  .object({
    code: z.string().trim().max(20, messages.SECOND_FACTOR_CODE_REQUIRED),
    password: z.string().max(PASSWORD_LIMITS.max),
  })
  .refine(({ code, password }) => code.length > 0 || password.length > 0, {
    message: messages.TWO_STEP_PROOF_REQUIRED,
    path: ['code'],
  })
export type TurnOffSecondFactorInput = z.infer<typeof turnOffSecondFactorSchema>
