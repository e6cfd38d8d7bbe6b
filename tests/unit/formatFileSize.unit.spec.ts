import { describe, expect, it } from 'vitest'

import { formatFileSize } from '@/lib/formatFileSize'

describe('formatFileSize', () => {
  it.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [1023, '1023 bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [250 * 1024, '250 KB'],
    [10_485_760, '10 MB'],
    [10_485_761, '10 MB'],
    [2.44 * 1024 * 1024, '2.4 MB'],
    [3 * 1024 ** 3, '3 GB'],
  ])('%d bytes reads %s', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected)
  })

  it('never prints nonsense for impossible sizes', () => {
    expect(formatFileSize(-5)).toBe('0 bytes')
    expect(formatFileSize(Number.NaN)).toBe('0 bytes')
  })
})
