'use server'

import { getPayloadClient } from '@/data/payload'
import {
  cancelBooking,
  rescheduleBooking,
  type ManageResult,
} from '@/features/leads/desk/manageBooking'
import type { ActionResult } from '@/lib/actionResult'
import { env } from '@/env'
import * as messages from '@/validation/messages'

/**
 * The visitor's cancel and reschedule buttons (src/app/(site)/callback/[token]). The signed token
 * is the only credential: each action checks it again and acts on the booking it names.
 */

const toResult = <T>(result: ManageResult<T>): ActionResult<T> =>
  result.ok
    ? result
    : {
        ok: false,
        message: result.message,
        ...(result.field ? { fieldErrors: { [result.field]: [result.message] } } : {}),
      }

async function deps() {
  return { payload: await getPayloadClient(), secret: env.payloadSecret }
}

export async function cancelCallbackAction(
  token: unknown,
): Promise<ActionResult<{ when: string }>> {
  try {
    return toResult(await cancelBooking(token, await deps()))
  } catch (err) {
    ;(await getPayloadClient()).logger.error({ err, msg: 'Cancelling a callback failed' })
    return { ok: false, message: messages.UNEXPECTED }
  }
}

export async function rescheduleCallbackAction(
  token: unknown,
  input: unknown,
): Promise<ActionResult<{ when: string }>> {
  const fields = typeof input === 'object' && input !== null ? input : {}
  try {
    return toResult(
      await rescheduleBooking(
        token,
        { date: Reflect.get(fields, 'date'), time: Reflect.get(fields, 'time') },
        await deps(),
      ),
    )
  } catch (err) {
    ;(await getPayloadClient()).logger.error({ err, msg: 'Moving a callback failed' })
    return { ok: false, message: messages.UNEXPECTED }
  }
}
