import { Container } from '@/components/ui/Container'
import { servicesOf } from '@/data/caseStudies'
import type { CaseStudy } from '@/payload-types'
import { PATHS } from '@/utilities/paths'
import { INDUSTRY_OPTIONS, type Industry } from '@/validation/industries'

import { CaseStudyGrid } from './CaseStudyCard'

export type WorkFilter = { service: string } | { industry: Industry } | null

type FilterLink = { href: string; label: string; current: boolean }

/** The services and industries that have at least one case study, each a link to its own page. */
function filterLinks(caseStudies: readonly CaseStudy[], filter: WorkFilter) {
  const services = new Map<string, string>()
  const industries = new Set<Industry>()
  for (const caseStudy of caseStudies) {
    industries.add(caseStudy.industry)
    for (const service of servicesOf(caseStudy)) services.set(service.slug, service.title)
  }
  const byService: FilterLink[] = [...services]
    .sort(([, a], [, b]) => a.localeCompare(b))
    .map(([slug, title]) => ({
      href: PATHS.workByService(slug),
      label: title,
      current: filter !== null && 'service' in filter && filter.service === slug,
    }))
  const byIndustry: FilterLink[] = INDUSTRY_OPTIONS.filter(({ value }) =>
    industries.has(value),
  ).map(({ value, label }) => ({
    href: PATHS.workByIndustry(value),
    label,
    current: filter !== null && 'industry' in filter && filter.industry === value,
  }))
  return { byService, byIndustry }
}

function FilterList({ id, title, links }: { id: string; title: string; links: FilterLink[] }) {
  return (
    <div>
      <h2 id={id} className="text-sm font-semibold text-slate-900">
        {title}
      </h2>
      <ul aria-labelledby={id} className="mt-3 flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              aria-current={link.current ? 'page' : undefined}
              className="filter-pill"
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * /work and its filter pages. The filters are links to prerendered pages, so they work without
 * JavaScript and no visit renders on request. `all` is every case study (the filters' choices),
 * `shown` those of the current filter.
 */
export function WorkView({
  all,
  shown,
  filter,
  heading,
}: {
  all: readonly CaseStudy[]
  shown: readonly CaseStudy[]
  filter: WorkFilter
  heading: string
}) {
  const { byService, byIndustry } = filterLinks(all, filter)
  return (
    <>
      <section className="border-b border-slate-200 bg-slate-50">
        <Container className="py-16 text-center sm:py-20">
          <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            {heading}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600">
            Projects we delivered for South African businesses: the problem they brought us, what we
            built, and what changed in figures.
          </p>
        </Container>
      </section>
      <Container className="py-12">
        <nav aria-label="Filter case studies" className="grid gap-6 md:grid-cols-2">
          <FilterList id="filter-service" title="By service" links={byService} />
          <FilterList id="filter-industry" title="By industry" links={byIndustry} />
        </nav>
        {filter ? (
          <p className="mt-6">
            <a href={PATHS.work} className="text-sm font-semibold text-brand-700 underline">
              Show all case studies
            </a>
          </p>
        ) : null}
      </Container>
      <section aria-label="Case studies" className="pb-20">
        <Container>
          <CaseStudyGrid caseStudies={shown} />
        </Container>
      </section>
    </>
  )
}
