import { draftMode } from 'next/headers'
import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { notFound } from 'next/navigation'

import { Container } from '@/components/ui/Container'
import { getPage } from '@/data/content'
import { readPage } from '@/data/drafts'
import { pageMetadata } from '@/data/seo'
import { formatDay } from '@/lib/agencyTime'

import { RichText } from './RichText'

/** Metadata for a `pages` document served at /{slug}. */
export async function cmsPageMetadata(slug: string): Promise<Metadata> {
  const page = await getPage(slug)
  if (!page) return { title: 'Page not found', robots: { index: false } }
  return pageMetadata({
    title: page.seo?.title || page.title,
    description: page.seo?.description || `${page.title}.`,
    path: `/${slug}`,
    type: 'article',
  })
}

/** A `pages` document (privacy policy, terms): title, last update, its rich text, then `children`. */
export async function CmsPage({ slug, children }: { slug: string; children?: ReactNode }) {
  const page = await readPage(slug, (await draftMode()).isEnabled)
  if (!page) notFound()
  return (
    <Container className="max-w-3xl py-16 sm:py-20">
      <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
        {page.title}
      </h1>
      <p className="mt-4 text-sm text-slate-600">
        Last updated <time dateTime={page.updatedAt}>{formatDay(page.updatedAt)}</time>
      </p>
      <RichText data={page.content} className="mt-10" />
      {children}
    </Container>
  )
}
