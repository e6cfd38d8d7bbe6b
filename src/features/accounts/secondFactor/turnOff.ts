import type { Payload } from 'payload'

import { passkeysOf } from './passkeys'
import { auditFactorEvent, findFactors, writeFactors } from './store'

/**
 * The account holder turns their authenticator app off (the caller has checked a code or the
 * password). Without a passkey left, the recovery codes and verified sessions go too, so the
 * password alone opens the account again.
 */
export async function turnOffTotp(payload: Payload, userId: string): Promise<boolean> {
  const factors = await findFactors(payload, userId)
  if (!factors?.totpSecret) return false
  if (passkeysOf(factors).length > 0)
    await writeFactors(payload, factors.id, {
      totpSecret: null,
      totpPendingSecret: null,
      totpEnabledAt: null,
      totpLastStep: null,
    })
  else
    await payload.delete({
      collection: 'second-factors',
      id: factors.id,
      // Trusted server write: the collection is closed to everyone through the API.
      overrideAccess: true,
    })
  await auditFactorEvent(
    payload,
    userId,
    'factor-reset',
    'Authenticator app turned off by the account holder',
  )
  return true
}
