import { describe, expect, it } from 'vitest'

import { publicOrigin } from '@/env/publicOrigin'

describe('publicOrigin', () => {
  it('is NEXT_PUBLIC_SERVER_URL when set, whatever the port', () => {
    expect(
      publicOrigin({ NEXT_PUBLIC_SERVER_URL: 'https://www.kayadigital.co.za/', PORT: '3001' }),
    ).toBe('https://www.kayadigital.co.za')
  })

  it('follows PORT in development when no public URL is set', () => {
    expect(publicOrigin({ PORT: '3001' })).toBe('http://localhost:3001')
    expect(publicOrigin({})).toBe('http://localhost:3000')
    expect(publicOrigin({ PORT: 'abc', NEXT_PUBLIC_SERVER_URL: ' ' })).toBe('http://localhost:3000')
  })
})
