import 'server-only'

import {
  readManagedBooking,
  type ManagedBooking,
  type ManageResult,
} from '@/features/leads/desk/manageBooking'
import { env } from '@/env'

import { getPayloadClient } from '@/data/payload'

/** The booking a signed manage link names (never cached: it changes when the visitor acts). */
export async function getManagedBooking(token: string): Promise<ManageResult<ManagedBooking>> {
  return readManagedBooking(token, { payload: await getPayloadClient(), secret: env.payloadSecret })
}
