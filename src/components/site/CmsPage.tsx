import { draftMode } from 'next/headers'
import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { notFound } from 'next/navigation'

import { FaqJsonLd } from '@/components/blocks/FaqBlock'
import { RenderBlocks } from '@/components/blocks/RenderBlocks'
import type { LayoutBlock } from '@/components/blocks/types'
import { PreviewBanner } from '@/components/services/PreviewBanner'
import { Container } from '@/components/ui/Container'
import { getPage, getSiteSettings } from '@/data/content'
import { readPage } from '@/data/drafts'
import { pageMetadata, shareImageFromMedia } from '@/data/seo'
import { env } from '@/env'
import { issueFormToken } from '@/features/leads/intake/formToken'
import { formatDay } from '@/lib/agencyTime'
import { PATHS } from '@/utilities/paths'

/** The hero's text stands in for a missing SEO description; a legal page falls back to its title. */
function summaryOf(layout: readonly LayoutBlock[]): string | null {
  const first = layout[0]
  return first?.blockType === 'hero' ? (first.text ?? null) : null
}

const MISSING: Metadata = { title: 'Page not found', robots: { index: false } }

/** Metadata for a `pages` document served at /{slug}; `missing` when none is published. */
export async function cmsPageMetadata(slug: string, missing = MISSING): Promise<Metadata> {
  const page = await getPage(slug)
  if (!page) return missing
  const first = page.layout[0]
  return pageMetadata({
    title: page.seo?.title || page.title,
    description: page.seo?.description || summaryOf(page.layout) || `${page.title}.`,
    path: PATHS.page(slug),
    type: first?.blockType === 'hero' ? 'website' : 'article',
    image: first?.blockType === 'hero' ? shareImageFromMedia(first.image) : null,
  })
}

const needsFormToken = (layout: readonly LayoutBlock[]) =>
  layout.some((block) => block.blockType === 'enquiryForm' || block.blockType === 'callback')

/**
 * A `pages` document: its blocks, then `children` (a legal page's extras). A hero first is the
 * page's heading; otherwise the title and the last update open the page, as on the legal pages.
 */
export async function CmsPage({ slug, children }: { slug: string; children?: ReactNode }) {
  const draft = (await draftMode()).isEnabled
  const [page, settings] = await Promise.all([readPage(slug, draft), getSiteSettings()])
  if (!page) notFound()
  const path = PATHS.page(slug)
  // Issued when the page is generated, only for a page with a form: see useFormToken.
  const formToken = needsFormToken(page.layout) ? issueFormToken(env.payloadSecret) : ''

  return (
    <>
      <FaqJsonLd blocks={page.layout} />
      {draft ? <PreviewBanner published={page._status === 'published'} path={path} /> : null}
      {page.layout[0]?.blockType === 'hero' ? null : (
        <Container className="max-w-3xl pt-16 sm:pt-20">
          <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            {page.title}
          </h1>
          <p className="mt-4 text-sm text-slate-600">
            Last updated <time dateTime={page.updatedAt}>{formatDay(page.updatedAt)}</time>
          </p>
        </Container>
      )}
      <RenderBlocks blocks={page.layout} page={{ path, settings, formToken }} />
      {children ? <Container className="max-w-3xl pb-16 sm:pb-20">{children}</Container> : null}
    </>
  )
}
