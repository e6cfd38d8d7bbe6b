import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { notFound } from 'next/navigation'

import { CmsPage, cmsPageMetadata } from '@/components/site/CmsPage'
import { getPageSlugs } from '@/data/content'
import { PAGES_WITH_OWN_ROUTE } from '@/utilities/paths'

import { metadata as notFoundMetadata } from '../not-found'

type Props = { params: Promise<{ slug: string }> }

/** Landing pages (and the PAIA manual): prerendered, and regenerated when a page is saved. */
export async function generateStaticParams() {
  const slugs = await getPageSlugs()
  return slugs.filter((slug) => !PAGES_WITH_OWN_ROUTE.includes(slug)).map((slug) => ({ slug }))
}

/** A path no published page has is the site's 404, without a query of its own (getPageSlugs is cached). */
async function isPublished(slug: string) {
  return !PAGES_WITH_OWN_ROUTE.includes(slug) && (await getPageSlugs()).includes(slug)
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  return (await isPublished(slug)) ? cmsPageMetadata(slug, notFoundMetadata) : notFoundMetadata
}

export default async function LandingPage({ params }: Props) {
  const { slug } = await params
  // A draft preview may show a page that is not published yet.
  if (!(await draftMode()).isEnabled && !(await isPublished(slug))) notFound()
  return <CmsPage slug={slug} />
}
