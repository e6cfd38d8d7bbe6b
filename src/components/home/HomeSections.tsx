import { CheckPoint } from '@/components/site/CheckList'
import { CardGrid, Section } from '@/components/site/Section'
import { ServiceSummaryCard } from '@/components/site/ServiceCard'
import { SplitSection } from '@/components/site/SplitSection'
import { ArrowRightIcon } from '@/components/ui/icons'
import type { HomePage, Service } from '@/payload-types'

const HOME_SERVICE_COUNT = 6

/** Six service cards: the ones marked for the home page first, topped up with the rest in order. */
export function HomeServices({
  intro,
  services,
}: {
  intro: HomePage['servicesIntro']
  services: Service[]
}) {
  const featured = services.filter((service) => service.showOnHome)
  const others =
    featured.length >= HOME_SERVICE_COUNT ? [] : services.filter((service) => !service.showOnHome)
  const cards = [...featured, ...others].slice(0, HOME_SERVICE_COUNT)
  return (
    <Section id="services-heading" title={intro.heading} intro={intro.text} className="below-fold">
      <CardGrid columns={3}>
        {cards.map((service) => (
          <li key={service.id}>
            <ServiceSummaryCard service={service} />
          </li>
        ))}
      </CardGrid>
    </Section>
  )
}

export function HomeWhyChoose({ whyChoose }: { whyChoose: HomePage['whyChoose'] }) {
  return (
    <SplitSection
      id="why-heading"
      title={whyChoose.heading}
      image={whyChoose.image}
      className="below-fold bg-slate-50"
    >
      {whyChoose.text ? <p className="section-intro">{whyChoose.text}</p> : null}
      <ul className="mt-8 space-y-5">
        {(whyChoose.features ?? []).map((feature, index) => (
          <CheckPoint
            key={feature.id ?? index}
            title={feature.title}
            description={feature.description}
            badgeClassName="mt-1 size-7"
          />
        ))}
      </ul>
    </SplitSection>
  )
}

export function HomeTools({ tools }: { tools: HomePage['tools'] }) {
  return (
    <Section id="tools-heading" title={tools.heading} intro={tools.text} className="below-fold">
      <CardGrid columns={4}>
        {(tools.items ?? []).map((tool, index) => (
          <li key={tool.id ?? index}>
            <a
              href={tool.href}
              className="card group flex h-full flex-col p-6 transition-shadow hover:shadow-md"
            >
              <h3 className="text-lg font-semibold text-slate-900 group-hover:text-brand-700">
                {tool.title}
              </h3>
              <p className="mt-2 flex-1 text-sm leading-6 text-slate-600">{tool.description}</p>
              <span
                aria-hidden="true"
                className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700"
              >
                Try it free <ArrowRightIcon />
              </span>
            </a>
          </li>
        ))}
      </CardGrid>
    </Section>
  )
}
