/**
 * Issue 12's page budget: the marketing routes `npm run bench:pages` measures against the empty
 * Next page, and the HTML limit the e2e suite holds them to on the production build.
 */
export const MARKETING_ROUTES = [
  '/',
  '/services',
  '/services/web-development',
  '/about',
  '/contact',
  '/templates',
  '/ai-estimator',
  // A seeded landing page built from blocks, its enquiry form and callback button included (issue 40).
  '/online-shops-gauteng-retailers',
  // /work with its six cards and filters, a seeded case study, the insights list and an article (issue 40).
  '/work',
  '/work/umhlanga-threads-online-store',
  '/insights',
  '/insights/popia-for-online-shops',
]

/** The whole served document, its inline RSC payload included. */
export const HTML_BUDGET_BYTES = 60 * 1024
