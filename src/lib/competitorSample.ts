/** Fixed sample figures for the competitor-analysis mock-up (spec §3); nothing is fetched. */

export interface SiteMetrics {
  readonly performance: number
  readonly seo: number
  /** Monthly visits, as text ('12.5K'). */
  readonly traffic: string
  readonly keywords: number
  readonly backlinks: number
  readonly socialMedia: number
}

export interface SiteRecord extends SiteMetrics {
  readonly name: string
  readonly url: string
  readonly isOwn: boolean
}

export type KeywordDifficulty = 'Low' | 'Medium' | 'High'

export interface KeywordGapRow {
  readonly keyword: string
  readonly difficulty: KeywordDifficulty
  /** Monthly searches, as text ('2.4K'). */
  readonly volume: string
  /** How many of the visitor's competitors rank for it. */
  readonly competitors: number
}

export const SAMPLE_OWN_SITE: SiteMetrics = {
  performance: 72,
  seo: 68,
  traffic: '12.5K',
  keywords: 340,
  backlinks: 1200,
  socialMedia: 2400,
}

/** Given to the competitors in turn; a fourth competitor gets the first row again. */
export const SAMPLE_COMPETITOR_SITES: readonly [SiteMetrics, ...SiteMetrics[]] = [
  {
    performance: 88,
    seo: 91,
    traffic: '45.2K',
    keywords: 1250,
    backlinks: 5600,
    socialMedia: 12000,
  },
  { performance: 76, seo: 82, traffic: '28.7K', keywords: 890, backlinks: 3200, socialMedia: 8500 },
  {
    performance: 92,
    seo: 79,
    traffic: '33.1K',
    keywords: 1020,
    backlinks: 4100,
    socialMedia: 6300,
  },
]

const SAMPLE_KEYWORD_GAPS: readonly KeywordGapRow[] = [
  { keyword: 'web design cape town', difficulty: 'Medium', volume: '2.4K', competitors: 3 },
  { keyword: 'affordable website development', difficulty: 'Low', volume: '1.8K', competitors: 2 },
  { keyword: 'ecommerce website south africa', difficulty: 'High', volume: '3.6K', competitors: 3 },
  { keyword: 'seo services johannesburg', difficulty: 'High', volume: '2.9K', competitors: 2 },
  { keyword: 'small business website cost', difficulty: 'Low', volume: '1.1K', competitors: 1 },
  { keyword: 'mobile app developers durban', difficulty: 'Medium', volume: '880', competitors: 1 },
]

/** A keyword cannot be ranked by more competitors than the visitor entered. */
export function keywordGaps(competitorCount: number): KeywordGapRow[] {
  const count = Math.max(0, competitorCount)
  return SAMPLE_KEYWORD_GAPS.map((row) => ({
    ...row,
    competitors: Math.min(row.competitors, count),
  }))
}

/** 'https://www.example.co.za/about' → 'example.co.za'; anything unparsable is shown as typed. */
export function siteName(url: string): string {
  const trimmed = url.trim()
  try {
    const parsed = new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`)
    return parsed.hostname.replace(/^www\./, '') || trimmed
  } catch {
    return trimmed
  }
}

export function buildComparison(ownUrl: string, competitors: readonly string[]): SiteRecord[] {
  const own: SiteRecord = {
    ...SAMPLE_OWN_SITE,
    name: siteName(ownUrl),
    url: ownUrl.trim(),
    isOwn: true,
  }
  const others = competitors.map<SiteRecord>((url, index) => ({
    ...(SAMPLE_COMPETITOR_SITES[index % SAMPLE_COMPETITOR_SITES.length] ??
      SAMPLE_COMPETITOR_SITES[0]),
    name: siteName(url),
    url,
    isOwn: false,
  }))
  return [own, ...others]
}

export interface Insight {
  readonly title: string
  readonly description: string
}

export const SAMPLE_OPPORTUNITIES: readonly Insight[] = [
  {
    title: 'Target local service keywords',
    description:
      'Your competitors rank for city-specific searches that your pages do not mention yet.',
  },
  {
    title: 'Earn more backlinks',
    description:
      'The leading competitor has over four times your backlinks; industry directories and guest articles close the gap.',
  },
  {
    title: 'Speed up your pages',
    description:
      'Two competitors load faster on mobile. Compressing images and deferring scripts would lift your performance score.',
  },
  {
    title: 'Grow your social following',
    description:
      'Regular posting and sharing your articles would bring your social reach closer to your competitors’.',
  },
]

export const SAMPLE_CONTENT_INSIGHTS: readonly Insight[] = [
  {
    title: 'Publish a regular blog',
    description:
      'Competitors publish two to four articles a month; you have no articles from the last quarter.',
  },
  {
    title: 'Add case studies',
    description:
      'Detailed project stories with results help visitors trust you and rank for long-tail searches.',
  },
  {
    title: 'Answer common questions',
    description:
      'An FAQ section on each service page targets question searches your competitors already win.',
  },
]

export const SAMPLE_TECHNICAL_INSIGHTS: readonly Insight[] = [
  {
    title: 'Structured data',
    description:
      'Add organisation and service markup so search engines can show rich results, as two competitors do.',
  },
  {
    title: 'Core Web Vitals',
    description:
      'Your Largest Contentful Paint is slower than every competitor’s; optimise the hero image first.',
  },
  {
    title: 'XML sitemap and robots.txt',
    description:
      'Keep the sitemap up to date so new pages are indexed as quickly as your competitors’.',
  },
  {
    title: 'HTTPS everywhere',
    description: 'Redirect every plain-HTTP address to HTTPS and enable HSTS.',
  },
]
