import { addMinutes } from 'date-fns'
import { createEvent, type DateArray } from 'ics'

import { AGENCY_TIME_ZONE, agencyWallClock } from '@/lib/agencyTime'

export const CALLBACK_MINUTES = 30

export type InviteMethod = 'REQUEST' | 'CANCEL'

export interface CallbackInviteInput {
  readonly callbackId: string
  readonly preferredTime: Date
  /** Grows with every change, so calendar clients replace the earlier invite. */
  readonly sequence: number
  readonly method: InviteMethod
  readonly agency: { readonly brandName: string; readonly contactEmail: string }
  readonly visitor: { readonly name: string; readonly email: string }
  /** The site's host name, for a UID that is unique world-wide. */
  readonly host: string
}

/** `ics` writes no TZID, so times are written as the agency's wall clock tagged with its zone (RFC 5545). */
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${AGENCY_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0200',
  'TZNAME:SAST',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n')

const wallClock = (instant: Date): DateArray => {
  const t = agencyWallClock(instant)
  return [t.getFullYear(), t.getMonth() + 1, t.getDate(), t.getHours(), t.getMinutes()]
}

/** The .ics text for a booked (REQUEST) or cancelled (CANCEL) 30-minute call, organised by the agency. */
export function callbackInvite(input: CallbackInviteInput): string {
  const end = addMinutes(input.preferredTime, CALLBACK_MINUTES)
  const { error, value } = createEvent({
    productId: `-//${input.agency.brandName}//Callbacks//EN`,
    method: input.method,
    uid: `callback-${input.callbackId}@${input.host}`,
    sequence: input.sequence,
    status: input.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    title: `Free consultation call with ${input.agency.brandName}`,
    description: `${input.agency.brandName} will call you for a free 30-minute consultation.`,
    // The ics library runs the wall clock through the server's zone both ways, so it comes out as given.
    start: wallClock(input.preferredTime),
    startInputType: 'local',
    startOutputType: 'local',
    end: wallClock(end),
    endInputType: 'local',
    endOutputType: 'local',
    organizer: { name: input.agency.brandName, email: input.agency.contactEmail },
    attendees: [
      {
        name: input.visitor.name,
        email: input.visitor.email,
        rsvp: false,
        partstat: 'ACCEPTED',
        role: 'REQ-PARTICIPANT',
      },
    ],
  })
  if (error || !value) throw error ?? new Error('The invite could not be written')
  return value
    .replace(/^(DTSTART|DTEND):(\d{8}T\d{6})\r?$/gm, `$1;TZID=${AGENCY_TIME_ZONE}:$2\r`)
    .replace(/^BEGIN:VEVENT\r?$/m, `${VTIMEZONE}\r\nBEGIN:VEVENT\r`)
}
