import type { Metadata } from 'next'
import { draftMode, headers } from 'next/headers'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { JsonLd } from '@/components/site/JsonLd'
import { LazyImage } from '@/components/site/LazyImage'
import { imageFromMedia } from '@/components/site/media'
import { RichText } from '@/components/site/RichText'
import { ServiceIcon } from '@/components/site/ServiceIcon'
import { Badge } from '@/components/ui/Badge'
import { ButtonLink } from '@/components/ui/Button'
import { Container } from '@/components/ui/Container'
import { getService, getServiceDraft, getServices, getSiteSettings } from '@/data/content'
import { getPayloadClient } from '@/data/payload'
import { absoluteUrl, getSiteUrl, pageMetadata, shareImageFromMedia } from '@/data/seo'
import { formatFromPrice } from '@/lib/formatRand'
import type { Service } from '@/payload-types'
import { cn } from '@/utilities/cn'
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

/** Staff previewing a draft see the latest version; everyone else the published one. */
async function loadService(serviceId: string): Promise<{ service: Service | null; preview: boolean }> {
  const { isEnabled } = await draftMode()
  if (!isEnabled) return { service: await getService(serviceId), preview: false }
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  // A stale draft-mode cookie without a staff session falls back to the public version.
  const service = await getServiceDraft(serviceId, user)
  return { service, preview: Boolean(user) }
}

const UNIT_TEXT: Record<Service['price']['unit'], string | undefined> = {
  once: undefined,
  month: 'MONTH',
  year: 'ANN',
  hour: 'HUR',
}

function Section({ id, title, children, className }: { id: string; title: string; children: React.ReactNode; className?: string }) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {title}
      </h2>
      <div className="mt-6">{children}</div>
    </section>
  )
}

function CheckList({ items, columns = false }: { items: { text: string; id?: string | null }[]; columns?: boolean }) {
  return (
    <ul className={cn('checks checks-lg text-slate-700', columns ? 'grid gap-3 sm:grid-cols-2' : 'space-y-3')}>
      {items.map((item, index) => (
        <li key={item.id ?? index}>{item.text}</li>
      ))}
    </ul>
  )
}

