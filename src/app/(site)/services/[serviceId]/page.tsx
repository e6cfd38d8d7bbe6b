import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { PreviewBanner } from '@/components/services/PreviewBanner'
import { ServiceDetails } from '@/components/services/ServiceDetails'
import { ServiceHero } from '@/components/services/ServiceHero'
import { ServiceJsonLd } from '@/components/services/ServiceJsonLd'
import { CtaActions, CtaBand } from '@/components/site/CtaBand'
import { Section } from '@/components/site/Section'
import { CaseStudyGrid } from '@/components/work/CaseStudyCard'
import { ButtonLink } from '@/components/ui/Button'
import { getServiceCaseStudies } from '@/data/caseStudies'
import { getService, getServices, getSiteSettings } from '@/data/content'
import { readService } from '@/data/drafts'
import { absoluteUrl, getSiteUrl, pageMetadata, shareImageFromMedia } from '@/data/seo'
import { formatFromPrice } from '@/lib/formatRand'
import { PATHS } from '@/utilities/paths'

type Props = { params: Promise<{ serviceId: string }> }

export async function generateStaticParams() {
  const services = await getServices()
  return services.map((service) => ({ serviceId: service.slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { serviceId } = await params
  const service = await getService(serviceId)
  if (!service) return { title: 'Service Not Found', robots: { index: false } }
  return pageMetadata({
    title: service.seo?.title || service.title,
    description: service.seo?.description || service.description,
    path: PATHS.service(service.slug),
    image: shareImageFromMedia(service.image),
  })
}

export default async function ServicePage({ params }: Props) {
  const { service, preview } = await readService((await params).serviceId)
  if (!service) notFound()

  const path = PATHS.service(service.slug)
  const [settings, siteUrl, url, caseStudies] = await Promise.all([
    getSiteSettings(),
    getSiteUrl(),
    absoluteUrl(path),
    getServiceCaseStudies(service.id),
  ])
  const price = formatFromPrice(service.price)

  return (
    <>
      <ServiceJsonLd service={service} url={url} brandName={settings.brandName} siteUrl={siteUrl} />
      {preview ? <PreviewBanner published={service._status === 'published'} path={path} /> : null}
      <ServiceHero service={service} price={price} />
      <ServiceDetails service={service} />
      {caseStudies.length ? (
        <Section id="service-work-heading" title="Our work" muted>
          <CaseStudyGrid caseStudies={caseStudies} headingLevel="h3" compact />
          <p className="mt-10 text-center">
            <a
              href={PATHS.workByService(service.slug)}
              className="font-semibold text-brand-700 underline"
            >
              All {service.title.toLowerCase()} case studies
            </a>
          </p>
        </Section>
      ) : null}
      <CtaBand
        id="service-cta-heading"
        title={<>Ready to start your {service.title.toLowerCase()} project?</>}
        text={
          <>
            {price}. Tell us about your goals and we will reply within {settings.replyHours} hours
            with a detailed quote and timeline.
          </>
        }
      >
        <CtaActions>
          <ButtonLink href={PATHS.quote(service)} variant="inverse" size="lg">
            Request a Quote<span className="sr-only"> for {service.title}</span>
          </ButtonLink>
          <ButtonLink href={PATHS.clientPortal} variant="inverseOutline" size="lg">
            Visit the Client Portal
          </ButtonLink>
        </CtaActions>
      </CtaBand>
    </>
  )
}
