import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { WorkView } from '@/components/work/WorkView'
import { getCaseStudies } from '@/data/caseStudies'
import { pageMetadata } from '@/data/seo'
import { PATHS } from '@/utilities/paths'
import { INDUSTRY_VALUES, industryLabel, isIndustry } from '@/validation/industries'

type Props = { params: Promise<{ industry: string }> }

// The list of industries is fixed in code: every one is prerendered, any other path is a 404.
export const dynamicParams = false

export function generateStaticParams() {
  return INDUSTRY_VALUES.map((industry) => ({ industry }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { industry } = await params
  if (!isIndustry(industry)) return { title: 'Not Found', robots: { index: false } }
  const shown = (await getCaseStudies()).filter((caseStudy) => caseStudy.industry === industry)
  return pageMetadata({
    title: `${industryLabel(industry)} Case Studies`,
    description: `Digital projects we delivered for South African ${industryLabel(industry).toLowerCase()} businesses, with their results.`,
    path: PATHS.workByIndustry(industry),
    noIndex: shown.length === 0,
  })
}

export default async function WorkByIndustryPage({ params }: Props) {
  const { industry } = await params
  if (!isIndustry(industry)) notFound()
  const all = await getCaseStudies()
  return (
    <WorkView
      all={all}
      shown={all.filter((caseStudy) => caseStudy.industry === industry)}
      filter={{ industry }}
      heading={`Our work in ${industryLabel(industry).toLowerCase()}`}
    />
  )
}
