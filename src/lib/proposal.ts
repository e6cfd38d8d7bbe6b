/** The proposal builder (spec §3, §4): one summary for the page preview and the PDF. */
import { formatRand } from './formatRand'

export const PROPOSAL_PROJECT_TYPES = [
  'Website Development',
  'Mobile App Development',
  'E-commerce Platform',
  'Custom Software',
  'Digital Marketing Campaign',
  'SEO Optimization',
  'Cloud Migration',
  'AI Integration',
] as const
export type ProposalProjectType = (typeof PROPOSAL_PROJECT_TYPES)[number]

export const PROPOSAL_FEATURES = [
  'Responsive Design',
  'SEO Optimization',
  'Content Management System',
  'User Authentication',
  'Payment Integration',
  'Analytics Integration',
  'Mobile App',
  'API Development',
  'Database Design',
  'Security Implementation',
  'Performance Optimization',
  'Third-party Integrations',
] as const
export type ProposalFeature = (typeof PROPOSAL_FEATURES)[number]

export const PROPOSAL_TIMELINES = [
  '2-4 weeks',
  '1-2 months',
  '2-3 months',
  '3-6 months',
  '6+ months',
] as const

export interface ProposalDraft {
  clientName: string
  projectTitle: string
  projectType: string
  description: string
  timeline: string
  /** Rand, as typed ('150000', 'R150 000', '150,000'). */
  budget: string
  features: string[]
  terms: string
}

export const EMPTY_PROPOSAL_DRAFT: ProposalDraft = {
  clientName: '',
  projectTitle: '',
  projectType: '',
  description: '',
  timeline: '',
  budget: '',
  features: [],
  terms: '',
}

export const TIMELINE_TO_BE_AGREED = 'To be agreed'
export const INVESTMENT_TO_BE_QUOTED = 'To be quoted'
export const DEFAULT_PROPOSAL_TERMS =
  '50% deposit on acceptance and 50% on completion. Prices exclude VAT. This proposal is valid for 30 days.'

export function canGenerateProposal(
  draft: Pick<ProposalDraft, 'clientName' | 'projectTitle'>,
): boolean {
  return draft.clientName.trim() !== '' && draft.projectTitle.trim() !== ''
}

/** A rand amount typed freely; null when it is not a positive number. */
export function parseBudget(text: string): number | null {
  const digits = text.replace(/^\s*R/i, '').replace(/[\s\u00a0,]/g, '')
  if (!/^\d+(\.\d+)?$/.test(digits)) return null
  const amount = Number(digits)
  return amount > 0 ? amount : null
}

export interface ProposalSummary {
  readonly title: string
  readonly preparedFor: string
  readonly projectType: string | null
  readonly overview: string
  readonly timeline: string
  readonly investment: string
  readonly features: readonly string[]
  readonly terms: string
  readonly preparedOn: string
}

const dateFormat = new Intl.DateTimeFormat('en-ZA', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
})

const isKnown = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value)

function defaultOverview(title: string, preparedFor: string, projectType: string | null): string {
  const kind = projectType
    ? `${/^([aeiou]|SEO\b)/i.test(projectType) ? 'an' : 'a'} ${projectType} project`
    : 'a project'
  return `${title} is ${kind} prepared for ${preparedFor}. We will agree the detailed scope with you in a short discovery session before work begins.`
}

/** The generated proposal; features keep the order of the option list whatever order they were ticked in. */
export function summarizeProposal(draft: ProposalDraft, now: Date = new Date()): ProposalSummary {
  const preparedFor = draft.clientName.trim()
  const title = draft.projectTitle.trim()
  const projectType = isKnown(PROPOSAL_PROJECT_TYPES, draft.projectType) ? draft.projectType : null
  const budget = parseBudget(draft.budget)
  const description = draft.description.trim()
  return {
    title,
    preparedFor,
    projectType,
    overview: description || defaultOverview(title, preparedFor, projectType),
    timeline: isKnown(PROPOSAL_TIMELINES, draft.timeline) ? draft.timeline : TIMELINE_TO_BE_AGREED,
    investment: budget === null ? INVESTMENT_TO_BE_QUOTED : formatRand(budget),
    features: PROPOSAL_FEATURES.filter((feature) => draft.features.includes(feature)),
    terms: draft.terms.trim() || DEFAULT_PROPOSAL_TERMS,
    preparedOn: dateFormat.format(now),
  }
}

const slugPart = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)

export function proposalFileName(summary: Pick<ProposalSummary, 'preparedFor' | 'title'>): string {
  const parts = [slugPart(summary.preparedFor), slugPart(summary.title)].filter(Boolean)
  return `proposal${parts.length ? `-${parts.join('-')}` : ''}.pdf`
}
