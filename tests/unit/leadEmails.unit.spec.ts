import { describe, expect, it } from 'vitest'

import { formatCallbackTime, toPreferredTime } from '@/lib/agencyTime'
import { headerSafe, renderEmail } from '@/emails/kit'
import {
  callbackEmails as callbackDrafts,
  enquiryEmails as enquiryDrafts,
  type Agency,
  type BookingExtras,
  type LeadEmails,
} from '@/emails/leadEmails'
import { serviceOptionsOf } from '@/lib/serviceOptions'
import type { Callback } from '@/validation/callback'
import type { Enquiry } from '@/validation/enquiry'

const agency: Agency = {
  brandName: 'Kaya Digital',
  contactEmail: 'info@kayadigital.co.za',
  replyHours: 24,
}

/** The quote form's choices as the CMS publishes them (titles differ from the slugs). */
const published = serviceOptionsOf([
  { slug: 'web-development', title: 'Web Development' },
  { slug: 'seo-optimization', title: 'SEO Optimisation' },
])
/** Both emails as the `sendEmail` job gets them: rendered, with their HTML and text parts. */
const rendered = async (emails: LeadEmails) => ({
  notification: await renderEmail(emails.notification),
  acknowledgement: await renderEmail(emails.acknowledgement),
})
const enquiryEmails = (enquiry: Enquiry, to: Agency) =>
  rendered(enquiryDrafts(enquiry, to, published))
const callbackEmails = (callback: Callback, when: Date, to: Agency, booking?: BookingExtras) =>
  rendered(callbackDrafts(callback, when, to, booking))

const quote: Enquiry = {
  name: "Thandi O'Neil",
  email: 'thandi@example.co.za',
  phone: '+27825550101',
  company: 'Mokoena & Sons',
  service: 'web-development',
  budget: '90k-270k',
  timeline: '1-month',
  message: 'We need a shop <img src=x onerror=alert(1)> & "quotes"',
  enquiryType: 'service',
  consent: true,
  website: undefined,
}

const general: Enquiry = {
  ...quote,
  enquiryType: 'general',
  service: 'pricing',
  budget: undefined,
  timeline: undefined,
}

