import { JsonLd } from '@/components/site/JsonLd'
import type { Service } from '@/payload-types'

const UNIT_TEXT: Record<Service['price']['unit'], string | undefined> = {
  once: undefined,
  month: 'MONTH',
  year: 'ANN',
  hour: 'HUR',
}

/** schema.org Service with its starting price, for search results. */
export function ServiceJsonLd({
  service,
  url,
  brandName,
  siteUrl,
}: {
  service: Service
  url: string
  brandName: string
  siteUrl: string
}) {
  return (
    <JsonLd
      data={{
        '@type': 'Service',
        name: service.title,
        serviceType: service.title,
        description: service.description,
        url,
        areaServed: { '@type': 'Country', name: 'South Africa' },
        provider: { '@type': 'Organization', name: brandName, url: siteUrl },
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
  )
}
