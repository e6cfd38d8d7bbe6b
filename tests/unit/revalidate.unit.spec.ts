import type { Payload } from 'payload'
import { beforeEach, describe, expect, it, vi } from 'vitest'

const cache = vi.hoisted(() => ({
  revalidateTag: vi.fn<typeof import('next/cache').revalidateTag>(),
  revalidatePath: vi.fn<typeof import('next/cache').revalidatePath>(),
}))
vi.mock('next/cache', () => cache)

import { revalidateDeletedDocument, revalidateDocument } from '@/collections/revalidateDescribed'
import { revalidateSiteSettings } from '@/globals/hooks/revalidateGlobals'
import { collectRevalidations, revalidateContent } from '@/utilities/revalidate'

const revalidateService = revalidateDocument('services')
const revalidateServiceDelete = revalidateDeletedDocument('services')
const revalidatePage = revalidateDocument('pages')
const revalidatePlan = revalidateDocument('plans')

const logger = { error: vi.fn(), debug: vi.fn() }
const payload = { logger } as unknown as Payload

// The hooks read only these fields of their arguments.
type HookArgs = Record<string, unknown>
const call = (hook: unknown, args: HookArgs) => (hook as (args: HookArgs) => unknown)(args)
const req = (context: Record<string, unknown> = {}) => ({ payload, context })

const tags = () => cache.revalidateTag.mock.calls.map(([tag]) => tag)
const paths = () =>
  cache.revalidatePath.mock.calls.map(([path, type]) => (type ? `${path} (${type})` : path))

beforeEach(() => {
  vi.clearAllMocks()
})

describe('revalidation hooks', () => {
  it('a published service change expires its tags and pages at once', () => {
    call(revalidateService, {
      doc: { id: 's1', slug: 'web-hosting', _status: 'published' },
      previousDoc: { id: 's1', slug: 'web-hosting', _status: 'published' },
      req: req(),
    })
    expect(tags()).toEqual(['services', 'service:web-hosting'])
    expect(
      cache.revalidateTag.mock.calls.every(
        ([, profile]) => JSON.stringify(profile) === '{"expire":0}',
      ),
    ).toBe(true)
    expect(paths()).toEqual(
      expect.arrayContaining([
        '/',
        '/services',
        '/services/web-hosting',
        '/contact/quote',
        '/sitemap.xml',
      ]),
    )
  })

  it('a renamed service also refreshes its old address', () => {
    call(revalidateService, {
      doc: { id: 's1', slug: 'hosting', _status: 'published' },
      previousDoc: { id: 's1', slug: 'web-hosting', _status: 'published' },
      req: req(),
    })
    expect(tags()).toEqual(expect.arrayContaining(['service:hosting', 'service:web-hosting']))
    expect(paths()).toEqual(expect.arrayContaining(['/services/hosting', '/services/web-hosting']))
  })

  it('a document created as a draft changes nothing public (Payload passes an empty previousDoc)', () => {
    call(revalidatePage, {
      doc: { id: 'p2', slug: 'campaign', _status: 'draft' },
      previousDoc: {},
      req: req(),
    })
    expect(cache.revalidateTag).not.toHaveBeenCalled()
  })

  it('a draft that was never published changes nothing public', () => {
    call(revalidateService, {
      doc: { id: 's2', slug: 'new', _status: 'draft' },
      previousDoc: { id: 's2', slug: 'new', _status: 'draft' },
      req: req(),
    })
    expect(cache.revalidateTag).not.toHaveBeenCalled()
    expect(cache.revalidatePath).not.toHaveBeenCalled()
  })

  it('deleting a service refreshes the pages that listed it', () => {
    call(revalidateServiceDelete, {
      doc: { id: 's3', slug: 'gone', _status: 'published' },
      req: req(),
    })
    expect(paths()).toEqual(expect.arrayContaining(['/services', '/services/gone']))
  })

  it('seeds and scripts opt out with context.disableRevalidate', () => {
    call(revalidateService, {
      doc: { id: 's4', slug: 'x', _status: 'published' },
      previousDoc: {},
      req: req({ disableRevalidate: true }),
    })
    call(revalidatePage, {
      doc: { id: 'p1', slug: 'privacy-policy', _status: 'published' },
      previousDoc: {},
      req: req({ disableRevalidate: true }),
    })
    expect(cache.revalidateTag).not.toHaveBeenCalled()
  })

  it('plans refresh only their own page; site settings refresh the whole layout', () => {
    // On create Payload passes an empty previousDoc.
    call(revalidatePlan, {
      doc: { id: 'pl1', kind: 'maintenance', _status: 'published' },
      previousDoc: {},
      req: req(),
    })
    expect(paths()).toEqual(['/maintenance'])
    vi.clearAllMocks()
    call(revalidateSiteSettings, { doc: {}, req: req() })
    expect(tags()).toEqual(['global:site-settings'])
    expect(paths()).toEqual(['/ (layout)'])
  })
})

describe('revalidateContent outside a Next request', () => {
  it('is silent when there is no Next cache (seed, scripts, tests)', () => {
    cache.revalidateTag.mockImplementationOnce(() => {
      throw new Error('Invariant: static generation store missing in revalidateTag("services")')
    })
    expect(() => revalidateContent({ payload }, { tags: ['services'] })).not.toThrow()
    expect(logger.error).not.toHaveBeenCalled()
  })

  it('logs any other failure but never fails the save', () => {
    cache.revalidateTag.mockImplementationOnce(() => {
      throw new Error('boom')
    })
    expect(() => revalidateContent({ payload }, { tags: ['services'] })).not.toThrow()
    expect(logger.error).toHaveBeenCalledWith(
      expect.objectContaining({ msg: 'Could not revalidate public pages' }),
    )
  })
})

describe('revalidation during a job run', () => {
  it('is collected for the runner instead of called, and a seed still revalidates nothing', async () => {
    const collected = await collectRevalidations(async () => {
      await Promise.resolve()
      call(revalidateService, {
        doc: { id: 's5', slug: 'seo', _status: 'published' },
        previousDoc: { id: 's5', slug: 'seo', _status: 'draft' },
        req: req(),
      })
      revalidateContent({ payload, context: { disableRevalidate: true } }, { tags: ['plans'] })
    })
    expect(tags()).toEqual([])
    expect(paths()).toEqual([])
    expect(collected.tags).toEqual(['services', 'service:seo'])
    expect(collected.paths).toContain('/services/seo')
    expect(collected.layouts).toEqual([])
  })
})
