import ICAL from 'ical.js'
import PostalMime from 'postal-mime'

import type { CapturedMail } from './smtpServer'

/** A captured message parsed as a mail client would (postal-mime), with its calendar part. */
export async function parseMail(mail: CapturedMail) {
  const parsed = await PostalMime.parse(mail.raw, { attachmentEncoding: 'utf8' })
  const calendar = parsed.attachments.find((a) => a.mimeType.startsWith('text/calendar'))
  const ics = calendar
    ? typeof calendar.content === 'string'
      ? calendar.content
      : new TextDecoder().decode(calendar.content)
    : undefined
  return { subject: parsed.subject ?? '', text: parsed.text ?? '', html: parsed.html ?? '', ics }
}

/** The one VEVENT of an invite, read by ical.js with the invite's own VTIMEZONE registered. */
export function readInvite(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics))
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone)
  const vevent = calendar.getFirstSubcomponent('vevent')
  if (!vevent) throw new Error('no VEVENT in the invite')
  const event = new ICAL.Event(vevent)
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: event.uid,
    sequence: event.sequence,
    status: String(vevent.getFirstPropertyValue('status')),
    start: event.startDate,
    end: event.endDate,
    organizer: String(event.organizer),
    attendees: event.attendees.map((a) => String(a.getFirstValue())),
  }
}
