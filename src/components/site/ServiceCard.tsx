import Link from 'next/link'

import { ButtonLink } from '@/components/ui/Button'
import { ArrowRightIcon } from '@/components/ui/icons'
import { formatFromPrice } from '@/lib/formatRand'
import type { Service } from '@/payload-types'
import { PATHS } from '@/utilities/paths'

import { ServiceIcon } from './ServiceIcon'

type CardService = Pick<Service, 'slug' | 'title' | 'description' | 'icon' | 'price' | 'features'>

function IconBadge({ icon }: { icon: Service['icon'] }) {
  return (
    <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
      <ServiceIcon name={icon} />
    </span>
  )
}

/** The home page's compact card: what the service is, where it starts, and 'Learn More'. */
export function ServiceSummaryCard({ service }: { service: CardService }) {
  return (
    <article className="card flex h-full flex-col p-6 transition-shadow hover:shadow-md">
      <IconBadge icon={service.icon} />
      <h3 className="mt-4 text-lg font-semibold text-slate-900">{service.title}</h3>
      <p className="mt-2 flex-1 text-sm leading-6 text-slate-600">{service.description}</p>
      <p className="mt-4 text-sm font-semibold text-brand-700">{formatFromPrice(service.price)}</p>
      <Link
        href={PATHS.service(service.slug)}
        className="mt-4 inline-flex items-center gap-1 self-start rounded text-sm font-semibold text-brand-700 hover:text-brand-900"
      >
        Learn More<span className="sr-only"> about {service.title}</span>
        <ArrowRightIcon />
      </Link>
    </article>
  )
}

/** The /services card: icon, description, the four features, the starting price and 'Get Quote'. */
export function ServiceListCard({ service }: { service: CardService }) {
  return (
    <article className="card flex h-full flex-col p-6">
      <div className="flex items-start gap-4">
        <IconBadge icon={service.icon} />
        <div>
          <h2 className="text-xl font-semibold text-slate-900">
            <Link href={PATHS.service(service.slug)} className="rounded hover:text-brand-700">
              {service.title}
            </Link>
          </h2>
          <p className="mt-1 text-sm font-semibold text-brand-700">
            {formatFromPrice(service.price)}
          </p>
        </div>
      </div>
      <p className="mt-4 text-sm leading-6 text-slate-600">{service.description}</p>
      <ul className="checks mt-4 flex-1 space-y-2 text-sm text-slate-700">
        {service.features.slice(0, 4).map((feature, index) => (
          <li key={feature.id ?? index}>{feature.text}</li>
        ))}
      </ul>
      <div className="mt-6 flex flex-wrap gap-3">
        <ButtonLink href={PATHS.quote(service)} size="sm">
          Get Quote<span className="sr-only"> for {service.title}</span>
        </ButtonLink>
        <ButtonLink href={PATHS.service(service.slug)} variant="outline" size="sm">
          Learn More<span className="sr-only"> about {service.title}</span>
        </ButtonLink>
      </div>
    </article>
  )
}
