import { TickList } from '@/components/site/CheckList'
import { ButtonLink } from '@/components/ui/Button'
import { TitledCard } from '@/components/ui/Card'
import type { ContactMode } from '@/lib/contactPrefill'
import { PATHS } from '@/utilities/paths'

type ContactSidebarProps = {
  mode: ContactMode
  supportHours: string
  replyHours: number
}

const SERVICES = [
  {
    title: 'Web Development',
    text: 'Fast, modern websites and web applications.',
    href: PATHS.service('web-development'),
  },
  {
    title: 'Mobile Apps',
    text: 'Native and cross-platform apps for iOS and Android.',
    href: PATHS.service('mobile-development'),
  },
  {
    title: 'Digital Marketing',
    text: 'SEO, social media and campaigns that bring in leads.',
    href: PATHS.service('digital-marketing'),
  },
]

/**
 * Quote mode: three reasons to choose the agency and 'Get AI Quote'. General mode: three
 * services and 'View All Services' (spec: /contact).
 */
export function ContactSidebar({ mode, supportHours, replyHours }: ContactSidebarProps) {
  const card =
    mode === 'quote'
      ? {
          title: 'Why Choose Us?',
          items: [
            {
              title: 'Expert Team',
              text: 'Senior developers, designers and marketers on every project.',
            },
            {
              title: 'Fast Delivery',
              text: `A detailed quote within ${replyHours} hours, and agreed timelines we keep.`,
            },
            {
              title: `${supportHours} Support`,
              text: 'We are there when you need us, long after launch.',
            },
          ],
          href: PATHS.aiEstimator,
          action: 'Get AI Quote',
        }
      : {
          title: 'Our Services',
          items: SERVICES,
          href: PATHS.services,
          action: 'View All Services',
        }
  return (
    <TitledCard title={card.title}>
      <TickList items={card.items} />
      <ButtonLink href={card.href} variant="outline" className="mt-6 w-full">
        {card.action}
      </ButtonLink>
    </TitledCard>
  )
}