export default async function ServicePage({ params }: Props) {
  const { serviceId } = await params
  const { service, preview } = await loadService(serviceId)
  if (!service) notFound()

  const [settings, siteUrl, url] = await Promise.all([getSiteSettings(), getSiteUrl(), absoluteUrl(PATHS.service(service.slug))])
  const image = imageFromMedia(service.image)
  const price = formatFromPrice(service.price)

  return (
    <>
      <JsonLd
        data={{
          '@type': 'Service',
          name: service.title,
          serviceType: service.title,
          description: service.description,
          url,
          areaServed: { '@type': 'Country', name: 'South Africa' },
          provider: { '@type': 'Organization', name: settings.brandName, url: siteUrl },
          offers: {
            '@type': 'Offer',
            priceCurrency: 'ZAR',
            price: service.price.amount,
            url,
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              priceCurrency: 'ZAR',
              minPrice: service.price.amount,
              unitText: UNIT_TEXT[service.price.unit],
            },
          },
        }}
      />
      {preview ? (
        <div role="status" className="bg-yellow-100 text-yellow-900">
          <Container className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
            <span>
              You are previewing the latest draft ({service._status === 'published' ? 'published' : 'not yet published'}).
            </span>
            <a href={`/next/exit-preview?${new URLSearchParams({ path: PATHS.service(service.slug) })}`} className="font-semibold underline">
              Exit preview
            </a>
          </Container>
        </div>
      ) : null}

      <section className="border-b border-slate-200 bg-slate-50">
        <Container className="py-12 sm:py-16">
          <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
            <ol className="flex flex-wrap items-center gap-2">
              <li>
                <Link href={PATHS.services} className="hover:text-brand-700 hover:underline">
                  Services
                </Link>
              </li>
              <li aria-hidden="true">/</li>
              <li aria-current="page" className="font-medium text-slate-900">
                {service.title}
              </li>
            </ol>
          </nav>
          <div className="mt-8 flex flex-col gap-6 sm:flex-row sm:items-start">
            <span className="grid size-16 shrink-0 place-items-center rounded-2xl bg-brand-600 text-white">
              <ServiceIcon name={service.icon} className="size-8" />
            </span>
            <div className="max-w-3xl">
              <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{service.title}</h1>
              <p className="mt-4 text-lg leading-8 text-slate-600">{service.description}</p>
              <dl className="mt-6 flex flex-wrap gap-3">
                <div className="flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm shadow-sm ring-1 ring-slate-200">
                  <dt className="text-slate-600">Timeline:</dt>
                  <dd className="font-semibold text-slate-900">{service.timeline}</dd>
                </div>
                <div className="flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm shadow-sm ring-1 ring-slate-200">
                  <dt className="text-slate-600">Starting price:</dt>
                  <dd className="font-semibold text-brand-700">{price}</dd>
                </div>
              </dl>
              <div className="mt-8 flex flex-col gap-3 sm:flex-row">
                <ButtonLink href={PATHS.quote(service)} size="lg">
                  Get Quote
                </ButtonLink>
                <ButtonLink href={PATHS.clientPortal} variant="outline" size="lg">
                  Client Portal
                </ButtonLink>
              </div>
            </div>
          </div>
        </Container>
      </section>

      <Container className="space-y-16 py-16">
        <div className="grid gap-10 lg:grid-cols-5">
          <Section id="overview-heading" title="Overview" className="lg:col-span-3">
            {service.longDescription ? <RichText data={service.longDescription} /> : <p className="text-slate-700">{service.description}</p>}
          </Section>
          {image ? (
            <LazyImage {...image} sizes="(min-width: 1024px) 480px, 100vw" className="self-start rounded-2xl shadow-md lg:col-span-2" />
          ) : null}
        </div>

        {service.detailFeatures?.length ? (
          <Section id="included-heading" title="What's Included">
            <CheckList items={service.detailFeatures} columns />
          </Section>
        ) : null}

        {service.benefits?.length ? (
          <Section id="benefits-heading" title="Key Benefits">
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {service.benefits.map((benefit, index) => (
                <li key={benefit.id ?? index} className="rounded-xl border border-slate-200 bg-white p-5 text-slate-700 shadow-sm">
                  {benefit.text}
                </li>
              ))}
            </ul>
          </Section>
        ) : null}

        {service.process?.length ? (
          <Section id="process-heading" title="Our Process">
            <ol className="grid gap-4 md:grid-cols-5">
              {service.process.map((step, index) => (
                <li key={step.id ?? index} className="rounded-xl bg-slate-50 p-5">
                  <span aria-hidden="true" className="grid size-9 place-items-center rounded-full bg-brand-600 text-sm font-bold text-white">
                    {index + 1}
                  </span>
                  <h3 className="mt-3 font-semibold text-slate-900">
                    <span className="sr-only">Step {index + 1}: </span>
                    {step.title}
                  </h3>
                  <p className="mt-2 text-sm leading-6 text-slate-600">{step.description}</p>
                </li>
              ))}
            </ol>
          </Section>
        ) : null}

        <div className="grid gap-10 lg:grid-cols-2">
          {service.technologies?.length ? (
            <Section id="technologies-heading" title="Technologies">
              <ul className="flex flex-wrap gap-2">
                {service.technologies.map((technology, index) => (
                  <li key={technology.id ?? index}>
                    <Badge tone="neutral" className="px-3 py-1 text-sm">
                      {technology.text}
                    </Badge>
                  </li>
                ))}
              </ul>
            </Section>
          ) : null}
          {service.deliverables?.length ? (
            <Section id="deliverables-heading" title="Deliverables">
              <CheckList items={service.deliverables} />
            </Section>
          ) : null}
        </div>

        {service.guarantee ? (
          <section aria-labelledby="guarantee-heading" className="rounded-2xl border border-green-200 bg-green-50 p-8">
            <h2 id="guarantee-heading" className="text-2xl font-bold text-green-900">
              Our Guarantee
            </h2>
            <p className="mt-3 text-green-900">{service.guarantee}</p>
          </section>
        ) : null}
      </Container>

      <section aria-labelledby="service-cta-heading" className="bg-brand-700 py-16 text-white">
        <Container className="text-center">
          <h2 id="service-cta-heading" className="text-3xl font-bold tracking-tight">
            Ready to start your {service.title.toLowerCase()} project?
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">
            {price}. Tell us about your goals and we will reply within {settings.replyHours} hours with a detailed quote and timeline.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-4 sm:flex-row">
            <ButtonLink href={PATHS.quote(service)} variant="inverse" size="lg">
              Request a Quote<span className="sr-only"> for {service.title}</span>
            </ButtonLink>
            <ButtonLink href={PATHS.clientPortal} variant="inverseOutline" size="lg">
              Visit the Client Portal
            </ButtonLink>
          </div>
        </Container>
      </section>
    </>
  )
}
