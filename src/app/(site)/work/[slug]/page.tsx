import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { PreviewBanner } from '@/components/services/PreviewBanner'
import { CtaBand } from '@/components/site/CtaBand'
import { imageFromMedia } from '@/components/site/media'
import { ButtonLink } from '@/components/ui/Button'
import { CaseStudyJsonLd } from '@/components/work/CaseStudyJsonLd'
import { CaseStudyView } from '@/components/work/CaseStudyView'
import { getCaseStudies, getCaseStudy } from '@/data/caseStudies'
import { getSiteSettings } from '@/data/content'
import { readCaseStudy } from '@/data/drafts'
import { absoluteUrl, getSiteUrl, pageMetadata } from '@/data/seo'
import { PATHS } from '@/utilities/paths'

type Props = { params: Promise<{ slug: string }> }

export async function generateStaticParams() {
  return (await getCaseStudies()).map((caseStudy) => ({ slug: caseStudy.slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const caseStudy = await getCaseStudy((await params).slug)
  if (!caseStudy) return { title: 'Case Study Not Found', robots: { index: false } }
  // The generated share card (title and brand): a gallery picture says less out of context.
  return pageMetadata({
    title: caseStudy.seo?.title || caseStudy.title,
    description: caseStudy.seo?.description || caseStudy.summary,
    path: PATHS.caseStudy(caseStudy.slug),
    type: 'article',
  })
}

export default async function CaseStudyPage({ params }: Props) {
  const { caseStudy, preview } = await readCaseStudy((await params).slug)
  if (!caseStudy) notFound()

  const path = PATHS.caseStudy(caseStudy.slug)
  const [settings, siteUrl, url] = await Promise.all([
    getSiteSettings(),
    getSiteUrl(),
    absoluteUrl(path),
  ])
  const [firstPicture] = caseStudy.gallery ?? []
  const picture = imageFromMedia(firstPicture)

  return (
    <>
      <CaseStudyJsonLd
        caseStudy={caseStudy}
        url={url}
        brandName={settings.brandName}
        siteUrl={siteUrl}
        image={picture ? `${siteUrl}${picture.src}` : undefined}
      />
      {preview ? <PreviewBanner published={caseStudy._status === 'published'} path={path} /> : null}
      <CaseStudyView caseStudy={caseStudy} />
      <CtaBand
        id="case-study-cta-heading"
        title="Want results like these?"
        text={`Tell us about your project and we will reply within ${settings.replyHours} hours.`}
      >
        <ButtonLink href={PATHS.contact} variant="inverse" size="lg" className="mt-8">
          Start a Project
        </ButtonLink>
      </CtaBand>
    </>
  )
}
