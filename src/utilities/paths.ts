/** /work's filter segments; case studies may not take them as slugs (fields/slug `reserved`). */
export const WORK_FILTERS = { service: 'service', industry: 'industry' } as const

/** Public paths, written once. */
export const PATHS = {
  home: '/',
  services: '/services',
  service: (slug: string) => `/services/${slug}`,
  contact: '/contact',
  /** The quote mode's own static page, which /contact?service=… is rewritten to (next.config.mjs). */
  contactQuote: '/contact/quote',
  /** A service's quote form, prerendered with the service chosen (served from the cache, no query). */
  quote: (service: { slug: string }) => `/contact/quote/${encodeURIComponent(service.slug)}`,
  /** The contact form with a white-label or maintenance plan preselected, e.g. plan=maintenance:Professional. */
  planEnquiry: (plan: { kind: string; name: string }) =>
    `/contact?${new URLSearchParams({ plan: `${plan.kind}:${plan.name}` }).toString()}`,
  about: '/about',
  clientPortal: '/client-portal',
  /** An invitation's single-use link; the token is the credential. */
  invitation: (token: string) => `/client-portal/invitation/${token}`,
  forgotPassword: '/client-portal/forgot-password',
  /** A password reset's single-use link (one hour); the token is the credential. */
  resetPassword: (token: string) => `/client-portal/reset-password/${token}`,
  proposalBuilder: '/proposal-builder',
  performanceAudit: '/performance-audit',
  competitorAnalysis: '/competitor-analysis',
  whiteLabel: '/white-label',
  maintenance: '/maintenance',
  templates: '/templates',
  aiEstimator: '/ai-estimator',
  aiCodeReview: '/ai-code-review',
  contentGenerator: '/content-generator',
  chatbotBuilder: '/chatbot-builder',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  search: '/search',
  insights: '/insights',
  /** Page 1 of the list is /insights itself, so each list has one address per page. */
  insightsPage: (page: number) => (page <= 1 ? '/insights' : `/insights/page/${page}`),
  insightsCategory: (slug: string, page = 1) =>
    page <= 1 ? `/insights/category/${slug}` : `/insights/category/${slug}/page/${page}`,
  article: (slug: string) => `/insights/${slug}`,
  insightsFeed: '/insights/feed.xml',
  work: '/work',
  caseStudy: (slug: string) => `/work/${slug}`,
  /** Prerendered filter pages: a link, not a query string, so /work stays static and needs no JS. */
  workByService: (serviceSlug: string) => `/work/${WORK_FILTERS.service}/${serviceSlug}`,
  workByIndustry: (industry: string) => `/work/${WORK_FILTERS.industry}/${industry}`,
  /** A page of the `pages` collection (a landing page, the PAIA manual). */
  page: (slug: string) => `/${slug}`,
} as const

/** Segments under /insights that are routes of their own, so no article may take them as its slug. */
export const RESERVED_ARTICLE_SLUGS = ['page', 'category', 'feed.xml'] as const

/** Pages with a route of their own, for their extras (the retention period): not served by /[slug]. */
export const PAGES_WITH_OWN_ROUTE: readonly string[] = [
  PATHS.privacyPolicy,
  PATHS.termsOfService,
].map((path) => path.slice(1))

/** First path segments the site's own routes and Payload use, so a page there would never be seen. */
const ROUTE_SEGMENTS = new Set([
  ...Object.values(PATHS).flatMap((path) => (typeof path === 'string' ? [path.split('/')[1]] : [])),
  ...['admin', 'api', 'forms', 'portal-api', 'next', 'healthz', 'share', 'callback', 'sitemap.xml'],
])

export const isFreePageSlug = (slug: string): boolean =>
  PAGES_WITH_OWN_ROUTE.includes(slug) || !ROUTE_SEGMENTS.has(slug)
