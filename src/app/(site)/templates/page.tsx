import { TEMPLATE_INDUSTRIES, TEMPLATE_TYPES } from '@/collections/Templates'
import { PreviewNote } from '@/components/tools/shared/PreviewNote'
import { ToolHero } from '@/components/tools/shared/ToolHero'
import { imageFromMedia } from '@/components/site/media'
import type { GalleryTemplate } from '@/components/tools/templates/TemplateCard'
import { TemplateGallery } from '@/components/tools/templates/TemplateGallery'
import { ButtonLink } from '@/components/ui/Button'
import { Container } from '@/components/ui/Container'
import { getSiteSettings, getTemplates } from '@/data/content'
import { pageMetadata } from '@/data/seo'
import { formatCountPlus } from '@/lib/marketingFigures'
import { PATHS } from '@/utilities/paths'

export function generateMetadata() {
  return pageMetadata({
    title: 'Website Template Gallery',
    description:
      'Browse professional website templates for healthcare, restaurants, e-commerce, legal, real estate, fitness, technology and education. Search and filter by industry.',
    path: PATHS.templates,
  })
}

const NOTE_ID = 'template-actions-note'

export default async function TemplatesPage() {
  const [docs, settings] = await Promise.all([getTemplates(), getSiteSettings()])
  const templates: GalleryTemplate[] = docs.map(({ id, name, industry, type, image, description, features, rating, downloads, price }) => ({
    id,
    name,
    industry,
    type,
    image: imageFromMedia(image),
    description,
    features: (features ?? []).map((feature) => ({ id: feature.id, text: feature.text })),
    rating,
    downloads,
    price,
  }))
  const stats = settings.templateStats
  const figures = [
    { value: formatCountPlus(stats.templates), label: 'Templates' },
    { value: formatCountPlus(stats.industries), label: 'Industries' },
    { value: formatCountPlus(stats.downloads), label: 'Downloads' },
    { value: stats.averageRating.toFixed(1), label: 'Average Rating' },
  ]

  return (
    <>
      <ToolHero eyebrow="Template Gallery" title="Industry Website Templates">
        <p>Professionally designed templates for your industry, ready to customise with your brand and content.</p>
      </ToolHero>

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

      <Container className="space-y-6 py-12">
        <h2 className="sr-only">Templates</h2>
        <PreviewNote id={NOTE_ID}>Live previews and downloads are coming soon. Ask us for a demo of any template in the meantime.</PreviewNote>
        <TemplateGallery templates={templates} industries={TEMPLATE_INDUSTRIES} types={TEMPLATE_TYPES} noteId={NOTE_ID} />
      </Container>

      <section aria-labelledby="custom-template-title" className="pb-16">
        <Container>
          <div className="flex flex-col items-center gap-6 rounded-3xl bg-slate-900 px-6 py-10 text-center text-white md:flex-row md:justify-between md:text-left">
            <div>
              <h2 id="custom-template-title" className="text-2xl font-bold">
                Need Something Unique?
              </h2>
              <p className="mt-2 text-slate-300">We design custom templates around your brand, your customers and your goals.</p>
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
    </>
  )
}
