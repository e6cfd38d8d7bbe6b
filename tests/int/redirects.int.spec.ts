import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import type { Redirect, Service, User } from '@/payload-types'
import { resolveRedirects } from '@/features/content/redirects/redirectMap'
import { REDIRECT_TO_ITSELF, redirectLoop } from '@/validation/messages'

import { DEMO_EDITOR, DEMO_SALES } from '../../seed/data/users'
import { first } from '../helpers/lists'
import { getTestPayload } from '../helpers/payload'

const SEEDED_SLUG = 'web-development'
const quiet = { disableRevalidate: true }

/** Slug changes leave permanent redirects; staff-made ones are checked for loops and open redirects. */
describe('redirects', () => {
  let payload: Payload
  let editor: User
  let sales: User
  let service: Service

  /** What the proxy would answer for each path, as the server builds it. */
  const servedMap = async () => {
    const { docs } = await payload.find({
      collection: 'redirects',
      depth: 1,
      pagination: false,
      overrideAccess: true,
    })
    return new Map(resolveRedirects(docs))
  }

  const validationMessages = async (promise: Promise<unknown>) => {
    const error = (await promise.then(
      () => null,
      (err: unknown) => err,
    )) as { data?: { errors?: { message: string }[] } } | null
    return error?.data?.errors?.map((entry) => entry.message) ?? []
  }

  const rename = (slug: string, draft = false) =>
    payload.update({
      collection: 'services',
      id: service.id,
      data: draft ? { slug } : { slug, _status: 'published' },
      draft,
      user: editor,
      overrideAccess: false,
      context: quiet,
    })

  const createAs = (user: User | null, data: Omit<Redirect, 'id' | 'createdAt' | 'updatedAt'>) =>
    payload.create({
      collection: 'redirects',
      data,
      user,
      overrideAccess: false,
      context: quiet,
    })

  const userByEmail = async (email: string) => {
    const { docs } = await payload.find({
      collection: 'users',
      where: { email: { equals: email } },
      overrideAccess: true,
    })
    return first(docs, email)
  }

  beforeAll(async () => {
    payload = await getTestPayload()
    editor = await userByEmail(DEMO_EDITOR.email)
    sales = await userByEmail(DEMO_SALES.email)
    const { docs } = await payload.find({
      collection: 'services',
      where: { slug: { equals: SEEDED_SLUG } },
      overrideAccess: true,
    })
    service = first(docs, 'the seeded web development service')
  })

  afterEach(async () => {
    // Back to the seed for the other tests: the slug, and no redirects left behind.
    await payload.update({
      collection: 'services',
      id: service.id,
      data: { slug: SEEDED_SLUG, _status: 'published' },
      overrideAccess: true,
      context: { ...quiet, disableRedirects: true },
    })
    await payload.delete({
      collection: 'redirects',
      where: { id: { exists: true } },
      overrideAccess: true,
      context: quiet,
    })
  })

  it('renaming a published service sends its old path to the new one', async () => {
    await rename('web-dev')
    expect((await servedMap()).get(`/services/${SEEDED_SLUG}`)).toBe('/services/web-dev')
    expect((await servedMap()).has('/services/web-dev')).toBe(false)
  })

  it('a rename saved as a draft redirects only once it is published', async () => {
    await rename('web-draft-name', true)
    expect((await servedMap()).size).toBe(0)
    await payload.update({
      collection: 'services',
      id: service.id,
      data: { _status: 'published' },
      user: editor,
      overrideAccess: false,
      context: quiet,
    })
    expect((await servedMap()).get(`/services/${SEEDED_SLUG}`)).toBe('/services/web-draft-name')
  })

  it('renaming twice collapses the chain, and renaming back removes the redirect from the live path', async () => {
    await rename('web-b')
    await rename('web-c')
    const map = await servedMap()
    expect(map.get(`/services/${SEEDED_SLUG}`)).toBe('/services/web-c')
    expect(map.get('/services/web-b')).toBe('/services/web-c')

    await rename(SEEDED_SLUG)
    const back = await servedMap()
    expect(back.has(`/services/${SEEDED_SLUG}`)).toBe(false)
    expect(back.get('/services/web-c')).toBe(`/services/${SEEDED_SLUG}`)
  })

  it('a typed chain A → B, then B → C, is stored as A → C', async () => {
    const a = await createAs(editor, { from: '/old-a', to: { type: 'custom', url: '/old-b' } })
    await createAs(editor, { from: '/old-b/', to: { type: 'custom', url: '/contact' } })
    const stored = await payload.findByID({
      collection: 'redirects',
      id: a.id,
      overrideAccess: true,
    })
    expect(stored.to?.url).toBe('/contact')
    expect((await servedMap()).get('/old-b')).toBe('/contact')
  })

  it('a loop is refused with a message staff can act on', async () => {
    expect(
      await validationMessages(
        createAs(editor, { from: '/loop-self', to: { type: 'custom', url: '/loop-self/' } }),
      ),
    ).toEqual([REDIRECT_TO_ITSELF])
    expect(
      await validationMessages(
        createAs(editor, {
          from: `/services/${SEEDED_SLUG}`,
          to: { type: 'reference', reference: { relationTo: 'services', value: service.id } },
        }),
      ),
    ).toEqual([REDIRECT_TO_ITSELF])

    await createAs(editor, { from: '/loop-a', to: { type: 'custom', url: '/loop-b' } })
    expect(
      await validationMessages(
        createAs(editor, { from: '/loop-b', to: { type: 'custom', url: '/loop-a' } }),
      ),
    ).toEqual([redirectLoop('/loop-a')])
    expect((await servedMap()).has('/loop-b')).toBe(false)
  })

  it('only editors and admins manage redirects; sales and visitors can neither write nor read them', async () => {
    const made = await createAs(editor, { from: '/editor-made', to: { type: 'custom', url: '/' } })
    expect(made.from).toBe('/editor-made')

    for (const user of [sales, null]) {
      await expect(
        createAs(user, { from: '/not-yours', to: { type: 'custom', url: 'https://evil.example' } }),
      ).rejects.toThrow(/not allowed/i)
      await expect(
        payload.find({ collection: 'redirects', user, overrideAccess: false }),
      ).rejects.toThrow(/not allowed/i)
      await expect(
        payload.update({
          collection: 'redirects',
          id: made.id,
          data: { to: { type: 'custom', url: 'https://evil.example' } },
          user,
          overrideAccess: false,
        }),
      ).rejects.toThrow(/not allowed/i)
    }
    expect((await servedMap()).get('/editor-made')).toBe('/')
  })

  it('an external target is served exactly as staff typed it; a path from elsewhere is refused', async () => {
    await createAs(editor, {
      from: '/old-partner',
      to: { type: 'custom', url: 'https://partner.example.co.za/new?ref=agency' },
    })
    expect((await servedMap()).get('/old-partner')).toBe(
      'https://partner.example.co.za/new?ref=agency',
    )

    for (const from of ['//evil.example', 'https://evil.example/x', 'no-slash', '/a?b=c', '/api/x'])
      expect(
        await validationMessages(createAs(editor, { from, to: { type: 'custom', url: '/' } })),
        from,
      ).toHaveLength(1)
    for (const url of ['//evil.example', 'javascript:alert(1)', 'evil.example'])
      expect(
        await validationMessages(
          createAs(editor, { from: '/x-target', to: { type: 'custom', url } }),
        ),
        url,
      ).toHaveLength(1)
    expect([...(await servedMap()).keys()]).toEqual(['/old-partner'])
  })
})
