import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { WorkView } from '@/components/work/WorkView'
import { getCaseStudies, servicesOf } from '@/data/caseStudies'
import { getService } from '@/data/content'
import { pageMetadata } from '@/data/seo'
import { PATHS } from '@/utilities/paths'

type Props = { params: Promise<{ service: string }> }

/** A service that gains its first case study later is rendered on its first visit, then cached. */
export async function generateStaticParams() {
  const slugs = new Set(
    (await getCaseStudies()).flatMap((caseStudy) => servicesOf(caseStudy).map((s) => s.slug)),
  )
  return [...slugs].map((service) => ({ service }))
}

const ofService = async (slug: string) => {
  const [service, all] = await Promise.all([getService(slug), getCaseStudies()])
  const shown = all.filter((caseStudy) => servicesOf(caseStudy).some((s) => s.slug === slug))
  return { service, all, shown }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { service, shown } = await ofService((await params).service)
  if (!service) return { title: 'Not Found', robots: { index: false } }
  return pageMetadata({
    title: `${service.title} Case Studies`,
    description: `${service.title} projects we delivered for South African businesses, with their results.`,
    path: PATHS.workByService(service.slug),
    noIndex: shown.length === 0,
  })
}

export default async function WorkByServicePage({ params }: Props) {
  const { service, all, shown } = await ofService((await params).service)
  if (!service) notFound()
  return (
    <WorkView
      all={all}
      shown={shown}
      filter={{ service: service.slug }}
      heading={`Our work: ${service.title}`}
    />
  )
}
