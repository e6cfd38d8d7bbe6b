import type { DefaultServerCellComponentProps, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { ServiceCell } from '@/components/admin/ServiceCell'
import { submitEnquiry } from '@/features/leads/intake/enquiryLead'
import { issueFormToken } from '@/features/leads/intake/formToken'
import { env } from '@/env'

import { seedAdmin } from '../../seed/data/users'
import { exportLeadsCsv } from '../helpers/api'
import { allowEveryAttempt } from '../helpers/leads'
import { getTestPayload } from '../helpers/payload'

/**
 * Staff read a lead's service by its title (issue 26): in the Enquiries list and in the CSV
 * export. The record keeps the slug the visitor's form sent.
 */

let seq = 0
const emailFor = (label: string) => `${label}.${Date.now().toString(36)}${(seq += 1)}@example.co.za`

const enquiryInput = (email: string, enquiryType: 'service' | 'general', service: string) => ({
  name: 'Zanele Dube',
  email,
  phone: '+27 82 555 0142',
  company: 'Dube Design',
  service,
  budget: '90k-270k',
  timeline: '1-month',
  message: 'Tell me more, please.',
  enquiryType,
  consent: true,
  website: '',
  formToken: issueFormToken(env.payloadSecret, Date.now() - 10_000),
})

/** The CSV as a spreadsheet reads it: a header row, then one object per row (no quoted commas here). */
const readCsv = (text: string): Record<string, string>[] => {
  const [header = '', ...lines] = text.trim().split(/\r?\n/)
  const columns = header.split(',')
  return lines.map((line) => {
    const cells = line.split(',').map((cell) => cell.replace(/^"|"$/g, ''))
    return Object.fromEntries(columns.map((column, i) => [column, cells[i] ?? '']))
  })
}

describe('service titles for staff (Postgres)', () => {
  let payload: Payload
  let adminToken: string
  const quote = emailFor('quote-title')
  const general = emailFor('topic-title')

  beforeAll(async () => {
    payload = await getTestPayload()
    const { token } = await payload.login({
      collection: 'users',
      data: { email: seedAdmin().email, password: seedAdmin().password },
    })
    if (!token) throw new Error('no admin token')
    adminToken = token
    for (const input of [
      enquiryInput(quote, 'service', 'web-development'),
      enquiryInput(general, 'general', 'pricing'),
    ]) {
      const outcome = await submitEnquiry(
        input,
        { client: { address: '192.0.2.77', verified: true }, userAgent: 'Vitest titles' },
        { payload, limiter: allowEveryAttempt },
      )
      if (!outcome.ok) throw new Error(`enquiry refused: ${outcome.message}`)
    }
  })

  it('the CSV export shows the service title (or the topic), while the record keeps the slug', async () => {
    const answer = await exportLeadsCsv(adminToken, { email: { in: [quote, general] } }, [
      'email',
      'service',
    ])
    expect(answer.status).toBe(200)
    const rows = readCsv(answer.text)
    expect(rows).toEqual(
      expect.arrayContaining([
        { email: quote, service: 'Web Development' },
        { email: general, service: 'Pricing' },
      ]),
    )
    expect(rows).toHaveLength(2)

    const { docs } = await payload.find({
      collection: 'enquiries',
      where: { email: { equals: quote } },
      overrideAccess: true,
    })
    expect(docs[0]?.service).toBe('web-development')
  })

  it('the Enquiries list cell shows the title, with the slug a hover away; an unknown slug as stored', async () => {
    const cell = async (cellData: string, enquiryType: string) =>
      ServiceCell({
        cellData,
        rowData: { enquiryType },
        payload,
      } as unknown as DefaultServerCellComponentProps)
    const known = await cell('web-development', 'service')
    expect(known?.props).toMatchObject({ title: 'web-development', children: 'Web Development' })
    expect((await cell('retired-service', 'service'))?.props).toMatchObject({
      children: 'retired-service',
    })
    expect((await cell('pricing', 'general'))?.props).toMatchObject({ children: 'Pricing' })
  })
})
