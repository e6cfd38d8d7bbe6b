import { draftMode } from 'next/headers'

import { TEMPLATE_INDUSTRIES, TEMPLATE_TYPES } from '@/collections/Templates'
import { PreviewNote } from '@/components/tools/shared/PreviewNote'
import { ToolHero } from '@/components/tools/shared/ToolHero'
import { TemplateGallery } from '@/components/tools/templates/TemplateGallery'
import {
  CustomTemplateBand,
  TemplateFigures,
  toGalleryTemplate,
} from '@/components/tools/templates/TemplateSections'
import { Container } from '@/components/ui/Container'
import { getSiteSettings } from '@/data/content'
import { readTemplates } from '@/data/drafts'
import { pageMetadata } from '@/data/seo'
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
  const [docs, settings] = await Promise.all([
    readTemplates((await draftMode()).isEnabled),
    getSiteSettings(),
  ])

  return (
    <>
      <ToolHero eyebrow="Template Gallery" title="Industry Website Templates">
        <p>
          Professionally designed templates for your industry, ready to customise with your brand
          and content.
        </p>
      </ToolHero>
      <TemplateFigures stats={settings.templateStats} />
      <Container className="space-y-6 py-12">
        <h2 className="sr-only">Templates</h2>
        <PreviewNote id={NOTE_ID}>
          Live previews and downloads are coming soon. Ask us for a demo of any template in the
          meantime.
        </PreviewNote>
        <TemplateGallery
          templates={docs.map(toGalleryTemplate)}
          industries={TEMPLATE_INDUSTRIES}
          types={TEMPLATE_TYPES}
          noteId={NOTE_ID}
        />
      </Container>
      <CustomTemplateBand />
    </>
  )
}
