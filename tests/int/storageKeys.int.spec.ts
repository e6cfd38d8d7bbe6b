import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEMO_CLIENT } from '../../seed/data/users'
import { first } from '../helpers/lists'
import { getTestPayload } from '../helpers/payload'
import { makePdf } from '../helpers/portalFiles'

/**
 * The storage plugin's `prefix` and `_objectKey` decide where a file lives in the bucket. A client
 * who could set them on their own upload could point it at another client's object, so they are
 * dropped from every incoming create and update (src/collections/storageKeys.ts).
 */
describe('bucket keys of uploads', () => {
  let payload: Payload
  const created: string[] = []

  beforeAll(async () => {
    payload = await getTestPayload()
  })

  afterAll(async () => {
    for (const id of created)
      await payload
        .delete({ collection: 'project-files', id, overrideAccess: true })
        .catch(() => undefined)
  })

  it('a client cannot choose where their file is kept, on create or on update', async () => {
    const { docs: users } = await payload.find({
      collection: 'users',
      where: { email: { equals: DEMO_CLIENT.email } },
      depth: 0,
      overrideAccess: true,
    })
    const user = first(users, 'the demo client')
    const { docs: projects } = await payload.find({
      collection: 'projects',
      where: { organisation: { equals: user.organisation as string } },
      overrideAccess: true,
    })
    const project = first(projects, 'a project of the demo client')
    const pdf = await makePdf('bucket key test')
    const doc = await payload.create({
      collection: 'project-files',
      data: { project: project.id, prefix: 'other-client', _objectKey: 'their-file' } as never,
      file: {
        data: pdf,
        mimetype: 'application/pdf',
        name: `keys-${randomUUID().slice(0, 8)}.pdf`,
        size: pdf.length,
      },
      user: { ...user, collection: 'users' },
      overrideAccess: false,
    })
    created.push(doc.id)
    const stored = await payload.findByID({
      collection: 'project-files',
      id: doc.id,
      overrideAccess: true,
    })
    expect(stored.prefix ?? '').toBe('')
    expect(stored._objectKey ?? null).toBeNull()

    await payload.update({
      collection: 'project-files',
      id: doc.id,
      data: { prefix: 'elsewhere', _objectKey: 'x' },
      overrideAccess: true,
    })
    const updated = await payload.findByID({
      collection: 'project-files',
      id: doc.id,
      overrideAccess: true,
    })
    expect(updated.prefix ?? '').toBe('')
    expect(updated._objectKey ?? null).toBeNull()
  })
})
