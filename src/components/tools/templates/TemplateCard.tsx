import { LazyImage } from '@/components/site/LazyImage'
import type { ImageSource } from '@/components/site/media'
import { Badge } from '@/components/ui/Badge'
import { Button } from '@/components/ui/Button'
import { StarIcon } from '@/components/ui/icons'
import { formatInteger } from '@/lib/formatRand'
import type { Template } from '@/payload-types'

/** What a card shows, and no more: the gallery's client component receives every template. */
export type GalleryTemplate = Pick<
  Template,
  'id' | 'name' | 'industry' | 'type' | 'description' | 'rating' | 'downloads' | 'price'
> & {
  image: ImageSource | null
  /** The features' text only: their ids mean nothing to the browser, and every template sends them. */
  features: readonly string[]
}

const isFree = (price: string) => price.trim().toLowerCase() === 'free'

/**
 * One gallery card. Preview and download have no behaviour yet (spec), so they are disabled and
 * explained by `noteId`. The cards start below a phone's first screen (search and filters come
 * first), so each is rendered only as it nears the viewport (`below-fold`).
 */
export function TemplateCard({
  template,
  noteId,
  idPrefix,
}: {
  template: GalleryTemplate
  noteId: string
  idPrefix: string
}) {
  const headingId = `${idPrefix}-template-${template.id}`
  const { image } = template
  return (
    <article
      className="card below-fold flex h-full flex-col overflow-hidden"
      aria-labelledby={headingId}
    >
      {image ? (
        <LazyImage
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        />
      ) : (
        <div
          className="aspect-[16/10] bg-gradient-to-br from-brand-100 to-slate-100"
          aria-hidden="true"
        />
      )}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="neutral">{template.industry}</Badge>
          <Badge tone="outline">{template.type}</Badge>
          <Badge tone={isFree(template.price) ? 'green' : 'brand'} className="ml-auto">
            {template.price}
          </Badge>
        </div>
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          {template.name}
        </h3>
        <p className="text-sm text-slate-700">{template.description}</p>
        {template.features.length ? (
          <ul className="checks space-y-1 text-sm text-slate-700">
            {template.features.map((feature, index) => (
              <li key={index}>{feature}</li>
            ))}
          </ul>
        ) : null}
        <p className="mt-auto flex items-center gap-4 pt-2 text-sm text-slate-700">
          <span className="flex items-center gap-1">
            <StarIcon className="size-4 text-yellow-600" />
            <span>
              {template.rating.toFixed(1)}
              <span className="sr-only"> out of 5</span>
            </span>
          </span>
          <span>{formatInteger(template.downloads)} downloads</span>
        </p>
        <div className="grid grid-cols-2 gap-2">
          <Button variant="outline" size="sm" disabled aria-describedby={noteId}>
            Preview
          </Button>
          <Button size="sm" disabled aria-describedby={noteId}>
            {isFree(template.price) ? 'Download' : 'Get Template'}
          </Button>
        </div>
      </div>
    </article>
  )
}

/** `idPrefix` keeps heading ids unique should a page ever show two grids. */
export function TemplateGrid({
  templates,
  noteId,
  idPrefix,
}: {
  templates: readonly GalleryTemplate[]
  noteId: string
  idPrefix: string
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {templates.map((template) => (
        <li key={template.id}>
          <TemplateCard template={template} noteId={noteId} idPrefix={idPrefix} />
        </li>
      ))}
    </ul>
  )
}
