import { JsonLd } from '@/components/site/JsonLd'
import type { SiteSetting } from '@/payload-types'

/** schema.org Organization: who we are and how to reach us, for search results. */
export function OrganizationJsonLd({
  settings,
  siteUrl,
  description,
}: {
  settings: SiteSetting
  siteUrl: string
  description: string
}) {
  return (
    <JsonLd
      data={{
        '@type': 'Organization',
        name: settings.brandName,
        url: siteUrl,
        description,
        foundingDate: String(settings.foundedYear),
        email: settings.contactEmail,
        telephone: settings.phone ?? undefined,
        address: settings.address
          ? { '@type': 'PostalAddress', streetAddress: settings.address, addressCountry: 'ZA' }
          : undefined,
        areaServed: { '@type': 'Country', name: 'South Africa' },
        sameAs: settings.socialUrl ? [settings.socialUrl] : undefined,
      }}
    />
  )
}
