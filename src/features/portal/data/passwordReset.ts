import 'server-only'

import { resetTokenSchema } from '@/validation/password'

import { getPayloadClient } from '@/data/payload'

/**
 * Whether a reset link can still be used: a token Payload issued, not yet used, not past its hour.
 * A trusted read by the server; the page says only "works" or "no longer works".
 */
export async function resetLinkWorks(token: string): Promise<boolean> {
  if (!resetTokenSchema.safeParse(token).success) return false
  const payload = await getPayloadClient()
  const { totalDocs } = await payload.count({
    collection: 'users',
    where: {
      and: [
        { resetPasswordToken: { equals: token } },
        { resetPasswordExpiration: { greater_than: new Date().toISOString() } },
      ],
    },
    overrideAccess: true,
  })
  return totalDocs === 1
}
