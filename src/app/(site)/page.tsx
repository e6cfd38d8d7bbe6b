import type { Metadata } from 'next'
import Link from 'next/link'

import { LazyImage } from '@/components/site/LazyImage'
import { imageFromMedia } from '@/components/site/media'
import { ServiceSummaryCard } from '@/components/site/ServiceCard'
import { ArrowRightIcon, CheckIcon, StarIcon } from '@/components/site/ServiceIcon'
import { ButtonLink } from '@/components/ui/Button'
import { Container } from '@/components/ui/Container'
import { getHomePage, getServices, getSiteSettings } from '@/data/content'
import { DEFAULT_TITLE, pageMetadata } from '@/data/seo'
import { formatMarketingFigures } from '@/lib/marketingFigures'
import { PATHS } from '@/utilities/paths'

const HOME_SERVICE_COUNT = 6

export async function generateMetadata(): Promise<Metadata> {
  const home = await getHomePage()
  const { title: _title, ...metadata } = await pageMetadata({ title: DEFAULT_TITLE, description: home.hero.subheading, path: PATHS.home })
  // The layout's default title is this page's title, brand included; the template would not apply to it.
  return metadata
}

export default async function HomePage() {
  const [home, services, settings] = await Promise.all([getHomePage(), getServices(), getSiteSettings()])
  const featured = services.filter((service) => service.showOnHome)
  const cards = (featured.length >= HOME_SERVICE_COUNT ? featured : [...featured, ...services.filter((s) => !s.showOnHome)]).slice(
    0,
    HOME_SERVICE_COUNT,
  )
  const figures = formatMarketingFigures(settings)
  const whyImage = imageFromMedia(home.whyChoose.image)

  return (
    <>
      <section className="bg-gradient-to-br from-brand-900 via-brand-700 to-brand-600 text-white">
        <Container className="py-20 sm:py-28">
          <div className="max-w-3xl">
            {home.hero.eyebrow ? (
              <p className="text-sm font-semibold uppercase tracking-wider text-brand-100">{home.hero.eyebrow}</p>
            ) : null}
            <h1 className="mt-4 text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl lg:text-6xl">{home.hero.heading}</h1>
            <p className="mt-6 text-lg leading-8 text-brand-50 sm:text-xl">{home.hero.subheading}</p>
            <div className="mt-10 flex flex-col gap-4 sm:flex-row">
              <ButtonLink href={PATHS.contact} variant="inverse" size="lg">
                Start Your Project
              </ButtonLink>
              <ButtonLink href={PATHS.clientPortal} variant="inverseOutline" size="lg">
                View Our Work
              </ButtonLink>
            </div>
            <dl className="mt-12 grid max-w-xl grid-cols-3 gap-6 border-t border-white/20 pt-8">
              <div>
                <dt className="text-sm text-brand-100">Client rating</dt>
                <dd className="mt-1 flex items-center gap-1 text-2xl font-bold">
                  <StarIcon className="size-5 text-yellow-300" />
                  {figures.rating}
                </dd>
              </div>
              <div>
                <dt className="text-sm text-brand-100">Happy clients</dt>
                <dd className="mt-1 text-2xl font-bold">{figures.happyClients}</dd>
              </div>
              <div>
                <dt className="text-sm text-brand-100">Years experience</dt>
                <dd className="mt-1 text-2xl font-bold">{figures.yearsExperience}</dd>
              </div>
            </dl>
          </div>
        </Container>
      </section>

      <section aria-labelledby="services-heading" className="py-20">
        <Container>
          <div className="mx-auto max-w-2xl text-center">
            <h2 id="services-heading" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
              {home.servicesIntro.heading}
            </h2>
            {home.servicesIntro.text ? <p className="mt-4 text-lg text-slate-600">{home.servicesIntro.text}</p> : null}
          </div>
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {cards.map((service) => (
              <li key={service.id}>
                <ServiceSummaryCard service={service} />
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="why-heading" className="bg-slate-50 py-20">
        <Container className="grid items-center gap-12 lg:grid-cols-2">
          <div>
            <h2 id="why-heading" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
              {home.whyChoose.heading}
            </h2>
            {home.whyChoose.text ? <p className="mt-4 text-lg text-slate-600">{home.whyChoose.text}</p> : null}
            <ul className="mt-8 space-y-5">
              {(home.whyChoose.features ?? []).map((feature, index) => (
                <li key={feature.id ?? index} className="flex gap-4">
                  <span className="mt-1 grid size-7 shrink-0 place-items-center rounded-full bg-green-100 text-green-800">
                    <CheckIcon className="size-4" />
                  </span>
                  <div>
                    <h3 className="font-semibold text-slate-900">{feature.title}</h3>
                    <p className="mt-1 text-sm leading-6 text-slate-600">{feature.description}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
          {whyImage ? (
            <LazyImage {...whyImage} sizes="(min-width: 1024px) 600px, 100vw" className="rounded-2xl shadow-lg" />
          ) : null}
        </Container>
      </section>

      <section aria-labelledby="tools-heading" className="py-20">
        <Container>
          <div className="mx-auto max-w-2xl text-center">
            <h2 id="tools-heading" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
              {home.tools.heading}
            </h2>
            {home.tools.text ? <p className="mt-4 text-lg text-slate-600">{home.tools.text}</p> : null}
          </div>
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {(home.tools.items ?? []).map((tool, index) => (
              <li key={tool.id ?? index}>
                <Link
                  href={tool.href}
                  className="card group flex h-full flex-col p-6 transition-shadow hover:shadow-md"
                >
                  <h3 className="text-lg font-semibold text-slate-900 group-hover:text-brand-700">{tool.title}</h3>
                  <p className="mt-2 flex-1 text-sm leading-6 text-slate-600">{tool.description}</p>
                  <span aria-hidden="true" className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
                    Try it free <ArrowRightIcon />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="cta-heading" className="bg-brand-700 py-20 text-white">
        <Container className="text-center">
          <h2 id="cta-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {home.cta.heading}
          </h2>
          {home.cta.text ? <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">{home.cta.text}</p> : null}
          <div className="mt-10 flex flex-col justify-center gap-4 sm:flex-row">
            <ButtonLink href={PATHS.contact} variant="inverse" size="lg">
              Get Free Consultation
            </ButtonLink>
            <ButtonLink href={PATHS.services} variant="inverseOutline" size="lg">
              Explore Services
            </ButtonLink>
          </div>
        </Container>
      </section>
    </>
  )
}
