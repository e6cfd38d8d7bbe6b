import 'server-only'

import { draftMode, headers } from 'next/headers'

import type { Plan, Service } from '@/payload-types'

import { getAboutPage, getHomePage, getPage, getPlans, getService, getServiceDraft, getTemplates } from './content'
import { getPayloadClient } from './payload'

/*
 * The readers pages use for content that has drafts. Without `draft` they are the cached public
 * reads (published only). With it they read the latest draft, uncached: as in Payload's website
 * template, `draft` comes only from Next's draftMode(), whose signed cookie /next/preview sets
 * after checking the visitor is staff, so the Local API read may skip access for it.
 */

export async function readPage(slug: string, draft: boolean) {
  if (!draft) return getPage(slug)
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'pages', where: { slug: { equals: slug } }, limit: 1, depth: 0, draft: true, overrideAccess: true, pagination: false })
  return docs[0] ?? null
}

export async function readPlans(kind: Plan['kind'], draft: boolean) {
  if (!draft) return getPlans(kind)
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'plans', where: { kind: { equals: kind } }, sort: 'order', limit: 50, depth: 0, draft: true, overrideAccess: true, pagination: false })
  return docs
}

export async function readTemplates(draft: boolean) {
  if (!draft) return getTemplates()
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'templates', sort: 'order', limit: 200, depth: 1, draft: true, overrideAccess: true, pagination: false })
  return docs
}

export async function readHomePage(draft: boolean) {
  if (!draft) return getHomePage()
  return (await getPayloadClient()).findGlobal({ slug: 'home-page', depth: 1, draft: true, overrideAccess: true })
}

export async function readAboutPage(draft: boolean) {
  if (!draft) return getAboutPage()
  return (await getPayloadClient()).findGlobal({ slug: 'about-page', depth: 1, draft: true, overrideAccess: true })
}

/**
 * Staff previewing a draft see the service's latest version; everyone else the published one. The
 * session is read only in draft mode, so the public page stays static.
 */
export async function readService(slug: string): Promise<{ service: Service | null; preview: boolean }> {
  if (!(await draftMode()).isEnabled) return { service: await getService(slug), preview: false }
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  // A stale draft-mode cookie without a staff session falls back to the public version.
  return { service: await getServiceDraft(slug, user), preview: Boolean(user) }
}