describe('lead emails', () => {
  it('make header values single-line', () => {
    expect(headerSafe('New enquiry\r\nBcc: victim@example.com')).toBe(
      'New enquiry Bcc: victim@example.com',
    )
    expect(headerSafe('a\u2028b\u0000c\u0085d')).toBe('a b c d')
    expect(headerSafe('x'.repeat(500))).toHaveLength(200)
  })

  it('send the agency a notification with every field, escaped, and reply-to the visitor', async () => {
    const { notification } = await enquiryEmails(quote, agency)
    expect(notification.to).toBe('info@kayadigital.co.za')
    expect(notification.replyTo).toBe('thandi@example.co.za')
    expect(notification.subject).toBe("New quote request from Thandi O'Neil")
    expect(notification.html).not.toContain('<img')
    expect(notification.html).toContain(
      '&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;',
    )
    // The text part is the same email, read as text: nothing of the layout's markup in it.
    expect(notification.text).not.toMatch(/<(table|td|p|a)\b/)
    expect(notification.html).toContain('Thandi O&#x27;Neil')
    expect(notification.html).toContain('Mokoena &amp; Sons')
    expect(notification.text).toContain('Service: Web Development')
    expect(notification.text).toContain('Budget: R90,000 - R270,000')
    expect(notification.text).toContain('Timeline: Within 1 month')
    expect(notification.text).toContain('Project details: We need a shop')
  })

  it('show the stored E.164 number formatted, as a tel: link', async () => {
    const { notification } = await enquiryEmails(quote, agency)
    expect(notification.text).toContain('Phone: +27 82 555 0101')
    expect(notification.html).toMatch(/<a href="tel:\+27825550101"[^>]*>\+27 82 555 0101<\/a>/)
    const callback = await callbackEmails(
      {
        name: 'Thabo',
        email: 'thabo@example.co.za',
        phone: '+27115550100',
        date: '2026-12-01',
        time: '09:00',
        consent: true,
      },
      new Date('2026-12-01T07:00:00Z'),
      agency,
    )
    expect(callback.notification.html).toMatch(
      /<a href="tel:\+27115550100"[^>]*>\+27 11 555 0100<\/a>/,
    )
  })

  it('name the service by its CMS title, and a service no longer published by the slug it was sent with', async () => {
    expect(
      (await enquiryEmails({ ...quote, service: 'seo-optimization' }, agency)).notification.text,
    ).toContain('Service: SEO Optimisation')
    expect(
      (await enquiryEmails({ ...quote, service: 'other' }, agency)).notification.text,
    ).toContain('Service: Other')
    expect(
      (await enquiryEmails({ ...quote, service: 'mobile-development' }, agency)).notification.text,
    ).toContain('Service: mobile-development')
  })

  it('label a general enquiry’s topic and leave out empty fields', async () => {
    const { notification } = await enquiryEmails(
      { ...general, phone: undefined, company: undefined },
      agency,
    )
    expect(notification.subject).toBe("New enquiry from Thandi O'Neil")
    expect(notification.text).toContain('Topic: Pricing')
    expect(notification.text).not.toMatch(/Phone|Company|Budget|Timeline/)
  })

  it('acknowledge to the visitor only, with the 24-hour promise and none of their text', async () => {
    const quoteAck = (await enquiryEmails(quote, agency)).acknowledgement
    expect(quoteAck.to).toBe('thandi@example.co.za')
    expect(quoteAck.replyTo).toBe('info@kayadigital.co.za')
    expect(quoteAck.text).toContain('within 24 hours with a detailed quote and timeline')
    expect(quoteAck.text).not.toContain('We need a shop')
    expect(quoteAck.text).not.toContain('Mokoena')
    expect(quoteAck.text).not.toContain('+27')
    expect(quoteAck.html).not.toContain('We need a shop')

    const generalAck = (await enquiryEmails(general, agency)).acknowledgement
    expect(generalAck.text).toContain(
      "We've received your message and will get back to you within 24 hours.",
    )
  })

  it('keep a crafted name from breaking out of the subject line', async () => {
    const crafted = { ...quote, name: 'Eve\r\nBcc: everyone@example.com' }
    const { notification, acknowledgement } = await enquiryEmails(crafted, agency)
    expect(notification.subject).not.toMatch(/[\r\n]/)
    expect(acknowledgement.subject).not.toMatch(/[\r\n]/)
    expect(notification.replyTo).toBe('thandi@example.co.za')
  })

  it('confirm a callback at the chosen time in Johannesburg, whatever the server zone', async () => {
    const callback: Callback = {
      name: 'Sipho Dlamini',
      email: 'sipho@example.co.za',
      phone: undefined,
      company: 'Ubuntu Logistics',
      date: '2026-12-01',
      time: '09:30',
      message: 'About <b>hosting</b>',
      consent: true,
      website: undefined,
    }
    const when = toPreferredTime('2026-12-01', '09:30')
    expect(when.toISOString()).toBe('2026-12-01T07:30:00.000Z')
    expect(formatCallbackTime(when)).toBe('Tuesday 1 December 2026 at 9:30 AM (South African time)')

    const { notification, acknowledgement } = await callbackEmails(callback, when, agency)
    expect(notification.to).toBe('info@kayadigital.co.za')
    expect(notification.replyTo).toBe('sipho@example.co.za')
    expect(notification.text).toContain('Preferred time: Tuesday 1 December 2026 at 9:30 AM')
    expect(notification.html).toContain('About &lt;b&gt;hosting&lt;/b&gt;')
    expect(acknowledgement.to).toBe('sipho@example.co.za')
    expect(acknowledgement.subject).toBe(
      'Your callback with Kaya Digital: Tuesday 1 December 2026 at 9:30 AM (South African time)',
    )
    expect(acknowledgement.text).not.toContain('hosting')
  })

  it('give a booked callback’s visitor the manage link as a button and in the text, and both the invite', async () => {
    const booking = { invite: 'BEGIN:VCALENDAR', manageUrl: 'https://agency.example/callback/tok' }
    const { notification, acknowledgement } = await callbackEmails(
      { name: 'Thabo', email: 'thabo@example.co.za', consent: true } as Callback,
      new Date('2026-12-01T07:00:00Z'),
      agency,
      booking,
    )
    expect(acknowledgement.html).toMatch(/<a href="https:\/\/agency\.example\/callback\/tok"[^>]*>/)
    expect(acknowledgement.text).toContain(
      'Cancel or reschedule https://agency.example/callback/tok',
    )
    expect(acknowledgement.invite).toEqual({ method: 'REQUEST', content: 'BEGIN:VCALENDAR' })
    expect(notification.invite).toEqual({ method: 'REQUEST', content: 'BEGIN:VCALENDAR' })
    expect(notification.text).not.toContain(booking.manageUrl)
  })
})
