/** The audit mock-up's fixed sample (spec §1, §4); no request is made to the site. */

/** How long the simulated analysis runs before the sample result appears. */
export const AUDIT_DURATION_MS = 3000

export interface AuditCategory {
  readonly score: number
  readonly issues: readonly string[]
}

export interface AuditMetrics {
  readonly loadTime: string
  readonly ttfb: string
  readonly fcp: string
  readonly lcp: string
  readonly cls: string
}

export interface AuditResult {
  readonly overallScore: number
  readonly performance: AuditCategory & { readonly metrics: AuditMetrics }
  readonly seo: AuditCategory
  readonly accessibility: AuditCategory
  readonly security: AuditCategory
  readonly mobile: AuditCategory
}

export type AuditCategoryKey = 'performance' | 'seo' | 'accessibility' | 'security' | 'mobile'

/** The categories in the order the result lists them, with their display names. */
export const AUDIT_CATEGORIES: readonly {
  readonly key: AuditCategoryKey
  readonly label: string
}[] = [
  { key: 'performance', label: 'Performance' },
  { key: 'seo', label: 'SEO' },
  { key: 'accessibility', label: 'Accessibility' },
  { key: 'security', label: 'Security' },
  { key: 'mobile', label: 'Mobile' },
]

export const AUDIT_METRICS: readonly {
  readonly key: keyof AuditMetrics
  readonly label: string
}[] = [
  { key: 'loadTime', label: 'Load Time' },
  { key: 'ttfb', label: 'Time to First Byte' },
  { key: 'fcp', label: 'First Contentful Paint' },
  { key: 'lcp', label: 'Largest Contentful Paint' },
  { key: 'cls', label: 'Cumulative Layout Shift' },
]

/** Chosen so that every score band (Excellent, Good, Needs Improvement) appears in the sample. */
export const SAMPLE_AUDIT_RESULT: AuditResult = {
  overallScore: 78,
  performance: {
    score: 72,
    metrics: { loadTime: '3.2s', ttfb: '0.8s', fcp: '1.6s', lcp: '2.9s', cls: '0.12' },
    issues: [
      'Images are not served in modern formats (WebP or AVIF)',
      'Render-blocking JavaScript delays the first paint',
      'Browser caching is not configured for static assets',
    ],
  },
  seo: {
    score: 85,
    issues: ['Meta descriptions are missing on 4 pages', 'Two images have no alt text'],
  },
  accessibility: {
    score: 91,
    issues: ['Some buttons have low colour contrast'],
  },
  security: {
    score: 65,
    issues: [
      'The Content-Security-Policy header is missing',
      'The site is reachable over plain HTTP without a redirect to HTTPS',
      'An outdated JavaScript library with known vulnerabilities is loaded',
    ],
  },
  mobile: {
    score: 88,
    issues: ['Tap targets in the footer are too close together'],
  },
}
