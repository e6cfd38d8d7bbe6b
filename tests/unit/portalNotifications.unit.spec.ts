import { describe, expect, it } from 'vitest'

import { renderEmail } from '@/emails/kit'
import {
  portalDigestEmail,
  portalEventEmail,
  type PortalEventView,
} from '@/emails/portalEventEmails'
import { newSince, seenSince } from '@/features/portal/notifications/whatsNew'

const event = (over: Partial<PortalEventView> = {}): PortalEventView => ({
  kind: 'message',
  audience: 'client',
  organisationName: 'Mokoena Retail Group',
  projectName: 'Site <Redesign>',
  actorName: 'Thandi',
  summary: 'Draft "ready" <script>alert(1)</script>',
  createdAt: new Date('2026-11-24T08:00:00Z'),
  ...over,
})
const links = {
  portal: 'https://agency.example/client-portal',
  admin: 'https://agency.example/admin/x',
}

describe('portal event emails', () => {
  it('escape what people typed in the HTML part, keep headers on one line and link the portal', async () => {
    const mail = await renderEmail(
      portalEventEmail(
        event({ projectName: 'Evil\r\nBcc: x@example.com' }),
        'a@b.co.za',
        links,
        'Kaya Digital',
      ),
    )
    expect(mail.subject).not.toMatch(/[\r\n]/)
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).toContain('&lt;script&gt;')
    expect(mail.text).toContain(links.portal)
    expect(mail.text).toContain('daily digest')
  })

  it('send staff to the admin panel, without the member settings line', async () => {
    const mail = await renderEmail(
      portalEventEmail(
        event({ audience: 'agency', kind: 'approval-decided' }),
        's@a.co.za',
        links,
        'Kaya Digital',
      ),
    )
    expect(mail.subject).toBe('Mokoena Retail Group: approval decided on Site <Redesign>')
    expect(mail.text).toContain(links.admin)
    expect(mail.text).not.toContain('daily digest')
  })

  it('list every event of a digest', async () => {
    const mail = await renderEmail(
      portalDigestEmail(
        [event(), event({ kind: 'approval-requested', summary: 'Homepage copy' })],
        'a@b.co.za',
        links.portal,
        'Kaya Digital',
      ),
    )
    expect(mail.subject).toContain('2 updates')
    expect(mail.text).toContain('asked for your approval')
    expect(mail.html).not.toContain('<Redesign>')
  })
})

describe('what is new', () => {
  const member = {
    id: 'me',
    createdAt: '2026-11-01T00:00:00Z',
    messagesSeenAt: '2026-11-20T00:00:00Z',
  }
  const items = [
    { id: 'old', createdAt: '2026-11-19T00:00:00Z', by: 'staff' },
    { id: 'fresh', createdAt: '2026-11-21T00:00:00Z', by: 'staff' },
    { id: 'mine', createdAt: '2026-11-21T00:00:00Z', by: 'me' },
  ]

  it('counts what others added since the member last opened the tab', () => {
    expect(newSince(items, seenSince(member, 'messages'), 'me', (i) => i.by)).toEqual(['fresh'])
  })

  it('counts from the account creation for a tab never opened', () => {
    expect(newSince(items, seenSince(member, 'files'), 'me', (i) => i.by)).toEqual(['old', 'fresh'])
  })
})
