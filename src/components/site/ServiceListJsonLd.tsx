import { absoluteUrl } from '@/data/seo'
import type { Service } from '@/payload-types'
import { PATHS } from '@/utilities/paths'

import { JsonLd } from './JsonLd'

/** schema.org ItemList of the services, in the order /services shows them. */
export async function ServiceListJsonLd({
  brandName,
  services,
}: {
  brandName: string
  services: Pick<Service, 'title' | 'slug'>[]
}) {
  const items = await Promise.all(
    services.map(async (service, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: service.title,
      url: await absoluteUrl(PATHS.service(service.slug)),
    })),
  )
  return (
    <JsonLd data={{ '@type': 'ItemList', name: `${brandName} services`, itemListElement: items }} />
  )
}
