import { describe, expect, it } from 'vitest'

import { EMPTY_CALLBACK } from '@/components/contact/callbackFormValues'
import { lazyResolver } from '@/components/ui/lazyResolver'
import type { Callback, CallbackInput } from '@/validation/callback'
import * as messages from '@/validation/messages'

const OPTIONS = { fields: {}, shouldUseNativeValidation: false } as const

describe('lazyResolver', () => {
  it('loads the resolver module only when it is first used', async () => {
    let loads = 0
    const resolver = lazyResolver<CallbackInput, Callback>(async () => {
      loads += 1
      return (await import('@/components/contact/callbackResolver')).callbackResolver
    })
    expect(loads).toBe(0)
    await resolver(EMPTY_CALLBACK, undefined, OPTIONS)
    expect(loads).toBe(1)
    await resolver.load()
    expect(loads).toBe(2) // load itself does not memoise: the bundler's module cache does
  })

  it("gives the loaded schema's verdict, with the spec's messages", async () => {
    const resolver = lazyResolver<CallbackInput, Callback>(
      async () => (await import('@/components/contact/callbackResolver')).callbackResolver,
    )
    const result = await resolver(EMPTY_CALLBACK, undefined, OPTIONS)
    expect(result.errors.name?.message).toBe(messages.CALLBACK_NAME_TOO_SHORT)
    expect(result.errors.date?.message).toBe(messages.DATE_REQUIRED)
    expect(result.errors.time?.message).toBe(messages.TIME_REQUIRED)
    expect(result.values).toEqual({})
  })
})
