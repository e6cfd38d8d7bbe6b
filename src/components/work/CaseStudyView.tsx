import { imageFromMedia } from '@/components/site/media'
import { NativeImage } from '@/components/site/NativeImage'
import { RichText } from '@/components/site/RichText'
import { ServiceSummaryCard } from '@/components/site/ServiceCard'
import { CardGrid, DetailSection } from '@/components/site/Section'
import { Container } from '@/components/ui/Container'
import { servicesOf } from '@/data/caseStudies'
import { formatMonth } from '@/lib/agencyTime'
import type { CaseStudy } from '@/payload-types'
import { PATHS } from '@/utilities/paths'
import { industryLabel } from '@/validation/industries'

import { TestimonialQuote } from './TestimonialQuote'

/** One case study: who and when, the results, challenge, approach, outcome, gallery, quote, services. */
export function CaseStudyView({ caseStudy }: { caseStudy: CaseStudy }) {
  const logo = imageFromMedia(caseStudy.clientLogo)
  const services = servicesOf(caseStudy)
  const testimonial = typeof caseStudy.testimonial === 'object' ? caseStudy.testimonial : null
  const gallery = (caseStudy.gallery ?? []).flatMap((media) => imageFromMedia(media) ?? [])
  return (
    <>
      <section className="border-b border-slate-200 bg-slate-50">
        <Container className="py-12 sm:py-16">
          <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
            <ol className="flex flex-wrap items-center gap-2">
              <li>
                <a href={PATHS.work} className="hover:text-brand-700 hover:underline">
                  Our work
                </a>
              </li>
              <li aria-hidden="true">/</li>
              <li aria-current="page" className="font-medium text-slate-900">
                {caseStudy.title}
              </li>
            </ol>
          </nav>
          <div className="mt-8 flex flex-col gap-6 sm:flex-row sm:items-start">
            {logo ? (
              <NativeImage
                image={logo}
                alt={`${caseStudy.clientName} logo`}
                width={96}
                className="size-24 shrink-0 rounded-2xl object-cover"
              />
            ) : null}
            <div className="max-w-3xl">
              <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
                {caseStudy.title}
              </h1>
              <p className="mt-4 text-lg leading-8 text-slate-600">{caseStudy.summary}</p>
              <dl className="mt-6 flex flex-wrap gap-x-8 gap-y-3 text-sm">
                <div>
                  <dt className="text-slate-600">Client</dt>
                  <dd className="font-semibold text-slate-900">{caseStudy.clientName}</dd>
                </div>
                <div>
                  <dt className="text-slate-600">Industry</dt>
                  <dd>
                    <a
                      href={PATHS.workByIndustry(caseStudy.industry)}
                      className="font-semibold text-brand-700 underline"
                    >
                      {industryLabel(caseStudy.industry)}
                    </a>
                  </dd>
                </div>
                <div>
                  <dt className="text-slate-600">Went live</dt>
                  <dd className="font-semibold text-slate-900">
                    <time dateTime={caseStudy.projectDate.slice(0, 10)}>
                      {formatMonth(caseStudy.projectDate)}
                    </time>
                  </dd>
                </div>
              </dl>
            </div>
          </div>
        </Container>
      </section>

      <Container className="space-y-16 py-16">
        {caseStudy.results?.length ? (
          <section aria-labelledby="results-heading">
            <h2 id="results-heading" className="sr-only">
              Results
            </h2>
            <dl className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {caseStudy.results.map((result, index) => (
                <div
                  key={result.id ?? index}
                  className="flex flex-col-reverse rounded-2xl bg-brand-50 p-6"
                >
                  <dt className="mt-2 text-slate-700">{result.label}</dt>
                  <dd className="text-4xl font-extrabold text-brand-700">{result.figure}</dd>
                </div>
              ))}
            </dl>
          </section>
        ) : null}

        <div className="grid gap-12 lg:grid-cols-3">
          <DetailSection id="challenge-heading" title="The challenge">
            <RichText data={caseStudy.challenge} />
          </DetailSection>
          <DetailSection id="approach-heading" title="Our approach">
            <RichText data={caseStudy.approach} />
          </DetailSection>
          <DetailSection id="outcome-heading" title="The outcome">
            <RichText data={caseStudy.outcome} />
          </DetailSection>
        </div>

        {testimonial ? <TestimonialQuote testimonial={testimonial} /> : null}

        {gallery.length ? (
          <DetailSection id="gallery-heading" title="Gallery" className="below-fold">
            <ul className="grid gap-6 sm:grid-cols-2">
              {gallery.map((image) => (
                <li key={image.src}>
                  <NativeImage
                    image={image}
                    sizes="(min-width: 640px) 50vw, 100vw"
                    className="h-auto w-full rounded-2xl shadow-md"
                  />
                </li>
              ))}
            </ul>
          </DetailSection>
        ) : null}

        {services.length ? (
          <DetailSection id="services-heading" title="Services we delivered" className="below-fold">
            <CardGrid columns={3}>
              {services.map((service) => (
                <li key={service.id}>
                  <ServiceSummaryCard service={service} />
                </li>
              ))}
            </CardGrid>
          </DetailSection>
        ) : null}
      </Container>
    </>
  )
}
