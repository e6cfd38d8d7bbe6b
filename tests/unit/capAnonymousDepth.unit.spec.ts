import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { capAnonymousDepth } from '@/plugins/apiHardening/capAnonymousDepth'
import { ANONYMOUS_MAX_DEPTH } from '@/validation/limits'

type HookArgs = Parameters<typeof capAnonymousDepth>[0]

const call = ({
  depth,
  user,
  api = 'REST',
  operation = 'read',
}: {
  depth?: unknown
  user?: object
  api?: string
  operation?: string
}) => {
  const req = {
    user: user ?? null,
    payloadAPI: api,
    payload: { config: { defaultDepth: 2 } },
  } as unknown as PayloadRequest
  const args = { depth, req } as unknown as HookArgs['args']
  const result = capAnonymousDepth({
    args,
    operation,
    req,
    context: {},
    collection: {},
  } as unknown as HookArgs) as { depth?: unknown }
  return result.depth
}

describe('anonymous REST depth cap', () => {
  it('caps an anonymous REST read at one level, including the default depth', () => {
    expect(call({ depth: 10 })).toBe(ANONYMOUS_MAX_DEPTH)
    expect(call({ depth: '5' })).toBe(ANONYMOUS_MAX_DEPTH)
    expect(call({ depth: undefined })).toBe(ANONYMOUS_MAX_DEPTH)
    expect(call({ depth: 'deep' })).toBe(ANONYMOUS_MAX_DEPTH)
  })

  it('keeps a smaller depth and never goes below zero', () => {
    expect(call({ depth: 0 })).toBe(0)
    expect(call({ depth: -3 })).toBe(0)
  })

  it('leaves signed-in callers, the Local API, GraphQL and writes alone', () => {
    expect(call({ depth: 5, user: { id: 'u1' } })).toBe(5)
    expect(call({ depth: 5, api: 'local' })).toBe(5)
    expect(call({ depth: 5, api: 'GraphQL' })).toBe(5)
    expect(call({ depth: 5, operation: 'create' })).toBe(5)
  })
})
