import 'server-only'

import type { CollectionSlug, Where } from 'payload'

import type { Plan } from '@/payload-types'
import { TAGS } from '@/utilities/cacheTags'
import { collectionType, type ContentCollection } from '@/utilities/contentTypes'

import { cachedRead } from './cachedRead'
import { getPayloadClient } from './payload'
import { readServiceOptions } from './serviceOptions'
import { cachedSiteSettings } from './siteSettings'

// Tagged reads as an anonymous visitor (overrideAccess: false), so drafts never leak.

type CollectionQuery = { where?: Where; sort?: string; limit: number; depth: number }

/** Tagged like the service pages, so publishing a service refreshes the form and the server check alike. */
export const getServiceOptions = cachedRead(
  async () => readServiceOptions(await getPayloadClient()),
  ['service-options'],
  [TAGS.services],
)

/** A cached find as an anonymous visitor, up to `limit` matches at once, keyed by what it asks for. */
export const cachedFind = <S extends CollectionSlug>(
  collection: S,
  query: CollectionQuery,
  tags: string[],
) =>
  cachedRead(
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
    tags,
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
export const getPageSlugs = cachedRead(
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
  [TAGS.pages],
)

export const getNavigation = cachedRead(
  async () =>
    (await getPayloadClient()).findGlobal({ slug: 'navigation', depth: 0, overrideAccess: false }),
  ['navigation'],
  [TAGS.navigation],
)

/** Every published document of a content type, for the sitemap: what its path needs, and when it changed. */
export const getSitemapDocs = (collection: ContentCollection) =>
  cachedFind(collection, { sort: '-updatedAt', limit: 5000, depth: 0 }, [
    ...(collectionType(collection)?.tags ?? []),
  ])()

export const getSiteSettings = () => cachedSiteSettings(getPayloadClient)

export const getHomePage = cachedRead(
  async () =>
    (await getPayloadClient()).findGlobal({ slug: 'home-page', depth: 1, overrideAccess: false }),
  ['home-page'],
  [TAGS.homePage, TAGS.media],
)

export const getAboutPage = cachedRead(
  async () =>
    (await getPayloadClient()).findGlobal({ slug: 'about-page', depth: 1, overrideAccess: false }),
  ['about-page'],
  [TAGS.aboutPage, TAGS.media],
)

export const getEstimatorSettings = cachedRead(
  async () =>
    (await getPayloadClient()).findGlobal({
      slug: 'estimator-settings',
      depth: 0,
      overrideAccess: false,
    }),
  ['estimator-settings'],
  [TAGS.estimatorSettings],
)
