import { PATHS } from '@/utilities/paths'

import { JsonLd } from './JsonLd'

/** schema.org WebSite with the site search, so search results can offer a search box. */
export function WebSiteJsonLd({ brandName, siteUrl }: { brandName: string; siteUrl: string }) {
  return (
    <JsonLd
      data={{
        '@type': 'WebSite',
        name: brandName,
        url: siteUrl,
        inLanguage: 'en-ZA',
        potentialAction: {
          '@type': 'SearchAction',
          target: {
            '@type': 'EntryPoint',
            urlTemplate: `${siteUrl}${PATHS.search}?q={search_term_string}`,
          },
          'query-input': 'required name=search_term_string',
        },
      }}
    />
  )
}
