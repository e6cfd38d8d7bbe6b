import type { Payload } from 'payload'

import { serviceOptionsOf } from '@/lib/serviceOptions'
import type { Option } from '@/validation/options'

// No 'server-only': the submit code falls back to it outside Next (scripts, integration tests).

/** The published services as the quote form offers them, read as an anonymous visitor would. */
export async function readServiceOptions(payload: Payload): Promise<Option[]> {
  const { docs } = await payload.find({
    collection: 'services',
    sort: 'order',
    limit: 100,
    depth: 0,
    overrideAccess: false,
    pagination: false,
    select: { title: true, slug: true },
  })
  return serviceOptionsOf(docs)
}

/**
 * Every service's title by slug, published or not, for staff reading leads (the admin list, the
 * CSV export). A system read of titles only: leads name services that may since be unpublished.
 */
export async function readServiceTitles(payload: Payload): Promise<Option[]> {
  const { docs } = await payload.find({
    collection: 'services',
    limit: 200,
    depth: 0,
    overrideAccess: true,
    pagination: false,
    select: { title: true, slug: true },
  })
  return serviceOptionsOf(docs)
}
