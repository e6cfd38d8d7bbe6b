import { describe, expect, it, vi } from 'vitest'

import {
  bookingCancelledEmails,
  bookingMovedEmails,
} from '@/features/leads/desk/bookingChangeEmails'
import { toJobInput, unrenderedLeadEmails } from '@/emails/emailJob'
import { invitationEmail } from '@/emails/invitationEmail'
import { renderEmail, type EmailDraft, type EmailMessage } from '@/emails/kit'
import {
  callbackEmails,
  enquiryEmails,
  type Agency,
  type LeadEmailSource,
} from '@/emails/leadEmails'
import { passwordResetEmail } from '@/emails/passwordResetEmail'
import {
  portalDigestEmail,
  portalEventEmail,
  type PortalEventView,
} from '@/emails/portalEventEmails'
import { slaReminderEmail } from '@/emails/slaReminderEmail'
import { sendEmailTask } from '@/jobs/sendEmail'
import type { Callback } from '@/validation/callback'
import type { Enquiry } from '@/validation/enquiry'

const agency: Agency = {
  brandName: 'Kaya Digital',
  contactEmail: 'info@kaya.example',
  replyHours: 24,
}
const when = new Date('2026-12-01T07:30:00Z')
const enquiry = {
  name: 'Thandi',
  email: 'thandi@example.co.za',
  message: 'Line one\nLine two',
  enquiryType: 'general',
  service: 'pricing',
  consent: true,
} as Enquiry
const callback = { name: 'Sipho', email: 'sipho@example.co.za', consent: true } as Callback
const booking = {
  id: '6f1c7a52-55a4-4bb5-9a43-1d0c2b7f4e11',
  preferredTime: when,
  sequence: 1,
  visitor: { name: 'Sipho', email: 'sipho@example.co.za' },
  agency,
}
const event: PortalEventView = {
  kind: 'file',
  audience: 'client',
  organisationName: 'Mokoena Retail Group',
  projectName: 'Site redesign',
  actorName: 'Nomvula',
  summary: 'homepage-v2.pdf',
  createdAt: when,
}
const links = {
  portal: 'https://agency.example/client-portal',
  admin: 'https://agency.example/admin/p/1',
}

/** Every email the site sends, one of each kind. */
const everyEmail: ReadonlyArray<readonly [string, EmailDraft]> = [
  ['enquiry notification', enquiryEmails(enquiry, agency, []).notification],
  ['enquiry acknowledgement', enquiryEmails(enquiry, agency, []).acknowledgement],
  ['callback notification', callbackEmails(callback, when, agency).notification],
  [
    'callback acknowledgement with its manage link',
    callbackEmails(callback, when, agency, {
      invite: 'BEGIN:VCALENDAR',
      manageUrl: 'https://agency.example/callback/t',
    }).acknowledgement,
  ],
  ...bookingMovedEmails(booking, new Date('2026-11-30T07:30:00Z'), 'x'.repeat(32)).map(
    (draft, i) => [`booking moved ${i}`, draft] as const,
  ),
  ...bookingCancelledEmails(booking).map((draft, i) => [`booking cancelled ${i}`, draft] as const),
  [
    'reply reminder',
    slaReminderEmail(
      {
        kind: 'Enquiry',
        leadName: 'Thandi',
        replyBy: when,
        due: 'due in 2 hours',
        url: 'https://agency.example/admin/collections/enquiries/1',
        brandName: agency.brandName,
      },
      agency.contactEmail,
    ),
  ],
  [
    'invitation',
    invitationEmail({
      to: 'new@example.co.za',
      organisationName: 'Mokoena Retail Group',
      inviterName: 'Nomvula',
      brandName: agency.brandName,
      link: 'https://agency.example/client-portal/invitation/abc',
      expiresAt: when,
    }),
  ],
  [
    'password reset',
    passwordResetEmail({
      to: 'a@example.co.za',
      brandName: agency.brandName,
      link: 'https://agency.example/client-portal/reset-password/abc',
    }),
  ],
  ['portal event', portalEventEmail(event, 'a@example.co.za', links, agency.brandName)],
  [
    'portal digest',
    portalDigestEmail([event, event], 'a@example.co.za', links.portal, agency.brandName),
  ],
]

const hrefsOf = (html: string) =>
  [...html.matchAll(/href="([^"]+)"/g)]
    .map((m) => (m[1] ?? '').replaceAll('&amp;', '&'))
    .filter((href) => /^https?:/.test(href))

