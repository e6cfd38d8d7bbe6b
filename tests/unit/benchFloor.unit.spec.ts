import { afterEach, describe, expect, it, vi } from 'vitest'

import * as route from '@/app/forms/bench-floor/route'

// The floor never gets as far as the database here: a call would fail the test.
vi.mock('@/data/payload', () => ({
  getPayloadClient: () => Promise.reject(new Error('the floor reached the database')),
}))

const METHODS = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE'] as const

const requestFor = (method: string) =>
  new Request('http://localhost/forms/bench-floor', {
    method,
    headers: { 'content-type': 'application/json' },
    ...(method === 'GET' || method === 'HEAD' ? {} : { body: '{"name":"Bench"}' }),
  })

describe('POST /forms/bench-floor (bench:submit’s floor)', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('does not exist without BENCH_FLOOR=1: every method answers 404, none reaches the database', async () => {
    for (const value of [undefined, '', '0', 'true']) {
      vi.stubEnv('BENCH_FLOOR', value)
      for (const method of METHODS) {
        const response = await route[method](requestFor(method))
        expect(response.status, `${method} with BENCH_FLOOR=${value}`).toBe(404)
      }
    }
  })

  it('with the flag, takes only a JSON POST', async () => {
    vi.stubEnv('BENCH_FLOOR', '1')
    expect((await route.GET(requestFor('GET'))).status).toBe(405)
    const notJson = new Request('http://localhost/forms/bench-floor', {
      method: 'POST',
      body: 'name=Bench',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect((await route.POST(notJson)).status).toBe(415)
  })
})
