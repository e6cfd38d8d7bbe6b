import { CardGrid, Section } from '@/components/site/Section'
import { ServiceSummaryCard } from '@/components/site/ServiceCard'
import { getServices } from '@/data/content'
import type { Service } from '@/payload-types'

import { headingId, type BlockProps } from './types'

/** A chosen service that was unpublished since is left out (the relation then holds an id only). */
const published = (services: (string | Service)[] | null | undefined): Service[] =>
  (services ?? []).filter((service): service is Service => typeof service === 'object')

export async function ServicesBlock({ block, index }: BlockProps<'services'>) {
  const services = block.show === 'chosen' ? published(block.services) : await getServices()
  if (services.length === 0) return null
  const id = headingId(block, index)
  return (
    <Section id={id} title={block.heading} intro={block.intro}>
      <CardGrid columns={3}>
        {services.map((service) => (
          <li key={service.id}>
            <ServiceSummaryCard service={service} />
          </li>
        ))}
      </CardGrid>
    </Section>
  )
}
