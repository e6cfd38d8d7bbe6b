import { z } from '@/validation/zod'

/** Six digits from an authenticator app, or a recovery code (ten letters and digits, a dash allowed). */
export const secondFactorCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .min(6, 'Enter the 6-digit code or a recovery code.')
    .max(20, 'Enter the 6-digit code or a recovery code.'),
})
