import { CheckList } from '@/components/site/CheckList'
import { LazyImage } from '@/components/site/LazyImage'
import { imageFromMedia } from '@/components/site/media'
import { RichText } from '@/components/site/RichText'
import { DetailSection } from '@/components/site/Section'
import { Badge } from '@/components/ui/Badge'
import { Container } from '@/components/ui/Container'
import { StepNumber } from '@/components/ui/StepNumber'
import type { Service } from '@/payload-types'

/** Everything the CMS says about one service, each section shown only when it has content. */
export function ServiceDetails({ service }: { service: Service }) {
  const image = imageFromMedia(service.image)
  return (
    <Container className="space-y-16 py-16">
      <div className="grid gap-10 lg:grid-cols-5">
        <DetailSection id="overview-heading" title="Overview" className="lg:col-span-3">
          {service.longDescription ? (
            <RichText data={service.longDescription} />
          ) : (
            <p className="text-slate-700">{service.description}</p>
          )}
        </DetailSection>
        {image ? (
          <LazyImage
            {...image}
            sizes="(min-width: 1024px) 480px, 100vw"
            className="self-start rounded-2xl shadow-md lg:col-span-2"
          />
        ) : null}
      </div>

      {service.detailFeatures?.length ? (
        <DetailSection id="included-heading" title="What's Included" className="below-fold">
          <CheckList items={service.detailFeatures} columns />
        </DetailSection>
      ) : null}

      {service.benefits?.length ? (
        <DetailSection id="benefits-heading" title="Key Benefits">
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {service.benefits.map((benefit, index) => (
              <li
                key={benefit.id ?? index}
                className="rounded-xl border border-slate-200 bg-white p-5 text-slate-700 shadow-sm"
              >
                {benefit.text}
              </li>
            ))}
          </ul>
        </DetailSection>
      ) : null}

      {service.process?.length ? (
        <DetailSection id="process-heading" title="Our Process" className="below-fold">
          <ol className="grid gap-4 md:grid-cols-5">
            {service.process.map((step, index) => (
              <li key={step.id ?? index} className="rounded-xl bg-slate-50 p-5">
                <StepNumber n={index + 1} />
                <h3 className="mt-3 font-semibold text-slate-900">
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.title}
                </h3>
                <p className="mt-2 text-sm leading-6 text-slate-600">{step.description}</p>
              </li>
            ))}
          </ol>
        </DetailSection>
      ) : null}

      <div className="below-fold grid gap-10 lg:grid-cols-2">
        {service.technologies?.length ? (
          <DetailSection id="technologies-heading" title="Technologies">
            <ul className="flex flex-wrap gap-2">
              {service.technologies.map((technology, index) => (
                <li key={technology.id ?? index}>
                  <Badge tone="neutral" className="px-3 py-1 text-sm">
                    {technology.text}
                  </Badge>
                </li>
              ))}
            </ul>
          </DetailSection>
        ) : null}
        {service.deliverables?.length ? (
          <DetailSection id="deliverables-heading" title="Deliverables">
            <CheckList items={service.deliverables} />
          </DetailSection>
        ) : null}
      </div>

      {service.guarantee ? (
        <section
          aria-labelledby="guarantee-heading"
          className="below-fold rounded-2xl border border-green-200 bg-green-50 p-8"
        >
          <h2 id="guarantee-heading" className="text-2xl font-bold text-green-900">
            Our Guarantee
          </h2>
          <p className="mt-3 text-green-900">{service.guarantee}</p>
        </section>
      ) : null}
    </Container>
  )
}
