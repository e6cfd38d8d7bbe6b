import { describe, expect, it } from 'vitest'

import {
  DEFAULT_PROPOSAL_TERMS,
  EMPTY_PROPOSAL_DRAFT,
  INVESTMENT_TO_BE_QUOTED,
  PROPOSAL_FEATURES,
  PROPOSAL_PROJECT_TYPES,
  PROPOSAL_TIMELINES,
  TIMELINE_TO_BE_AGREED,
  canGenerateProposal,
  parseBudget,
  proposalFileName,
  summarizeProposal,
} from '@/lib/proposal'
import { pdfSafeText, renderProposalPdf } from '@/components/tools/proposal/proposalPdf'

import { pdfText } from '../helpers/pdfText'

const draft = (patch: Partial<typeof EMPTY_PROPOSAL_DRAFT>) => ({
  ...EMPTY_PROPOSAL_DRAFT,
  ...patch,
})

describe('proposal options', () => {
  const now = new Date('2026-03-05T10:00:00+02:00')
  const summaryOf = (patch: Partial<typeof EMPTY_PROPOSAL_DRAFT>) =>
    summarizeProposal(draft({ clientName: 'Acme', projectTitle: 'Site', ...patch }), now)
  // The types whose names start with a vowel sound.
  const takesAn = new Set(['E-commerce Platform', 'SEO Optimization', 'AI Integration'])

  it('carries every project type the form offers into the proposal, with the right article', () => {
    for (const projectType of PROPOSAL_PROJECT_TYPES) {
      const summary = summaryOf({ projectType })
      expect(summary.projectType).toBe(projectType)
      expect(summary.overview).toContain(
        `is ${takesAn.has(projectType) ? 'an' : 'a'} ${projectType} project`,
      )
    }
  })

  it('carries every timeline and every feature the form offers into the proposal', () => {
    for (const timeline of PROPOSAL_TIMELINES)
      expect(summaryOf({ timeline }).timeline).toBe(timeline)
    const everything = summaryOf({ features: [...PROPOSAL_FEATURES].reverse() })
    expect(everything.features).toEqual([...PROPOSAL_FEATURES])
  })
})

describe('canGenerateProposal', () => {
  it.each([
    ['', '', false],
    ['Acme', '', false],
    ['', 'New site', false],
    ['   ', 'New site', false],
    ['Acme', 'New site', true],
  ])('client %j, title %j → %s', (clientName, projectTitle, ok) => {
    expect(canGenerateProposal({ clientName, projectTitle })).toBe(ok)
  })
})

describe('parseBudget', () => {
  it.each([
    ['150000', 150000],
    ['R150 000', 150000],
    ['R 150,000', 150000],
    ['150\u00a0000', 150000],
    ['', null],
    ['0', null],
    ['-5', null],
    ['lots', null],
  ])('%j → %s', (text, amount) => {
    expect(parseBudget(text)).toBe(amount)
  })
})

