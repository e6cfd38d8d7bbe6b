import { describe, expect, it } from 'vitest'

import { readBodyUpTo } from '@/lib/readBodyUpTo'
import { required } from '../helpers/lists'

/** A body arriving in chunks, as a slow or hostile client sends it. */
const streamOf = (...chunks: string[]) => {
  let cancelled = false
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = chunks.shift()
      if (next === undefined) controller.close()
      else controller.enqueue(new TextEncoder().encode(next))
    },
    cancel() {
      cancelled = true
    },
  })
  return { stream, wasCancelled: () => cancelled }
}

describe('reading a request body up to a limit', () => {
  it('returns every byte of a body exactly at the limit, in order', async () => {
    const body = await readBodyUpTo(streamOf('abc', 'de', 'fgh').stream, 8)
    expect(new TextDecoder().decode(required(body, 'the body'))).toBe('abcdefgh')
  })

  it('gives up one byte over the limit and stops the upload', async () => {
    const source = streamOf('abc', 'de', 'fghi', 'never read')
    expect(await readBodyUpTo(source.stream, 8)).toBeNull()
    expect(source.wasCancelled()).toBe(true)
  })

  it('reads a missing body as empty', async () => {
    expect((await readBodyUpTo(null, 8))?.byteLength).toBe(0)
  })
})
