import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { DEMO_CLIENT } from '../../seed/data/users'
import { first } from '../helpers/lists'
import { getTestPayload } from '../helpers/payload'

/** Published content is public; leads are staff-only, even for signed-in clients. */
describe('content and lead access through the Local API as a visitor or client', () => {
  let payload: Payload
  let client: Awaited<ReturnType<Payload['find']>>['docs'][number]

  beforeAll(async () => {
    payload = await getTestPayload()
    const { docs } = await payload.find({
      collection: 'users',
      where: { email: { equals: DEMO_CLIENT.email } },
      overrideAccess: true,
    })
    client = first(docs, 'the demo client')
  })

  it('anonymous visitors read the 12 published services but no drafts', async () => {
    const { docs } = await payload.find({
      collection: 'services',
      limit: 0,
      overrideAccess: false,
      pagination: false,
    })
    expect(docs).toHaveLength(12)

    const draft = await payload.create({
      collection: 'services',
      draft: true,
      data: {
        title: 'Secret draft',
        slug: `secret-draft-${Date.now()}`,
        _status: 'draft',
      } as never,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    try {
      const visible = await payload.find({
        collection: 'services',
        where: { slug: { equals: draft.slug } },
        overrideAccess: false,
      })
      expect(visible.docs).toHaveLength(0)
    } finally {
      await payload.delete({
        collection: 'services',
        id: draft.id,
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
    }
  })

  it('nobody but staff reads enquiries or callbacks', async () => {
    for (const collection of ['enquiries', 'callbacks'] as const) {
      await expect(payload.find({ collection, overrideAccess: false })).rejects.toThrow(
        /not allowed/i,
      )
      await expect(
        payload.find({ collection, overrideAccess: false, user: client }),
      ).rejects.toThrow(/not allowed/i)
    }
  })

  it('visitors and clients cannot change published content', async () => {
    const { docs } = await payload.find({ collection: 'services', limit: 1, overrideAccess: true })
    const service = first(docs, 'a service')
    // A visitor (no user) and a signed-in client alike.
    for (const user of [undefined, client])
      await expect(
        payload.update({
          collection: 'services',
          id: service.id,
          data: { title: 'Hacked' },
          overrideAccess: false,
          ...(user ? { user } : {}),
        }),
      ).rejects.toThrow(/not allowed/i)
    await expect(
      payload.updateGlobal({
        slug: 'site-settings',
        data: { brandName: 'Hacked' },
        overrideAccess: false,
        user: client,
      }),
    ).rejects.toThrow(/not allowed/i)
  })
})
