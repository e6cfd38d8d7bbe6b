import Link from 'next/link'

import { CheckIcon } from '@/components/ui/icons'
import { ButtonLink } from '@/components/ui/Button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/Card'
import type { ContactMode } from '@/lib/contactPrefill'
import { PATHS } from '@/utilities/paths'

type ContactSidebarProps = {
  mode: ContactMode
  supportHours: string
  replyHours: number
}

/**
 * Quote mode: three reasons to choose the agency and 'Get AI Quote'. General mode: three
 * services and 'View All Services' (spec: /contact).
 */
export function ContactSidebar({ mode, supportHours, replyHours }: ContactSidebarProps) {
  if (mode === 'quote') {
    const reasons = [
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
    ]
    return (
      <Card>
        <CardHeader>
          <CardTitle as="h2">Why Choose Us?</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="space-y-4">
            {reasons.map((reason) => (
              <li key={reason.title} className="flex gap-3">
                <CheckIcon className="mt-0.5 size-5 shrink-0 text-green-700" />
                <div>
                  <h3 className="font-semibold text-slate-900">{reason.title}</h3>
                  <p className="text-sm text-slate-700">{reason.text}</p>
                </div>
              </li>
            ))}
          </ul>
          <ButtonLink href={PATHS.aiEstimator} variant="outline" className="mt-6 w-full">
            Get AI Quote
          </ButtonLink>
        </CardContent>
      </Card>
    )
  }

  const services = [
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
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Our Services</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="space-y-4">
          {services.map((service) => (
            <li key={service.title} className="flex gap-3">
              <CheckIcon className="mt-0.5 size-5 shrink-0 text-green-700" />
              <div>
                <h3 className="font-semibold text-slate-900">
                  <Link href={service.href} className="hover:text-brand-700 hover:underline">
                    {service.title}
                  </Link>
                </h3>
                <p className="text-sm text-slate-700">{service.text}</p>
              </div>
            </li>
          ))}
        </ul>
        <ButtonLink href={PATHS.services} variant="outline" className="mt-6 w-full">
          View All Services
        </ButtonLink>
      </CardContent>
    </Card>
  )
}
