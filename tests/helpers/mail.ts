import fs from 'node:fs'
import path from 'node:path'

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
  const calendar = ICAL.Component.fromString(ics)
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
    organizer: event.organizer,
    attendees: event.attendees.map((a) => String(a.getFirstValue())),
  }
}

/**
 * The text of the newest email to `to` whose text contains `needle`, from the e2e run's mail
 * catcher (scripts/e2e.ts writes each message to E2E_MAIL_DIR), polled until it arrives.
 */
export async function waitForMailText(
  to: string,
  needle: string,
  timeoutMs = 30_000,
): Promise<string> {
  const { expect } = await import('@playwright/test')
  const dir = process.env.E2E_MAIL_DIR ?? ''
  let found = ''
  await expect
    .poll(
      async () => {
        for (const file of fs.readdirSync(dir).sort().reverse()) {
          const mail = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as CapturedMail
          if (!mail.to.includes(to)) continue
          const text = (await PostalMime.parse(mail.raw)).text ?? ''
          if (text.includes(needle)) {
            found = text
            return true
          }
        }
        return false
      },
      { timeout: timeoutMs },
    )
    .toBe(true)
  return found
}
