import * as graphqlRoute from '@/app/(payload)/api/graphql/route'
import * as restRoute from '@/app/(payload)/api/[...slug]/route'
import { env } from '@/env'

import { randomAddress } from './address'

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE' | 'OPTIONS'

export type ApiAnswer = { status: number; headers: Headers; text: string; json: unknown }

async function answer(response: Response): Promise<ApiAnswer> {
  const text = await response.text()
  let json: unknown = null
  try {
    json = JSON.parse(text)
  } catch {
    // not JSON: the text is the answer
  }
  return { status: response.status, headers: response.headers, text, json }
}

/**
 * Calls the app's real REST route handlers (src/app/(payload)/api/[...slug]/route.ts) in-process,
 * as Next does: the same request, the same Payload, the same Postgres; only the socket is missing.
 */
export async function rest(
  method: Method,
  path: string,
  { body, headers = {} }: { body?: BodyInit | object; headers?: Record<string, string> } = {},
): Promise<ApiAnswer> {
  const url = new URL(path, env.serverUrl)
  const isJson =
    body !== undefined &&
    !(
      typeof body === 'string' ||
      body instanceof FormData ||
      body instanceof Uint8Array ||
      body instanceof ReadableStream
    )
  const request = new Request(url, {
    method,
    headers: {
      'x-forwarded-for': randomAddress(),
      ...(isJson ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: isJson ? JSON.stringify(body) : (body as BodyInit | undefined),
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  })
  const slug = url.pathname
    .replace(/^\/api\//, '')
    .split('/')
    .map(decodeURIComponent)
  const handler = restRoute[method]
  return answer(await handler(request, { params: Promise.resolve({ slug }) }))
}

/** A password sign-in through the REST login route, as the admin panel's form posts it. */
export const restSignIn = (email: string, password: string, headers: Record<string, string> = {}) =>
  rest('POST', '/api/users/login', { body: { email, password }, headers })

/** Calls the app's real GraphQL route handler in-process. */
export async function graphql(
  query: string,
  { variables, headers = {} }: { variables?: object; headers?: Record<string, string> } = {},
) {
  const request = new Request(new URL('/api/graphql', env.serverUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': randomAddress(), ...headers },
    body: JSON.stringify({ query, variables }),
  })
  return answer(await graphqlRoute.POST(request, undefined))
}

/** The admin list's "Export" as CSV: the import-export plugin's download route, for one JWT. */
export const exportLeadsCsv = (token: string, where: object, fields: readonly string[]) =>
  rest('POST', '/api/exports/download', {
    headers: { Authorization: `JWT ${token}` },
    body: { data: { collectionSlug: 'enquiries', format: 'csv', where, fields } },
  })
