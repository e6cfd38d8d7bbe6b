import { describe, expect, it } from 'vitest'

import { demoHintEnabled } from '@/features/portal/demoAccount'

describe('demoHintEnabled', () => {
  it('shows the hint in development and hides it in production by default', () => {
    expect(demoHintEnabled({ NODE_ENV: 'development' })).toBe(true)
    expect(demoHintEnabled({ NODE_ENV: 'test' })).toBe(true)
    expect(demoHintEnabled({ NODE_ENV: 'production' })).toBe(false)
  })

  it('follows DEMO_LOGIN_HINT when it is set', () => {
    expect(demoHintEnabled({ NODE_ENV: 'production', DEMO_LOGIN_HINT: 'true' })).toBe(true)
    expect(demoHintEnabled({ NODE_ENV: 'development', DEMO_LOGIN_HINT: 'false' })).toBe(false)
    expect(demoHintEnabled({ NODE_ENV: 'production', DEMO_LOGIN_HINT: ' TRUE ' })).toBe(true)
  })

  it('ignores values it does not understand', () => {
    expect(demoHintEnabled({ NODE_ENV: 'production', DEMO_LOGIN_HINT: 'yes' })).toBe(false)
    expect(demoHintEnabled({ NODE_ENV: 'development', DEMO_LOGIN_HINT: '' })).toBe(true)
  })
})
