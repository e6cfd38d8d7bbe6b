/** Every cache tag of the public site: readers tag with them, hooks revalidate them. */
export const TAGS = {
  services: 'services',
  service: (slug: string) => `service:${slug}`,
  plans: 'plans',
  templates: 'templates',
  pages: 'pages',
  page: (slug: string) => `page:${slug}`,
  siteSettings: 'global:site-settings',
  homePage: 'global:home-page',
  aboutPage: 'global:about-page',
  estimatorSettings: 'global:estimator-settings',
  media: 'media',
  /** The table of old paths the proxy answers with a 308 (src/features/content/redirects). */
  redirects: 'redirects',
} as const
