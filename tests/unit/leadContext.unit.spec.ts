import { describe, expect, it } from 'vitest'

import { leadRequestContext, toSourcePage } from '@/features/leads/intake/context'

const headers = (values: Record<string, string>) => new Headers(values)

describe('what a submission stores besides its content', () => {
  it('keeps a same-site path and drops markup from it', () => {
    expect(toSourcePage('/contact?service=seo-optimization')).toBe(
      '/contact?service=seo-optimization',
    )
    expect(toSourcePage('http://localhost:3000/contact?a=1&b=2')).toBe('/contact?a=1&b=2')
    expect(toSourcePage('/contact?x=<script>alert(1)</script>')).toBe('/contact?x=')
    expect(toSourcePage('/contact\r\nX-Injected: 1')).toBe('/contact X-Injected: 1')
  })

  it('refuses what is not a path on this site, also once markup is gone', () => {
    for (const value of [
      'javascript:alert(1)',
      '//evil.example/',
      '/<b></b>/evil.example',
      'evil.example',
      42,
      null,
    ]) {
      expect(toSourcePage(value)).toBeUndefined()
    }
  })

  it('cleans the User-Agent and Referer the client sent', () => {
    const context = leadRequestContext(
      headers({
        'user-agent': 'Mozilla/5.0 <script>alert(1)</script><img src=x onerror=alert(1)>',
        referer: 'http://localhost/contact<svg onload=alert(1)>',
      }),
    )
    expect(context.userAgent).toBe('Mozilla/5.0')
    expect(context.sourcePage).toBe('/contact')
  })
})
