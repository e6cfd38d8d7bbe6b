import type { Metadata } from 'next'

import { CtaBand } from '@/components/site/CtaBand'
import { CardGrid } from '@/components/site/Section'
import { ServiceListCard } from '@/components/site/ServiceCard'
import { ServiceListJsonLd } from '@/components/site/ServiceListJsonLd'
import { ButtonLink } from '@/components/ui/Button'
import { Container } from '@/components/ui/Container'
import { getServices, getSiteSettings } from '@/data/content'
import { pageMetadata } from '@/data/seo'
import { PATHS } from '@/utilities/paths'

export async function generateMetadata(): Promise<Metadata> {
  const services = await getServices()
  return pageMetadata({
    title: 'Our Services',
    description: `${services.length} digital services for South African businesses: ${services
      .slice(0, 4)
      .map((service) => service.title.toLowerCase())
      .join(', ')} and more, with clear starting prices in rand.`,
    path: PATHS.services,
  })
}

export default async function ServicesPage() {
  const [services, settings] = await Promise.all([getServices(), getSiteSettings()])

  return (
    <>
      <ServiceListJsonLd brandName={settings.brandName} services={services} />
      <section className="border-b border-slate-200 bg-slate-50">
        <Container className="py-16 text-center sm:py-20">
          <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            Our Services
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600">
            Everything your business needs online, from one South African team. Every service starts
            with a free consultation and a written quote, with a reply within {settings.replyHours}{' '}
            hours.
          </p>
        </Container>
      </section>

      <section aria-label="All services" className="py-16">
        <Container>
          <CardGrid className="md:grid-cols-2 xl:grid-cols-3">
            {services.map((service) => (
              <li key={service.slug}>
                <ServiceListCard service={service} />
              </li>
            ))}
          </CardGrid>
        </Container>
      </section>

      <CtaBand
        id="custom-quote-heading"
        title="Need something that is not on the list?"
        text="Tell us what you have in mind and we will put together a package and a price that fit your goals."
      >
        <ButtonLink href={PATHS.contact} variant="inverse" size="lg" className="mt-8">
          Get Custom Quote
        </ButtonLink>
      </CtaBand>
    </>
  )
}
