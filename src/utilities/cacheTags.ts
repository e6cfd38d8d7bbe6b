/** Every cache tag of the public site: readers tag with them, hooks revalidate them. */
export const TAGS = {
  services: 'services',
  service: (slug: string) => `service:${slug}`,
  plans: 'plans',
  templates: 'templates',
  pages: 'pages',
  page: (slug: string) => `page:${slug}`,
  /** Every list, feed and page of /insights: an article, category or author save expires it. */
  articles: 'articles',
  article: (slug: string) => `article:${slug}`,
  categories: 'categories',
  authors: 'authors',
  siteSettings: 'global:site-settings',
  homePage: 'global:home-page',
  aboutPage: 'global:about-page',
  estimatorSettings: 'global:estimator-settings',
  navigation: 'global:navigation',
  media: 'media',
  caseStudies: 'case-studies',
  caseStudy: (slug: string) => `case-study:${slug}`,
  testimonials: 'testimonials',
  /** The table of old paths the proxy answers with a 308 (src/features/content/redirects). */
  redirects: 'redirects',
} as const
