import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { API_BODY_LIMITS, GRAPHQL_LIMITS } from '@/validation/limits'
import { INVALID_REQUEST, NOT_FOUND, REQUEST_TOO_LARGE } from '@/validation/messages'

import { seedAdmin } from '../../seed/data/users'
import { graphql, rest, type ApiAnswer } from '../helpers/api'
import { first } from '../helpers/lists'
import { getTestPayload } from '../helpers/payload'

/**
 * The public API surface through the app's real REST and GraphQL routes (in-process) on the real
 * database: hostile queries get a 4xx with nothing inside about the server, GraphQL is bounded,
 * bodies are capped and a missing file is a 404.
 */

/** What must never appear in an answer: stack frames, SQL, driver errors, server paths. */
const LEAKS =
  /\bat [\w.<>]+ \(|node_modules|\bselect\s+"|\bfrom\s+"|\binsert into\b|drizzle|relation "|invalid input syntax|byte sequence|\/work\/|"stack"/i

const expectCleanRefusal = (answer: ApiAnswer, label: string) => {
  expect(answer.status, `${label}: ${answer.text}`).toBeGreaterThanOrEqual(400)
  expect(answer.status, `${label}: ${answer.text}`).toBeLessThan(500)
  expect(answer.text, label).not.toMatch(LEAKS)
}

describe('API surface', () => {
  let payload: Payload
  let staffAuth: Record<string, string>

  beforeAll(async () => {
    payload = await getTestPayload()
    const admin = seedAdmin()
    const login = await rest('POST', '/api/users/login', {
      body: { email: admin.email, password: admin.password },
    })
    staffAuth = { authorization: `JWT ${(login.json as { token: string }).token}` }
  })

  describe('hostile queries get a clean 4xx', () => {
    it.each([
      ['a NUL byte in a where value', '/api/services?where[slug][equals]=a%00b'],
      ['a NUL byte in a like query', '/api/services?where[title][like]=%00'],
      ['a NUL byte in an id', '/api/services/a%00b'],
      ['a field that does not exist', '/api/services?where[nope][equals]=1'],
      ['an operator that does not exist', '/api/services?where[slug][drop_table]=x'],
      ['an id that is not a uuid', '/api/services/not-a-uuid'],
    ])('%s', async (label, path) => {
      expectCleanRefusal(await rest('GET', path), label)
    })

    it.each([
      ['a date that is not a date', '/api/services?where[updatedAt][greater_than]=yesterday-ish'],
      ['a number far out of range', '/api/services?where[price.amount][equals]=1e400'],
      ['a depth that is not a number', '/api/services?depth=deep'],
      ['a negative limit', '/api/services?limit=-5'],
    ])('%s: no server error, no leak (an empty result is a fair answer)', async (label, path) => {
      const answer = await rest('GET', path)
      expect(answer.status, `${label}: ${answer.text}`).toBeLessThan(500)
      expect(answer.text, label).not.toMatch(LEAKS)
    })

    it('answers a NUL byte in a where value with 400 and the generic message', async () => {
      const answer = await rest('GET', '/api/services?where[slug][equals]=a%00b')
      expect(answer.status).toBe(400)
      expect(answer.json).toEqual({ errors: [{ message: INVALID_REQUEST }] })
    })

    it('answers a duplicate email with a validation error, not the database constraint', async () => {
      const answer = await rest('POST', '/api/users', {
        body: {
          email: seedAdmin().email,
          password: 'Blue-Heron-Kettle-48',
          name: 'Copy',
          role: 'client',
        },
        headers: staffAuth,
      })
      expectCleanRefusal(answer, 'duplicate email')
      expect(answer.status).toBe(400)
    })

    it('answers a NUL byte in a GraphQL where with a 400 error and no SQL', async () => {
      const answer = await graphql(
        'query ($slug: String) { Services(where: { slug: { equals: $slug } }) { docs { id } } }',
        {
          variables: { slug: 'a\u0000b' },
        },
      )
      expect(answer.status).toBeLessThan(500)
      expect(answer.text).not.toMatch(LEAKS)
      expect(answer.json).toMatchObject({
        errors: [{ message: INVALID_REQUEST, extensions: { statusCode: 400 } }],
      })
    })
  })

  describe('unknown routes', () => {
    it.each([
      ['a collection without REST endpoints', '/api/payload-migrations'],
      ['its documents', '/api/payload-migrations/some-id'],
      ['a path nothing serves', '/api/nothing-here'],
    ])('answers %s with 404 and a JSON body', async (_label, path) => {
      for (const method of ['GET', 'POST', 'PATCH', 'DELETE'] as const) {
        const answer = await rest(
          method,
          path,
          method === 'GET' || method === 'DELETE' ? {} : { body: {} },
        )
        expect(answer.status, `${method} ${path}: ${answer.text}`).toBe(404)
        expect(answer.json, `${method} ${path}`).toEqual({
          message: expect.stringContaining(new URL(path, 'http://x').pathname) as unknown,
        })
      }
    })
  })

  describe('upload files', () => {
    it('answers a missing media file with 404, and still serves one that exists', async () => {
      const missing = await rest('GET', '/api/media/file/missing.png')
      expect(missing.status).toBe(404)
      expect(missing.json).toEqual({ errors: [{ message: NOT_FOUND }] })

      const { docs } = await payload.find({ collection: 'media', limit: 1, overrideAccess: true })
      const media = first(docs, 'a seeded media file')
      expect(media.filename, 'the seed has media').toBeTruthy()
      const present = await rest('GET', `/api/media/file/${media.filename}`)
      expect(present.status).toBe(200)
      expect(present.headers.get('content-type')).toMatch(/^image\//)
    })
  })

  describe('GraphQL limits', () => {
    it('answers an ordinary query', async () => {
      const answer = await graphql(
        '{ Services(limit: 2) { docs { title slug image { url sizes { card { url } } } } } }',
      )
      expect(answer.status).toBe(200)
      expect(answer.json).toMatchObject({
        data: {
          Services: {
            docs: [
              { title: expect.any(String) as unknown },
              { title: expect.any(String) as unknown },
            ],
          },
        },
      })
    })

    it(`refuses a query deeper than ${GRAPHQL_LIMITS.maxDepth} levels before running it`, async () => {
      const answer = await graphql(
        '{ __type(name: "Service") { fields { type { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } }',
      )
      // GraphQL over HTTP answers a refused application/json request with 200 and `errors`.
      expect(answer.status).toBeLessThan(500)
      expect(answer.json).toMatchObject({
        errors: [
          expect.objectContaining({
            message: expect.stringMatching(/query validation error/i) as unknown,
          }),
        ],
      })
      expect(answer.json).not.toHaveProperty('data.__type')
    })

    it(`refuses more than ${GRAPHQL_LIMITS.maxAliases} aliases`, async () => {
      const fields = Array.from(
        { length: GRAPHQL_LIMITS.maxAliases + 1 },
        (_, i) => `a${i}: Services(limit: 1) { totalDocs }`,
      ).join(' ')
      const answer = await graphql(`{ ${fields} }`)
      // GraphQL over HTTP answers a refused application/json request with 200 and `errors`.
      expect(answer.status).toBeLessThan(500)
      expect(answer.json).toMatchObject({
        errors: [
          expect.objectContaining({
            message: expect.stringMatching(/query validation error/i) as unknown,
          }),
        ],
      })
      expect(answer.json).not.toHaveProperty('data.a0')
    })

    it(`refuses a query costing more than ${GRAPHQL_LIMITS.maxComplexity}`, async () => {
      // Within the depth and alias limits, but every alias repeats a wide fragment.
      const sizes = 'url width height mimeType filesize filename'
      const fragment = `fragment Wide on Service { id title slug description icon createdAt updatedAt image { id alt url filename mimeType filesize width height focalX focalY createdAt updatedAt sizes { card { ${sizes} } hero { ${sizes} } } } }`
      const fields = Array.from(
        { length: GRAPHQL_LIMITS.maxAliases },
        (_, i) => `a${i}: Services(limit: 100) { docs { ...Wide } }`,
      ).join(' ')
      const answer = await graphql(`{ ${fields} } ${fragment}`)
      expect(answer.status).toBeLessThan(500)
      expect(answer.json).toMatchObject({
        errors: expect.arrayContaining([
          expect.objectContaining({
            message: expect.stringMatching(/maximum complexity/i) as unknown,
          }),
        ]) as unknown,
      })
      expect(answer.json).not.toHaveProperty('data.a0')
    })
  })

  describe('request bodies', () => {
    const oversizedJson = () => JSON.stringify({ name: 'x'.repeat(API_BODY_LIMITS.jsonBytes + 1) })

    it('refuses a JSON body over the limit with 413, on REST and GraphQL', async () => {
      const restAnswer = await rest('POST', '/api/enquiries', {
        body: oversizedJson(),
        headers: { 'content-type': 'application/json' },
      })
      expect(restAnswer.status).toBe(413)
      expect(restAnswer.json).toEqual({ errors: [{ message: REQUEST_TOO_LARGE }] })

      const login = await rest('POST', '/api/users/login', {
        body: oversizedJson(),
        headers: { 'content-type': 'application/json' },
      })
      expect(login.status).toBe(413)

      const gql = await graphql(
        `{ Services(where: { slug: { equals: "${'x'.repeat(API_BODY_LIMITS.jsonBytes)}" } }) { totalDocs } }`,
      )
      expect(gql.status).toBe(413)
    })

    it('counts the bytes that arrive, not the declared length', async () => {
      const chunk = new TextEncoder().encode('x'.repeat(64 * 1024))
      let sent = 0
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent > API_BODY_LIMITS.jsonBytes * 4) {
            controller.close()
            return
          }
          sent += chunk.byteLength
          controller.enqueue(chunk)
        },
      })
      const answer = await rest('POST', '/api/users/login', {
        body: stream,
        headers: { 'content-type': 'application/json' },
      })
      expect(answer.status).toBe(413)
      // Reading stopped soon after the limit instead of taking in the whole body.
      expect(sent).toBeLessThan(API_BODY_LIMITS.jsonBytes * 2)
    })

    it('refuses a multipart upload over the limit with 413', async () => {
      const form = new FormData()
      form.append('_payload', JSON.stringify({ alt: 'Too big' }))
      form.append(
        'file',
        new Blob([new Uint8Array(API_BODY_LIMITS.multipartBytes + 1024)], { type: 'image/png' }),
        'huge.png',
      )
      const answer = await rest('POST', '/api/media', { body: form, headers: staffAuth })
      expect(answer.status).toBe(413)
      expect(answer.text).not.toMatch(LEAKS)
      const { totalDocs } = await payload.count({
        collection: 'media',
        where: { filename: { like: 'huge' } },
        overrideAccess: true,
      })
      expect(totalDocs).toBe(0)
    })

    it('still accepts an ordinary body', async () => {
      const admin = seedAdmin()
      expect(
        (
          await rest('POST', '/api/users/login', {
            body: { email: admin.email, password: admin.password },
          })
        ).status,
      ).toBe(200)
    })
  })
})
