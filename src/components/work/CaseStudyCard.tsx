import { imageFromMedia } from '@/components/site/media'
import { CardGrid } from '@/components/site/Section'
import { NativeImage } from '@/components/site/NativeImage'
import { Badge } from '@/components/ui/Badge'
import { ArrowRightIcon } from '@/components/ui/icons'
import { servicesOf } from '@/data/caseStudies'
import type { CaseStudy } from '@/payload-types'
import { PATHS } from '@/utilities/paths'
import { industryLabel } from '@/validation/industries'

/**
 * One case study in a list (/work, its filters, a service page, the case studies block): client,
 * industry, title, summary, the headline result and what we delivered.
 */
export function CaseStudyCard({
  caseStudy,
  headingLevel = 'h2',
  compact = false,
}: {
  caseStudy: CaseStudy
  headingLevel?: 'h2' | 'h3'
  /** Client, title and headline result only: a service page stays within the HTML budget. */
  compact?: boolean
}) {
  const Heading = headingLevel
  const logo = imageFromMedia(caseStudy.clientLogo)
  const [headline] = caseStudy.results ?? []
  const services = servicesOf(caseStudy)
  return (
    <article className="card below-fold case-study-card">
      <div className="flex items-center justify-between gap-4">
        <p className="text-sm font-medium text-slate-700">{caseStudy.clientName}</p>
        <Badge tone="neutral">{industryLabel(caseStudy.industry)}</Badge>
      </div>
      {logo && !compact ? (
        <NativeImage
          image={logo}
          alt=""
          width={64}
          className="mt-4 size-16 rounded-lg object-cover"
        />
      ) : null}
      <Heading className="card-title mt-4">
        <a href={PATHS.caseStudy(caseStudy.slug)}>{caseStudy.title}</a>
      </Heading>
      {compact ? null : <p className="card-text mt-2 flex-1">{caseStudy.summary}</p>}
      {headline ? (
        <p className="mt-4 text-sm text-slate-700">
          <strong className="text-2xl font-extrabold text-brand-700">{headline.figure}</strong>{' '}
          {headline.label}
        </p>
      ) : null}
      {services.length && !compact ? (
        <p className="mt-4 text-xs text-slate-600">
          <span className="sr-only">Services: </span>
          {services.map((service) => service.title).join(' · ')}
        </p>
      ) : null}
      {compact ? null : (
        <a href={PATHS.caseStudy(caseStudy.slug)} className="card-more">
          Read the case study<span className="sr-only">{`: ${caseStudy.title}`}</span>
          <ArrowRightIcon />
        </a>
      )}
    </article>
  )
}

/** Case study cards in the site's card grid, or a line saying there are none yet. */
export function CaseStudyGrid({
  caseStudies,
  headingLevel,
  empty = 'No case studies here yet.',
  compact,
}: {
  caseStudies: readonly CaseStudy[]
  headingLevel?: 'h2' | 'h3'
  empty?: string
  compact?: boolean
}) {
  if (!caseStudies.length) return <p className="text-center text-slate-600">{empty}</p>
  return (
    <CardGrid columns={3}>
      {caseStudies.map((caseStudy) => (
        <li key={caseStudy.id}>
          <CaseStudyCard caseStudy={caseStudy} headingLevel={headingLevel} compact={compact} />
        </li>
      ))}
    </CardGrid>
  )
}
