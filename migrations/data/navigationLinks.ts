import type { MigrateUpArgs } from '@payloadcms/db-postgres'

import type { Navigation } from '../../src/payload-types'

type NavigationData = Pick<Navigation, 'headerLinks' | 'headerButton' | 'footerColumns'>

/** The links the header and footer had in code before issue 40 made them editable, with its new sections. */
export const CODED_NAVIGATION = {
  headerLinks: [
    { label: 'Home', href: '/' },
    { label: 'Services', href: '/services' },
    { label: 'About', href: '/about' },
    { label: 'Contact', href: '/contact' },
  ],
  headerButton: { label: 'Get Started', href: '/contact' },
  footerColumns: [
    {
      heading: 'Services',
      links: [
        { label: 'Web Development', href: '/services/web-development' },
        { label: 'Software Development', href: '/services/software-development' },
        { label: 'Mobile Apps', href: '/services/mobile-development' },
        { label: 'Digital Marketing', href: '/services/digital-marketing' },
      ],
    },
    {
      heading: 'Company',
      links: [
        { label: 'About Us', href: '/about' },
        { label: 'Our Work', href: '/work' },
        { label: 'Insights', href: '/insights' },
        { label: 'Contact', href: '/contact' },
        { label: 'Privacy Policy', href: '/privacy-policy' },
        { label: 'Terms of Service', href: '/terms-of-service' },
      ],
    },
  ],
} satisfies NavigationData

/** Issue 40: the navigation global starts with those links, so the menus look as before. */
export async function up({ payload, req }: Pick<MigrateUpArgs, 'payload' | 'req'>): Promise<void> {
  const navigation = await payload.findGlobal({ slug: 'navigation', depth: 0, req })
  if (navigation.headerLinks?.length) return
  await payload.updateGlobal({
    slug: 'navigation',
    data: CODED_NAVIGATION,
    req,
    // A trusted system write; outside Next there is nothing to revalidate.
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
}
