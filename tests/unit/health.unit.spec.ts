import { describe, expect, it } from 'vitest'

import { summarise } from '@/services/health'

describe('/healthz verdict', () => {
  it('is ok with the database up and no Redis configured (the single-process default)', () => {
    expect(summarise(true, null)).toEqual({ status: 'ok', database: 'up', redis: 'not configured' })
  })

  it('is ok with both up', () => {
    expect(summarise(true, true).status).toBe('ok')
  })

  it('stays serving (degraded, not down) when Redis is away: pages still come from the local cache', () => {
    expect(summarise(true, false)).toEqual({ status: 'degraded', database: 'up', redis: 'down' })
  })

  it('is down without the database, whatever Redis says', () => {
    expect(summarise(false, true).status).toBe('down')
    expect(summarise(false, null).status).toBe('down')
  })
})