describe('the email kit', () => {
  it.each(everyEmail)(
    '%s: one layout, and a text part with every link of the HTML part',
    async (_name, draft) => {
      const mail = await renderEmail(draft)
      expect(mail.html).toMatch(/^<!DOCTYPE html/)
      expect(mail.html).toContain('<html dir="ltr" lang="en">')
      expect(mail.html).toContain(agency.brandName)
      expect(mail.subject).not.toMatch(/[\r\n]/)
      expect(mail.text.trim().length).toBeGreaterThan(40)
      expect(mail.text).not.toMatch(/<\/?(html|body|table|tr|td|p|a|div|span)\b/i)
      expect(mail.text.startsWith(`${agency.brandName}\n`)).toBe(true)
      for (const href of hrefsOf(mail.html)) expect(mail.text, href).toContain(href)
    },
  )

  it.each([
    ['callback acknowledgement with its manage link', 'https://agency.example/callback/t'],
    ['reply reminder', 'https://agency.example/admin/collections/enquiries/1'],
    ['invitation', 'https://agency.example/client-portal/invitation/abc'],
    ['password reset', 'https://agency.example/client-portal/reset-password/abc'],
    ['portal event', links.portal],
    ['portal digest', links.portal],
  ])('%s: the thing to do is a button to %s', async (name, url) => {
    const draft = everyEmail.find(([label]) => label === name)?.[1]
    if (!draft) throw new Error(`no email named ${name}`)
    const mail = await renderEmail(draft)
    expect(hrefsOf(mail.html)).toContain(url)
    expect(mail.text).toContain(url)
  })

  it('keeps a person’s line breaks in both parts', async () => {
    const mail = await renderEmail(enquiryEmails(enquiry, agency, []).notification)
    expect(mail.html).toContain('Line one<br/>Line two')
    expect(mail.text).toContain('Message: Line one\nLine two')
  })
})

describe('the sendEmail job', () => {
  /** A value as the jobs table's JSON column gives it back. */
  const throughJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value))

  /** What the transport is handed for `mail`: the message whole, the invite as its calendar part. */
  const mailOptionsOf = (mail: EmailMessage) => ({
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    ...(mail.invite
      ? {
          icalEvent: {
            method: mail.invite.method,
            filename: 'invite.ics',
            content: mail.invite.content,
          },
        }
      : {}),
  })

  /** The job as the runner runs it: its input read back from the jobs table's JSON. */
  async function send(input: unknown) {
    const { handler } = sendEmailTask
    if (typeof handler !== 'function') throw new Error('sendEmail has no inline handler')
    const transport = vi.fn().mockResolvedValue({ messageId: '<m1@agency.example>' })
    const result = await handler({
      input: throughJson(input),
      req: { payload: { sendEmail: transport } },
    } as unknown as Parameters<typeof handler>[0])
    return { transport, result }
  }

  it.each(everyEmail)(
    '%s: reaches the mail transport whole, text part, reply-to and invite included',
    async (_name, draft) => {
      const mail = await renderEmail(draft)
      const input = toJobInput(mail)
      const fieldNames = sendEmailTask.inputSchema?.map((field) =>
        'name' in field ? field.name : '',
      )
      for (const key of Object.keys(input)) expect(fieldNames).toContain(key)

      const { transport, result } = await send(input)
      expect(transport).toHaveBeenCalledWith(expect.objectContaining(mailOptionsOf(mail)))
      expect(result).toEqual({ output: { messageId: '<m1@agency.example>' } })
    },
  )

  const leadSources: ReadonlyArray<readonly [string, LeadEmailSource, EmailDraft[]]> = [
    [
      'an enquiry',
      { template: 'enquiry', enquiry, agency, services: [{ value: 'seo', label: 'SEO' }] },
      Object.values(enquiryEmails(enquiry, agency, [{ value: 'seo', label: 'SEO' }])),
    ],
    [
      'a callback with its invite and manage link',
      {
        template: 'callback',
        callback,
        preferredTime: when.toISOString(),
        agency,
        booking: { invite: 'BEGIN:VCALENDAR', manageUrl: 'https://agency.example/callback/t' },
      },
      Object.values(
        callbackEmails(callback, when, agency, {
          invite: 'BEGIN:VCALENDAR',
          manageUrl: 'https://agency.example/callback/t',
        }),
      ),
    ],
  ]

  it.each(leadSources)(
    '%s: queued unrendered, the job sends what rendering when queued would have sent',
    async (_name, source, drafts) => {
      const queued = unrenderedLeadEmails(source)
      expect(queued).toHaveLength(drafts.length)
      for (const [i, email] of queued.entries()) {
        const input = toJobInput(email)
        // Only the envelope and what to build the body from are stored, not the body.
        expect(input).not.toHaveProperty('html')
        expect(input).not.toHaveProperty('text')
        const draft = drafts[i]
        if (!draft) throw new Error(`no draft ${String(i)}`)
        const mail = await renderEmail(draft)
        const { transport } = await send(input)
        expect(transport).toHaveBeenCalledWith(expect.objectContaining(mailOptionsOf(mail)))
      }
    },
  )

  it('refuses a job with neither a body nor a body source, and one naming no known template', async () => {
    const envelope = { to: 'a@example.co.za', subject: 'Hello' }
    await expect(send(envelope)).rejects.toThrow(/neither a rendered body nor a body source/)
    await expect(
      send({ ...envelope, bodyFrom: { part: 'notification', lead: { template: 'invoice' } } }),
    ).rejects.toThrow(/neither a rendered body nor a body source/)
  })
})
