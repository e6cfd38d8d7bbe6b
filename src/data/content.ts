import 'server-only'

import { unstable_cache } from 'next/cache'
import type { CollectionSlug, Where } from 'payload'

import type { Plan } from '@/payload-types'
import { TAGS } from '@/utilities/cacheTags'
import { collectionType, type ContentCollection } from '@/utilities/contentTypes'

import { getPayloadClient } from './payload'
import { readServiceOptions } from './serviceOptions'
import { cachedSiteSettings } from './siteSettings'

// Tagged reads as an anonymous visitor (overrideAccess: false), so drafts never leak.

type CollectionQuery = { where?: Where; sort?: string; limit: number; depth: number }

/** Tagged like the service pages, so publishing a service refreshes the form and the server check alike. */
export const getServiceOptions = unstable_cache(
  async () => readServiceOptions(await getPayloadClient()),
  ['service-options'],
  { tags: [TAGS.services] },
)

/** A cached find as an anonymous visitor, every match at once, keyed by what it asks for. */
export const cachedFind = <S extends CollectionSlug>(
  collection: S,
  query: CollectionQuery,
  tags: string[],
) =>
  unstable_cache(
    async () => {
      const payload = await getPayloadClient()
      const { docs } = await payload.find({
        collection,
        ...query,
        overrideAccess: false,
        pagination: false,
      })
      return docs
    },
    [collection, JSON.stringify(query)],
    { tags },
  )

export const first = <T>(docs: T[]): T | null => docs[0] ?? null

export const getServices = cachedFind('services', { sort: 'order', limit: 100, depth: 1 }, [
  TAGS.services,
  TAGS.media,
])

export const getService = (slug: string) =>
  cachedFind('services', { where: { slug: { equals: slug } }, limit: 1, depth: 1 }, [
    TAGS.services,
    TAGS.service(slug),
    TAGS.media,
  ])().then(first)

/** A draft preview for staff: never cached, read with the staff user's access. */
export async function getServiceDraft(
  slug: string,
  user: Parameters<Awaited<ReturnType<typeof getPayloadClient>>['find']>[0]['user'],
) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'services',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 1,
    draft: true,
    user,
    overrideAccess: false,
    pagination: false,
  })
  return docs[0] ?? null
}

export const getPlans = (kind: Plan['kind']) =>
  cachedFind('plans', { where: { kind: { equals: kind } }, sort: 'order', limit: 50, depth: 0 }, [
    TAGS.plans,
  ])()

export const getTemplates = cachedFind('templates', { sort: 'order', limit: 200, depth: 1 }, [
  TAGS.templates,
  TAGS.media,
])

/** Depth 1: a page's blocks show services and images, so it is tagged with them too. */
export const getPage = (slug: string) =>
  cachedFind('pages', { where: { slug: { equals: slug } }, limit: 1, depth: 1 }, [
    TAGS.pages,
    TAGS.page(slug),
    TAGS.services,
    TAGS.media,
  ])().then(first)

/** The published pages' slugs: /[slug] answers only these, so an unknown path costs no query of its own. */
export const getPageSlugs = unstable_cache(
  async () => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'pages',
      select: { slug: true },
      limit: 1000,
      depth: 0,
      overrideAccess: false,
      pagination: false,
    })
    return docs.map((page) => page.slug)
  },
  ['page-slugs'],
  { tags: [TAGS.pages] },
)

export const getNavigation = unstable_cache(
  async () =>
    (await getPayloadClient()).findGlobal({ slug: 'navigation', depth: 0, overrideAccess: false }),
  ['navigation'],
  { tags: [TAGS.navigation] },
)

/** Every published document of a content type, for the sitemap: what its path needs, and when it changed. */
export const getSitemapDocs = (collection: ContentCollection) =>
  cachedFind(collection, { sort: '-updatedAt', limit: 5000, depth: 0 }, [
    ...(collectionType(collection)?.tags ?? []),
  ])()

export const getSiteSettings = () => cachedSiteSettings(getPayloadClient)

export const getHomePage = unstable_cache(
  async () =>
    (await getPayloadClient()).findGlobal({ slug: 'home-page', depth: 1, overrideAccess: false }),
  ['home-page'],
  { tags: [TAGS.homePage, TAGS.media] },
)

export const getAboutPage = unstable_cache(
  async () =>
    (await getPayloadClient()).findGlobal({ slug: 'about-page', depth: 1, overrideAccess: false }),
  ['about-page'],
  { tags: [TAGS.aboutPage, TAGS.media] },
)

export const getEstimatorSettings = unstable_cache(
  async () =>
    (await getPayloadClient()).findGlobal({
      slug: 'estimator-settings',
      depth: 0,
      overrideAccess: false,
    }),
  ['estimator-settings'],
  { tags: [TAGS.estimatorSettings] },
)
