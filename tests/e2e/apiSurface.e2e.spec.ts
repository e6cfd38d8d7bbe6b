import { expect, test } from '@playwright/test'

import { API_BODY_LIMITS } from '@/validation/limits'
import { INVALID_REQUEST, NOT_FOUND, REQUEST_TOO_LARGE } from '@/validation/messages'
import { seedAdmin } from '../../seed/data/users'
import { required } from '../helpers/lists'
import type { ErrorsAnswer, GraphqlAnswer, LoginAnswer, MeAnswer } from '../helpers/payloadAnswers'
import { E2E_BASE_URL } from '../helpers/testEnv'

/**
 * What only the production server shows (the integration tests run in development mode): the
 * Secure session cookie, GraphQL without playground or introspection, and error answers with
 * nothing about the server in them, through the real Next server and its HTTP stack.
 */

const LEAKS =
  /\bat [\w.<>]+ \(|node_modules|\bselect\s+"|\bfrom\s+"|\binsert into\b|drizzle|relation "|byte sequence|"stack"/i

test.describe('API surface in production', () => {
  test('the session cookie is Secure, HTTP-only and SameSite=Lax', async ({ request }) => {
    const admin = seedAdmin()
    const login = await request.post('/api/users/login', {
      data: { email: admin.email, password: admin.password },
    })
    expect(login.status()).toBe(200)
    const cookie = login.headers()['set-cookie'] ?? ''
    expect(cookie).toMatch(/^payload-token=/)
    expect(cookie).toMatch(/;\s*Secure/i)
    expect(cookie).toMatch(/;\s*HttpOnly/i)
    expect(cookie).toMatch(/;\s*SameSite=Lax/i)
  })

  test('GraphQL has no playground and answers no introspection', async ({ request }) => {
    expect((await request.get('/api/graphql-playground')).status()).toBe(404)
    const introspection = await request.post('/api/graphql', {
      data: { query: '{ __schema { types { name } } }' },
    })
    expect(introspection.status()).toBeLessThan(500)
    const body = (await introspection.json()) as GraphqlAnswer<{ __schema?: unknown }>
    expect(body.errors?.length).toBeGreaterThan(0)
    expect(body.data?.__schema).toBeUndefined()
    // Ordinary queries still work.
    const services = await request.post('/api/graphql', {
      data: { query: '{ Services(limit: 1) { docs { title } } }' },
    })
    const answer = (await services.json()) as GraphqlAnswer<{
      Services: { docs: { title: string }[] }
    }>
    expect(required(answer.data, 'the services').Services.docs).toHaveLength(1)
  })

  test('error answers carry no stack trace and no SQL', async ({ request }) => {
    const nul = await request.get('/api/services?where[slug][equals]=a%00b')
    expect(nul.status()).toBe(400)
    expect(await nul.json()).toEqual({ errors: [{ message: INVALID_REQUEST }] })

    for (const path of [
      '/api/services/not-a-uuid',
      '/api/services?where[nope][equals]=1',
      '/api/nothing-here',
    ]) {
      const answer = await request.get(path)
      expect(answer.status(), path).toBeGreaterThanOrEqual(400)
      expect(answer.status(), path).toBeLessThan(500)
      expect(await answer.text(), path).not.toMatch(LEAKS)
    }

    const gql = await request.post('/api/graphql', {
      data: {
        query: 'query ($s: String) { Services(where: { slug: { equals: $s } }) { docs { id } } }',
        variables: { s: 'a\u0000b' },
      },
    })
    const gqlText = await gql.text()
    expect(gql.status()).toBeLessThan(500)
    expect(gqlText).not.toMatch(LEAKS)
    expect((JSON.parse(gqlText) as ErrorsAnswer).errors[0]?.message).toBe(INVALID_REQUEST)
  })

  test('a NUL byte in sign-in fields is an ordinary failed sign-in', async ({ request }) => {
    const admin = seedAdmin()
    const wrong = await request.post('/api/users/login', {
      data: { email: admin.email, password: 'Not-The-Password-1' },
      headers: { 'x-forwarded-for': '203.0.113.41' },
    })
    const nul = await request.post('/api/users/login', {
      data: { email: `${admin.email}\u0000`, password: admin.password },
      headers: { 'x-forwarded-for': '203.0.113.42' },
    })
    expect(nul.status()).toBe(401)
    expect(await nul.text()).toBe(await wrong.text())
  })

  test('a missing upload is a 404', async ({ request }) => {
    const missing = await request.get('/api/media/file/missing.png')
    expect(missing.status()).toBe(404)
    expect(await missing.json()).toEqual({ errors: [{ message: NOT_FOUND }] })
  })

  test('no open-graph image is drawn for a visitor: /api/og is not found', async ({ request }) => {
    const answer = await request.get('/api/og?title=Anyone%20can%20draw%20this')
    expect(answer.status()).toBe(404)
    expect(answer.headers()['content-type']).toContain('application/json')
  })

  test('an oversized JSON body is refused with 413', async ({ request }) => {
    const answer = await request.post('/api/enquiries', {
      data: JSON.stringify({ message: 'x'.repeat(API_BODY_LIMITS.jsonBytes + 1) }),
      headers: { 'content-type': 'application/json' },
    })
    expect(answer.status()).toBe(413)
    expect(await answer.json()).toEqual({ errors: [{ message: REQUEST_TOO_LARGE }] })
  })

  test('a session cookie sent from another origin is ignored', async ({ playwright }) => {
    const admin = seedAdmin()
    // A fresh context with no cookie jar of its own: the cookie is sent by hand, as a browser would.
    const context = await playwright.request.newContext({
      baseURL: E2E_BASE_URL,
      storageState: { cookies: [], origins: [] },
    })
    const login = await context.post('/api/users/login', {
      data: { email: admin.email, password: admin.password },
    })
    expect(login.status()).toBe(200)
    const cookie = `payload-token=${((await login.json()) as LoginAnswer).token}`
    await context.dispose()

    const client = await playwright.request.newContext({ baseURL: E2E_BASE_URL })
    const same = await client.get('/api/users/me', { headers: { cookie, origin: E2E_BASE_URL } })
    expect(((await same.json()) as MeAnswer).user?.email).toBe(admin.email)
    const cross = await client.get('/api/users/me', {
      headers: { cookie, origin: 'https://evil.example' },
    })
    expect(((await cross.json()) as MeAnswer).user).toBeNull()
    expect(cross.headers()['access-control-allow-origin']).not.toBe('https://evil.example')
    await client.dispose()
  })
})
