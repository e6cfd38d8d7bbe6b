import type { Agency, BookingExtras } from '@/emails/leadEmails'
import { env } from '@/env'

import { callbackInvite, type InviteMethod } from './invite'
import { issueManageToken, manageBookingPath } from './manageToken'

/** A booked callback as its invite and emails need it. */
export interface Booking {
  readonly id: string
  readonly preferredTime: Date
  readonly sequence: number
  readonly visitor: { readonly name: string; readonly email: string }
  readonly agency: Agency
}

const hostOf = (url: string): string => {
  try {
    return new URL(url).host
  } catch {
    return 'localhost'
  }
}

export const inviteFor = (booking: Booking, method: InviteMethod): string =>
  callbackInvite({
    callbackId: booking.id,
    preferredTime: booking.preferredTime,
    sequence: booking.sequence,
    method,
    agency: booking.agency,
    visitor: booking.visitor,
    host: hostOf(env.serverUrl),
  })

export const manageUrlFor = (id: string, slot: Date, secret: string): string =>
  `${env.serverUrl}${manageBookingPath(issueManageToken(id, slot, secret))}`

export function bookingExtras(booking: Booking & { secret: string }): BookingExtras {
  return {
    invite: inviteFor(booking, 'REQUEST'),
    manageUrl: manageUrlFor(booking.id, booking.preferredTime, booking.secret),
  }
}

export const callbackAdminUrl = (id: string): string =>
  `${env.serverUrl}/admin/collections/callbacks/${id}`
