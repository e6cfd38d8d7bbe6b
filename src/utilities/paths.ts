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
} as const