describe('summarizeProposal', () => {
  const now = new Date('2026-03-05T10:00:00+02:00')

  it('builds the summary the preview and PDF show, with the investment in rand', () => {
    const summary = summarizeProposal(
      draft({
        clientName: ' Mokoena Retail Group ',
        projectTitle: 'Online Store',
        projectType: 'E-commerce Platform',
        description: 'A new store.',
        timeline: '2-3 months',
        budget: '185000',
        features: ['Payment Integration', 'Responsive Design'],
        terms: '',
      }),
      now,
    )
    expect(summary).toEqual({
      title: 'Online Store',
      preparedFor: 'Mokoena Retail Group',
      projectType: 'E-commerce Platform',
      overview: 'A new store.',
      timeline: '2-3 months',
      investment: 'R185,000',
      // Option order, not the order they were ticked in.
      features: ['Responsive Design', 'Payment Integration'],
      terms: DEFAULT_PROPOSAL_TERMS,
      preparedOn: '5 March 2026',
    })
  })

  it('fills the gaps a minimal draft leaves', () => {
    const summary = summarizeProposal(draft({ clientName: 'Acme', projectTitle: 'Audit' }), now)
    expect(summary.projectType).toBeNull()
    expect(summary.timeline).toBe(TIMELINE_TO_BE_AGREED)
    expect(summary.investment).toBe(INVESTMENT_TO_BE_QUOTED)
    expect(summary.overview).toContain('Acme')
    expect(summary.features).toEqual([])
  })

  it('ignores values that are not on the option lists', () => {
    const summary = summarizeProposal(
      draft({
        clientName: 'A',
        projectTitle: 'B',
        projectType: 'Hacking',
        timeline: 'yesterday',
        features: ['Free lunch'],
      }),
      now,
    )
    expect(summary.projectType).toBeNull()
    expect(summary.timeline).toBe(TIMELINE_TO_BE_AGREED)
    expect(summary.features).toEqual([])
  })

  it('writes a grammatical default overview', () => {
    expect(
      summarizeProposal(
        draft({ clientName: 'A', projectTitle: 'B', projectType: 'E-commerce Platform' }),
        now,
      ).overview,
    ).toMatch(/^B is an E-commerce Platform project/)
    expect(
      summarizeProposal(
        draft({ clientName: 'A', projectTitle: 'B', projectType: 'SEO Optimization' }),
        now,
      ).overview,
    ).toMatch(/^B is an SEO Optimization project/)
    expect(
      summarizeProposal(
        draft({ clientName: 'A', projectTitle: 'B', projectType: 'Custom Software' }),
        now,
      ).overview,
    ).toMatch(/^B is a Custom Software project/)
  })
})

describe('proposalFileName', () => {
  it('is a safe, readable file name', () => {
    expect(
      proposalFileName({ preparedFor: 'Zoë & Sons (Pty) Ltd', title: '../../etc/passwd' }),
    ).toBe('proposal-zoe-sons-pty-ltd-etc-passwd.pdf')
    expect(proposalFileName({ preparedFor: '!!!', title: '' })).toBe('proposal.pdf')
  })
})

describe('renderProposalPdf', () => {
  it('produces a real PDF with the proposal’s content', async () => {
    const summary = summarizeProposal(
      draft({
        clientName: 'Thandi Mokoena',
        projectTitle: 'Loyalty App',
        budget: '250000',
        features: ['Mobile App', 'User Authentication'],
      }),
      new Date('2026-03-05T10:00:00+02:00'),
    )
    const blob = await renderProposalPdf(summary, {
      name: 'Kaya Digital',
      email: 'info@kayadigital.co.za',
    })
    const bytes = Buffer.from(await blob.arrayBuffer())
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const text = pdfText(bytes)
    for (const expected of [
      'Thandi Mokoena',
      'Loyalty App',
      'R250,000',
      'Mobile App',
      'User Authentication',
      'Kaya Digital',
      'info@kayadigital.co.za',
    ]) {
      expect(text.replace(/\s+/g, ' ')).toContain(expected)
    }
  }, 30_000)
})

describe('pdfSafeText', () => {
  it('keeps everything the built-in PDF font can draw', () => {
    const text = 'Zoë Nel-Pretorius & Sôns — “Café” R1,500 € 50% 30°'
    expect(pdfSafeText(text)).toBe(text)
  })

  it('drops accents it cannot draw and symbols it has no glyph for, instead of printing wrong glyphs', () => {
    expect(pdfSafeText('Nguyễn Ŝite ✓ 🚀 Launch')).toBe('Nguyen Site Launch')
  })

  it('keeps line breaks and turns tabs into spaces', () => {
    expect(pdfSafeText('a\r\nb\tc')).toBe('a\nb c')
  })
})

describe('renderProposalPdf with names from outside Windows-1252', () => {
  it('prints them without their accents rather than as wrong glyphs', async () => {
    const summary = summarizeProposal(
      draft({ clientName: 'Nguyễn Trading', projectTitle: 'Zoë’s Bakery' }),
      new Date('2026-03-05T10:00:00+02:00'),
    )
    const blob = await renderProposalPdf(summary, {
      name: 'Kaya Digital',
      email: 'info@kayadigital.co.za',
    })
    const text = pdfText(Buffer.from(await blob.arrayBuffer())).replace(/\s+/g, ' ')
    expect(text).toContain('Nguyen Trading')
    expect(text).toContain('Zoë')
  }, 30_000)
})
