import 'server-only'

import { draftMode, headers } from 'next/headers'

import type { Plan, Service } from '@/payload-types'

import {
  getAboutPage,
  getHomePage,
  getPage,
  getPlans,
  getService,
  getServiceDraft,
  getTemplates,
} from './content'
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
