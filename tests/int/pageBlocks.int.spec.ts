import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Page, User } from '@/payload-types'
import { CHOSEN_SERVICES_EMPTY, PAGE_SLUG_TAKEN, REDIRECT_URL_INVALID } from '@/validation/messages'

import { DEMO_EDITOR, DEMO_SALES } from '../../seed/data/users'
import { first } from '../helpers/lists'
import { getTestPayload, seededUser } from '../helpers/payload'

const quiet = { disableRevalidate: true }
type Layout = Page['layout']

/** The layout builder's rules, enforced by Payload for every writer (admin, REST, Local API). */
describe('page blocks', () => {
  let payload: Payload
  let editor: User
  let sales: User
  const created: string[] = []
  let counter = 0

  const createPage = (layout: Layout, user: User = editor) =>
    payload.create({
      collection: 'pages',
      data: { title: 'Block test', slug: `block-test-${Date.now()}-${++counter}`, layout },
      draft: false,
      user,
      overrideAccess: false,
      context: quiet,
    })

  /** The messages Payload's validation answered with, or [] when the page was saved. */
  const refusal = async (layout: Layout) => {
    try {
      created.push((await createPage(layout)).id)
      return []
    } catch (err) {
      const errors = (err as { data?: { errors?: { path: string; message: string }[] } }).data
        ?.errors
      if (!errors) throw err
      return errors.map(({ path, message }) => `${path}: ${message}`)
    }
  }

  beforeAll(async () => {
    payload = await getTestPayload()
    editor = await seededUser(payload, DEMO_EDITOR.email)
    sales = await seededUser(payload, DEMO_SALES.email)
  })

  afterAll(async () => {
    if (created.length)
      await payload.delete({
        collection: 'pages',
        where: { id: { in: created } },
        overrideAccess: true,
        context: quiet,
      })
  })

  const link = (label: string, href = '/contact') => ({ label, href })

  it('saves a page built from every kind of block, in the order given', async () => {
    const service = first(
      (await payload.find({ collection: 'services', limit: 1, depth: 0, overrideAccess: true }))
        .docs,
      'a seeded service',
    )
    const layout: Layout = [
      { blockType: 'hero', heading: 'Shops', links: [link('Quote'), link('Work', '/services')] },
      { blockType: 'marketingFigures' },
      { blockType: 'services', heading: 'Chosen', show: 'chosen', services: [service.id] },
      { blockType: 'faq', heading: 'FAQ', items: [{ question: 'Why?', answer: 'Because.' }] },
      { blockType: 'callToAction', heading: 'Go', links: [link('Contact')] },
      { blockType: 'enquiryForm', service: service.id },
      { blockType: 'callback', heading: 'Call', buttonLabel: 'Call me' },
      { blockType: 'informationOfficer', heading: 'Information Officer' },
    ]
    expect(await refusal(layout)).toEqual([])
    const saved = await payload.findByID({
      collection: 'pages',
      id: first(created.slice(-1), 'the saved page'),
      overrideAccess: true,
    })
    expect(saved.layout.map((block) => block.blockType)).toEqual(
      layout.map((block) => block.blockType),
    )
  })

  it('refuses a hero with more than two links', async () => {
    const messages = await refusal([
      { blockType: 'hero', heading: 'Too many', links: [link('a'), link('b'), link('c')] },
    ])
    expect(messages.join('\n')).toMatch(/layout\.0\.links/)
  })

  it('refuses a question block without questions, and a call to action without a button', async () => {
    expect((await refusal([{ blockType: 'faq', heading: 'FAQ', items: [] }])).join('\n')).toMatch(
      /layout\.0\.items/,
    )
    expect(
      (await refusal([{ blockType: 'callToAction', heading: 'Go', links: [] }])).join('\n'),
    ).toMatch(/layout\.0\.links/)
  })

  it('refuses "chosen services" with none chosen', async () => {
    expect(
      await refusal([{ blockType: 'services', heading: 'Ours', show: 'chosen', services: [] }]),
    ).toEqual([`layout.0.services: ${CHOSEN_SERVICES_EMPTY}`])
  })

  it('refuses a link that is neither a path on this site nor a web address', async () => {
    for (const href of ['javascript:alert(1)', '//evil.example', 'contact'])
      expect(
        await refusal([{ blockType: 'hero', heading: 'Bad link', links: [link('x', href)] }]),
      ).toEqual([`layout.0.links.0.href: ${REDIRECT_URL_INVALID}`])
  })

  it('refuses an empty layout', async () => {
    expect((await refusal([])).join('\n')).toMatch(/layout/)
  })

  it('refuses a slug that another route of the site owns, but not the legal pages', async () => {
    for (const slug of ['about', 'services', 'admin', 'contact']) {
      await expect(
        payload.create({
          collection: 'pages',
          data: { title: 'Taken', slug, layout: [{ blockType: 'marketingFigures' }] },
          user: editor,
          overrideAccess: false,
          context: quiet,
        }),
      ).rejects.toMatchObject({ data: { errors: [{ path: 'slug', message: PAGE_SLUG_TAKEN }] } })
    }
  })

  it('refuses a page written by sales', async () => {
    await expect(createPage([{ blockType: 'marketingFigures' }], sales)).rejects.toMatchObject({
      status: 403,
    })
  })
})
