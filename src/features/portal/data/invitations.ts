import 'server-only'

import {
  findInvitationByToken,
  type InvitationView,
} from '@/features/portal/invitations/acceptInvitation'

import { getPayloadClient } from '@/data/payload'

/** What an invitation link opens: its organisation and whether it still works (and if not, why). */
export async function getInvitation(token: string): Promise<InvitationView> {
  return findInvitationByToken(await getPayloadClient(), token)
}
