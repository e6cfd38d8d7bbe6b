import { imageFromMedia } from '@/components/site/media'
import { ButtonLink } from '@/components/ui/Button'
import { Container } from '@/components/ui/Container'
import { formatCountPlus } from '@/lib/marketingFigures'
import type { SiteSetting, Template } from '@/payload-types'
import { PATHS } from '@/utilities/paths'

import type { GalleryTemplate } from './TemplateCard'

/** Only what a gallery card shows crosses to the client gallery, not the whole document. */
export function toGalleryTemplate({
  id,
  name,
  industry,
  type,
  image,
  description,
  features,
  rating,
  downloads,
  price,
}: Template): GalleryTemplate {
  return {
    id,
    name,
    industry,
    type,
    image: imageFromMedia(image),
    description,
    features: (features ?? []).map((feature) => feature.text),
    rating,
    downloads,
    price,
  }
}

export function TemplateFigures({ stats }: { stats: SiteSetting['templateStats'] }) {
  const figures = [
    { value: formatCountPlus(stats.templates), label: 'Templates' },
    { value: formatCountPlus(stats.industries), label: 'Industries' },
    { value: formatCountPlus(stats.downloads), label: 'Downloads' },
    { value: stats.averageRating.toFixed(1), label: 'Average Rating' },
  ]
  return (
    <section aria-label="Template gallery figures" className="border-b border-slate-200">
      <Container>
        <dl className="grid grid-cols-2 gap-6 py-8 text-center md:grid-cols-4">
          {figures.map((figure) => (
            <div key={figure.label} className="flex flex-col-reverse">
              <dt className="text-sm text-slate-700">{figure.label}</dt>
              <dd className="text-3xl font-bold text-brand-700">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  )
}

export function CustomTemplateBand() {
  return (
    <section aria-labelledby="custom-template-title" className="pb-16">
      <Container>
        <div className="flex flex-col items-center gap-6 rounded-3xl bg-slate-900 px-6 py-10 text-center text-white md:flex-row md:justify-between md:text-left">
          <div>
            <h2 id="custom-template-title" className="text-2xl font-bold">
              Need Something Unique?
            </h2>
            <p className="mt-2 text-slate-300">
              We design custom templates around your brand, your customers and your goals.
            </p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <ButtonLink href={PATHS.contact} variant="inverse">
              Request Custom Template
            </ButtonLink>
            <ButtonLink href={PATHS.services} variant="inverseOutline">
              View Our Services
            </ButtonLink>
          </div>
        </div>
      </Container>
    </section>
  )
}
