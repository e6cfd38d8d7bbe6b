import 'server-only'

import { unstable_cache } from 'next/cache'

import type { Plan } from '@/payload-types'
import { TAGS } from '@/utilities/cacheTags'

import { getPayloadClient } from './payload'
import { readServiceOptions } from './serviceOptions'

/*
 * Cached reads for the public site. Each is tagged; the collection and global hooks
 * revalidate the tags, so an edit in the admin shows without a rebuild. Reads are made
 * as an anonymous visitor would (overrideAccess: false), so drafts never leak.
 */

export const getServices = unstable_cache(
  async () => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'services',
      sort: 'order',
      limit: 100,
      depth: 1,
      overrideAccess: false,
      pagination: false,
    })
    return docs
  },
  ['services'],
  { tags: [TAGS.services, TAGS.media] },
)

/**
 * The quote form's service choices (published titles plus 'Other'). Tagged like the service pages,
 * so publishing or unpublishing a service refreshes the contact page and the server's check alike.
 */
export const getServiceOptions = unstable_cache(
  async () => readServiceOptions(await getPayloadClient()),
  ['service-options'],
  { tags: [TAGS.services] },
)

export const getService = (slug: string) =>
  unstable_cache(
    async () => {
      const payload = await getPayloadClient()
      const { docs } = await payload.find({
        collection: 'services',
        where: { slug: { equals: slug } },
        limit: 1,
        depth: 1,
        overrideAccess: false,
        pagination: false,
      })
      return docs[0] ?? null
    },
    ['service', slug],
    { tags: [TAGS.services, TAGS.service(slug), TAGS.media] },
  )()

/** A draft preview for staff: never cached, read with the staff user's access. */
export async function getServiceDraft(slug: string, user: Parameters<Awaited<ReturnType<typeof getPayloadClient>>['find']>[0]['user']) {
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
  unstable_cache(
    async () => {
      const payload = await getPayloadClient()
      const { docs } = await payload.find({
        collection: 'plans',
        where: { kind: { equals: kind } },
        sort: 'order',
        limit: 50,
        depth: 0,
        overrideAccess: false,
        pagination: false,
      })
      return docs
    },
    ['plans', kind],
    { tags: [TAGS.plans] },
  )()

export const getTemplates = unstable_cache(
  async () => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'templates',
      sort: 'order',
      limit: 200,
      depth: 1,
      overrideAccess: false,
      pagination: false,
    })
    return docs
  },
  ['templates'],
  { tags: [TAGS.templates, TAGS.media] },
)

export const getPage = (slug: string) =>
  unstable_cache(
    async () => {
      const payload = await getPayloadClient()
      const { docs } = await payload.find({
        collection: 'pages',
        where: { slug: { equals: slug } },
        limit: 1,
        depth: 0,
        overrideAccess: false,
        pagination: false,
      })
      return docs[0] ?? null
    },
    ['page', slug],
    { tags: [TAGS.pages, TAGS.page(slug)] },
  )()

export const getSiteSettings = unstable_cache(
  async () => (await getPayloadClient()).findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: false }),
  ['site-settings'],
  { tags: [TAGS.siteSettings] },
)

export const getHomePage = unstable_cache(
  async () => (await getPayloadClient()).findGlobal({ slug: 'home-page', depth: 1, overrideAccess: false }),
  ['home-page'],
  { tags: [TAGS.homePage, TAGS.media] },
)

export const getAboutPage = unstable_cache(
  async () => (await getPayloadClient()).findGlobal({ slug: 'about-page', depth: 1, overrideAccess: false }),
  ['about-page'],
  { tags: [TAGS.aboutPage, TAGS.media] },
)

export const getEstimatorSettings = unstable_cache(
  async () => (await getPayloadClient()).findGlobal({ slug: 'estimator-settings', depth: 0, overrideAccess: false }),
  ['estimator-settings'],
  { tags: [TAGS.estimatorSettings] },
)
