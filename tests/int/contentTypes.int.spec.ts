import type { CollectionSlug, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { searchContent } from '@/data/search'
import { CONTENT_TYPES, collectionTypes, globalTypes } from '@/utilities/contentTypes'

import { getTestPayload } from '../helpers/payload'

/**
 * Each content type's description (src/utilities/contentTypes.ts) against the collection or
 * global it describes, on the seeded database: what it promises for a page, the sitemap, the
 * search, the preview and redirects holds for the documents a visitor can read.
 */
describe('content type descriptions', () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await getTestPayload()
  })

  it('describe collections and globals that exist, each once', () => {
    const collections = payload.config.collections.map((collection) => collection.slug)
    const globals = payload.config.globals.map((global) => global.slug)
    for (const type of collectionTypes()) expect(collections).toContain(type.collection)
    for (const type of globalTypes()) expect(globals).toContain(type.global)
    const names = CONTENT_TYPES.map((type) =>
      'collection' in type ? type.collection : type.global,
    )
    expect(new Set(names).size).toBe(names.length)
  })

  it('give every previewed type drafts, scheduled publishing and the live preview', () => {
    const live = payload.config.admin.livePreview
    for (const type of collectionTypes().filter((type) => type.preview)) {
      const config = payload.collections[type.collection as CollectionSlug].config
      expect(config.versions && config.versions.drafts).toMatchObject({ schedulePublish: true })
      expect(live.collections).toContain(type.collection)
      expect(typeof config.admin.preview).toBe('function')
    }
    for (const type of globalTypes().filter((type) => type.preview))
      expect(live.globals).toContain(type.global)
  })

  it('let staff point a redirect at every type that leaves one when its slug changes', () => {
    const redirects = payload.collections.redirects.config
    const to = redirects.flattenedFields.find((field) => field.name === 'to')
    const reference =
      to && 'flattenedFields' in to
        ? to.flattenedFields.find((field) => field.name === 'reference')
        : undefined
    const targets = reference && 'relationTo' in reference ? reference.relationTo : []
    for (const type of collectionTypes().filter((type) => type.redirectOnSlugChange))
      expect(targets).toContain(type.collection)
  })

  it('give each published document a path of its shape, and the search finds the searchable ones there', async () => {
    // A type shown only inside others (testimonials) has no page of its own.
    for (const type of collectionTypes().filter(
      (type) => type.sitemap || type.search || type.preview,
    )) {
      const { docs } = await payload.find({
        collection: type.collection as CollectionSlug,
        overrideAccess: false,
        depth: 0,
        limit: 3,
      })
      if (type.sitemap || type.search) expect(docs.length, type.collection).toBeGreaterThan(0)
      for (const doc of docs) {
        const path = type.path(doc)
        expect(path, `${type.collection} ${doc.id}`).not.toBeNull()
        expect(path).toMatch(type.pathShape)
        if (!type.search) continue
        const title = type.search.title(doc)
        const hits = await searchContent(payload, title)
        expect(
          hits.some((hit) => hit.href === path && hit.kind === type.collection),
          `searching "${title}" finds ${path}`,
        ).toBe(true)
      }
    }
  })

  it('refuse paths of no content type, such as another site or a path with a dot', () => {
    const shapes = CONTENT_TYPES.map((type) => type.pathShape)
    for (const path of ['//evil.example', '/services/../admin', '/a/b/c', '/x.html', 'https://x.y'])
      expect(
        shapes.some((shape) => shape.test(path)),
        path,
      ).toBe(false)
  })
})
