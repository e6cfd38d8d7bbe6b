import { describe, expect, it } from 'vitest'

import { callbackInvite } from '@/features/leads/desk/invite'
import { checkManageToken, issueManageToken } from '@/features/leads/desk/manageToken'
import {
  formatDuration,
  reminderDueAt,
  replyByFor,
  slaLabel,
  slaState,
} from '@/features/leads/desk/sla'

const HOUR = 3_600_000
const SECRET = 'unit-test-secret-unit-test-secret'

describe('reply-by promise', () => {
  const receivedAt = new Date('2026-12-04T16:00:00Z') // a Friday afternoon

  it('is the reply hours after arrival, nights and weekends included; a callback is due at its slot; spam has none', () => {
    expect(replyByFor({ kind: 'enquiry', status: 'new', receivedAt }, 24)).toEqual(
      new Date('2026-12-05T16:00:00Z'),
    )
    const slot = new Date('2026-12-07T07:00:00Z')
    expect(
      replyByFor({ kind: 'callback', status: 'new', receivedAt, preferredTime: slot }, 24),
    ).toEqual(slot)
    expect(replyByFor({ kind: 'enquiry', status: 'spam', receivedAt }, 24)).toBeNull()
    expect(
      replyByFor({ kind: 'callback', status: 'spam', receivedAt, preferredTime: slot }, 24),
    ).toBeNull()
  })

  it('reminds at 75 % of the window', () => {
    expect(reminderDueAt(receivedAt, new Date(receivedAt.getTime() + 24 * HOUR))).toEqual(
      new Date(receivedAt.getTime() + 18 * HOUR),
    )
  })

  it('shows time left, overdue, replied, or nothing for spam', () => {
    const now = new Date('2026-12-05T12:00:00Z')
    const replyBy = '2026-12-05T15:20:00Z'
    expect(slaLabel(slaState({ status: 'new', replyBy }, now))).toBe('3 h 20 min left')
    expect(slaState({ status: 'new', replyBy }, now)).toMatchObject({
      overdue: false,
      dueSoon: true,
    })
    expect(slaLabel(slaState({ status: 'new', replyBy: '2026-12-05T10:00:00Z' }, now))).toBe(
      'Overdue by 2 h',
    )
    expect(slaLabel(slaState({ status: 'contacted', replyBy }, now))).toBe('Replied')
    expect(
      slaLabel(slaState({ status: 'new', replyBy, firstRepliedAt: '2026-12-05T11:00:00Z' }, now)),
    ).toBe('Replied')
    expect(slaState({ status: 'spam', replyBy }, now)).toEqual({ kind: 'none' })
    expect(formatDuration(2 * 24 * HOUR + 4 * HOUR + 59_000)).toBe('2 d 4 h')
  })
})

describe('manage link', () => {
  const id = '3f0c9a57-2d1e-4c1b-9a43-7c1c2b7d9e10'
  const slot = new Date('2026-12-07T07:00:00Z')
  const before = new Date('2026-12-06T10:00:00Z')

  it('names one booking at one slot and expires when the slot starts', () => {
    const token = issueManageToken(id, slot, SECRET)
    expect(token).toMatch(/^[\w.-]+$/)
    expect(checkManageToken(token, SECRET, before)).toEqual({ ok: true, callbackId: id, slot })
    expect(checkManageToken(token, SECRET, slot)).toEqual({ ok: false, reason: 'expired' })
  })

  it('refuses another secret, another slot, another id and a changed signature', () => {
    const token = issueManageToken(id, slot, SECRET)
    const [tokenId, ms, signature] = token.split('.') as [string, string, string]
    expect(checkManageToken(token, `${SECRET}x`, before)).toEqual({ ok: false, reason: 'invalid' })
    expect(
      checkManageToken(`${tokenId}.${Number(ms) + 1800_000}.${signature}`, SECRET, before),
    ).toEqual({ ok: false, reason: 'invalid' })
    expect(
      checkManageToken(`${tokenId.replace('3f0c', '3f0d')}.${ms}.${signature}`, SECRET, before),
    ).toEqual({ ok: false, reason: 'invalid' })
    expect(
      checkManageToken(
        `${tokenId}.${ms}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
        SECRET,
        before,
      ),
    ).toEqual({ ok: false, reason: 'invalid' })
    expect(checkManageToken(undefined, SECRET, before)).toEqual({ ok: false, reason: 'invalid' })
  })
})

describe('callback invite', () => {
  it('is written in Johannesburg wall-clock time with the zone, whatever the server zone', () => {
    const ics = callbackInvite({
      callbackId: 'abc',
      preferredTime: new Date('2026-12-07T07:00:00Z'),
      sequence: 0,
      method: 'REQUEST',
      agency: { brandName: 'Kaya Digital', contactEmail: 'info@kayadigital.co.za' },
      visitor: { name: 'Ayanda Nkosi', email: 'ayanda@example.co.za' },
      host: 'kayadigital.co.za',
    })
    expect(ics).toContain('DTSTART;TZID=Africa/Johannesburg:20261207T090000')
    expect(ics).toContain('DTEND;TZID=Africa/Johannesburg:20261207T093000')
    expect(ics).toMatch(
      /BEGIN:VTIMEZONE\r\nTZID:Africa\/Johannesburg[\s\S]*END:VTIMEZONE\r\nBEGIN:VEVENT/,
    )
    expect(ics).toContain('UID:callback-abc@kayadigital.co.za')
    expect(ics).not.toMatch(/[^\r]\n/)
  })
})
