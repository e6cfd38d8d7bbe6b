import { JsonLd } from '@/components/site/JsonLd'
import { servicesOf } from '@/data/caseStudies'
import type { CaseStudy } from '@/payload-types'
import { PATHS } from '@/utilities/paths'
import { industryLabel } from '@/validation/industries'

/**
 * schema.org CreativeWork: the project, who it was for and what it was about. Deliberately no
 * Review or rating: search engines refuse a business's reviews of itself.
 */
export function CaseStudyJsonLd({
  caseStudy,
  url,
  brandName,
  siteUrl,
  image,
}: {
  caseStudy: CaseStudy
  url: string
  brandName: string
  siteUrl: string
  image?: string
}) {
  const agency = { '@type': 'Organization', name: brandName, url: siteUrl }
  return (
    <JsonLd
      data={{
        '@type': 'CreativeWork',
        name: caseStudy.title,
        headline: caseStudy.title,
        description: caseStudy.summary,
        url,
        image,
        dateCreated: caseStudy.projectDate,
        dateModified: caseStudy.updatedAt,
        genre: 'Case study',
        keywords: industryLabel(caseStudy.industry),
        creator: agency,
        publisher: agency,
        sourceOrganization: { '@type': 'Organization', name: caseStudy.clientName },
        about: servicesOf(caseStudy).map((service) => ({
          '@type': 'Service',
          name: service.title,
          url: `${siteUrl}${PATHS.service(service.slug)}`,
        })),
      }}
    />
  )
}
