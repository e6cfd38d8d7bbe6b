import { ButtonLink } from '@/components/ui/Button'
import { ArrowRightIcon } from '@/components/ui/icons'
import { formatFromPrice } from '@/lib/formatRand'
import type { Service } from '@/payload-types'
import { PATHS } from '@/utilities/paths'

import { ServiceIcon } from './ServiceIcon'

type CardService = Pick<Service, 'slug' | 'title' | 'description' | 'icon' | 'price' | 'features'>

/** The service's icon on a tinted square: one <svg>, its padding the square's margin. */
function IconBadge({ icon }: { icon: Service['icon'] }) {
  return <ServiceIcon name={icon} className="icon-badge" />
}

/**
 * The home page's compact card: what the service is, where it starts, and 'Learn More'. Its band
 * starts just below a phone's first screen, close enough that Chrome renders it with the first
 * frame, so each card also waits until it nears the viewport (`below-fold`).
 */
export function ServiceSummaryCard({ service }: { service: CardService }) {
  return (
    <article className="card service-card below-fold transition-shadow hover:shadow-md">
      <IconBadge icon={service.icon} />
      <h3 className="card-title mt-4">{service.title}</h3>
      <p className="card-text mt-2 flex-1">{service.description}</p>
      <p className="card-price mt-4">{formatFromPrice(service.price)}</p>
      <a href={PATHS.service(service.slug)} className="card-more">
        Learn More<span className="sr-only">{` about ${service.title}`}</span>
        <ArrowRightIcon />
      </a>
    </article>
  )
}

/**
 * The /services card: icon, description, the four features, the starting price and 'Get Quote'.
 * Twelve of them make the page; a phone's first screen shows one, so each is rendered only as it
 * nears the viewport (`below-fold`).
 */
export function ServiceListCard({ service }: { service: CardService }) {
  return (
    <article className="card service-card below-fold">
      <div className="card-head">
        <IconBadge icon={service.icon} />
        <div>
          <h2 className="card-title">
            <a href={PATHS.service(service.slug)}>{service.title}</a>
          </h2>
          <p className="card-price">{formatFromPrice(service.price)}</p>
        </div>
      </div>
      <p className="card-text mt-4">{service.description}</p>
      <ul className="checks card-checks">
        {service.features.slice(0, 4).map((feature, index) => (
          <li key={index}>{feature.text}</li>
        ))}
      </ul>
      <div className="card-actions">
        <ButtonLink href={PATHS.quote(service)} size="sm">
          Get Quote<span className="sr-only">{` for ${service.title}`}</span>
        </ButtonLink>
        <ButtonLink href={PATHS.service(service.slug)} variant="outline" size="sm">
          Learn More<span className="sr-only">{` about ${service.title}`}</span>
        </ButtonLink>
      </div>
    </article>
  )
}
