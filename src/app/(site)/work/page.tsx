import type { Metadata } from 'next'

import { WorkView } from '@/components/work/WorkView'
import { getCaseStudies } from '@/data/caseStudies'
import { pageMetadata } from '@/data/seo'
import { PATHS } from '@/utilities/paths'

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: 'Our Work: Case Studies',
    description:
      'Websites, apps and campaigns we delivered for South African businesses, with the results in figures.',
    path: PATHS.work,
  })
}

export default async function WorkPage() {
  const caseStudies = await getCaseStudies()
  return <WorkView all={caseStudies} shown={caseStudies} filter={null} heading="Our work" />
}
