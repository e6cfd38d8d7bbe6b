import 'server-only'

import { draftMode, headers } from 'next/headers'

import type { DataFromCollectionSlug } from 'payload'

import type { Article, CaseStudy, Plan, Service } from '@/payload-types'

import {
  getAboutPage,
  getHomePage,
  getPage,
  getPlans,
  getService,
  getServiceDraft,
  getTemplates,
} from './content'
import { getCaseStudy } from './caseStudies'
import { getArticle } from './insights'
import { getPayloadClient } from './payload'

// `draft` comes only from draftMode(), whose cookie /next/preview sets for staff, so these reads may skip access.

export async function readPage(slug: string, draft: boolean) {
  if (!draft) return getPage(slug)
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 1,
    draft: true,
    overrideAccess: true,
    pagination: false,
  })
  return docs[0] ?? null
}

export async function readPlans(kind: Plan['kind'], draft: boolean) {
  if (!draft) return getPlans(kind)
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'plans',
    where: { kind: { equals: kind } },
    sort: 'order',
    limit: 50,
    depth: 0,
    draft: true,
    overrideAccess: true,
    pagination: false,
  })
  return docs
}

export async function readTemplates(draft: boolean) {
  if (!draft) return getTemplates()
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'templates',
    sort: 'order',
    limit: 200,
    depth: 1,
    draft: true,
    overrideAccess: true,
    pagination: false,
  })
  return docs
}

export async function readHomePage(draft: boolean) {
  if (!draft) return getHomePage()
  return (await getPayloadClient()).findGlobal({
    slug: 'home-page',
    depth: 1,
    draft: true,
    overrideAccess: true,
  })
}

export async function readAboutPage(draft: boolean) {
  if (!draft) return getAboutPage()
  return (await getPayloadClient()).findGlobal({
    slug: 'about-page',
    depth: 1,
    draft: true,
    overrideAccess: true,
  })
}

/** The session is read only in draft mode, so the public page stays static. */
export async function readService(
  slug: string,
): Promise<{ service: Service | null; preview: boolean }> {
  if (!(await draftMode()).isEnabled) return { service: await getService(slug), preview: false }
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  // A stale draft-mode cookie without a staff session falls back to the public version.
  return { service: await getServiceDraft(slug, user), preview: Boolean(user) }
}

/** A document by slug, or its latest draft for signed-in staff in draft mode, with their own access. */
async function readDrafted<S extends 'articles' | 'case-studies'>(
  collection: S,
  slug: string,
  published: (slug: string) => Promise<DataFromCollectionSlug<S> | null>,
): Promise<{ doc: DataFromCollectionSlug<S> | null; preview: boolean }> {
  if (!(await draftMode()).isEnabled) return { doc: await published(slug), preview: false }
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  const { docs } = await payload.find({
    collection,
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 2,
    draft: true,
    user,
    overrideAccess: false,
    pagination: false,
  })
  return { doc: docs[0] ?? null, preview: Boolean(user) }
}

export async function readArticle(
  slug: string,
): Promise<{ article: Article | null; preview: boolean }> {
  const { doc, preview } = await readDrafted('articles', slug, getArticle)
  return { article: doc, preview }
}

export async function readCaseStudy(
  slug: string,
): Promise<{ caseStudy: CaseStudy | null; preview: boolean }> {
  const { doc, preview } = await readDrafted('case-studies', slug, getCaseStudy)
  return { caseStudy: doc, preview }
}
