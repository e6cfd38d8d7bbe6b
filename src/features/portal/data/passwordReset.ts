import 'server-only'

import { readResetLink } from '@/features/portal/auth/passwords'

import { getPayloadClient } from '@/data/payload'

/** Whether a reset link can still be used: a token Payload issued, not yet used, not past its hour. */
export async function resetLinkWorks(token: string): Promise<boolean> {
  return (await readResetLink(await getPayloadClient(), token)) === 'works'
}
