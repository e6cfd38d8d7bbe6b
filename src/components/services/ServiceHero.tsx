import { ServiceIcon } from '@/components/site/ServiceIcon'
import { ButtonLink } from '@/components/ui/Button'
import { Container } from '@/components/ui/Container'
import type { Service } from '@/payload-types'
import { PATHS } from '@/utilities/paths'

const FACT =
  'flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm shadow-sm ring-1 ring-slate-200'

/** Breadcrumb, title, timeline and starting price of one service, with its two calls to action. */
export function ServiceHero({ service, price }: { service: Service; price: string }) {
  return (
    <section className="border-b border-slate-200 bg-slate-50">
      <Container className="py-12 sm:py-16">
        <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
          <ol className="flex flex-wrap items-center gap-2">
            <li>
              <a href={PATHS.services} className="hover:text-brand-700 hover:underline">
                Services
              </a>
            </li>
            <li aria-hidden="true">/</li>
            <li aria-current="page" className="font-medium text-slate-900">
              {service.title}
            </li>
          </ol>
        </nav>
        <div className="mt-8 flex flex-col gap-6 sm:flex-row sm:items-start">
          <span className="grid size-16 shrink-0 place-items-center rounded-2xl bg-brand-600 text-white">
            <ServiceIcon name={service.icon} className="size-8" />
          </span>
          <div className="max-w-3xl">
            <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
              {service.title}
            </h1>
            <p className="mt-4 text-lg leading-8 text-slate-600">{service.description}</p>
            <dl className="mt-6 flex flex-wrap gap-3">
              <div className={FACT}>
                <dt className="text-slate-600">Timeline:</dt>
                <dd className="font-semibold text-slate-900">{service.timeline}</dd>
              </div>
              <div className={FACT}>
                <dt className="text-slate-600">Starting price:</dt>
                <dd className="font-semibold text-brand-700">{price}</dd>
              </div>
            </dl>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <ButtonLink href={PATHS.quote(service)} size="lg">
                Get Quote
              </ButtonLink>
              <ButtonLink href={PATHS.clientPortal} variant="outline" size="lg">
                Client Portal
              </ButtonLink>
            </div>
          </div>
        </div>
      </Container>
    </section>
  )
}
