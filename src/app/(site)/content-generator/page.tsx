import { ContentGeneratorMockup } from '@/components/tools/content-generator/ContentGeneratorMockup'
import { CtaBanner } from '@/components/tools/shared/CtaBanner'
import { ToolHero } from '@/components/tools/shared/ToolHero'
import { Container } from '@/components/ui/Container'
import { pageMetadata } from '@/data/seo'
import { PATHS } from '@/utilities/paths'

export function generateMetadata() {
  return pageMetadata({
    title: 'AI Content Generator',
    description:
      'AI-assisted website copy, blog posts, product descriptions, social media posts, emails, ads, press releases and landing pages in the tone that suits your brand.',
    path: PATHS.contentGenerator,
  })
}

export default function ContentGeneratorPage() {
  return (
    <>
      <ToolHero eyebrow="AI Content Generator" title="Create Content That Converts">
        <p>
          Website copy, blog posts, social media and more, written for your audience in the tone of
          your brand.
        </p>
      </ToolHero>
      <Container className="py-12">
        <ContentGeneratorMockup />
      </Container>
      <CtaBanner
        title="Prefer a Human Touch?"
        primary={{ href: PATHS.contact, label: 'Talk to Our Content Team' }}
        secondary={{ href: PATHS.service('digital-marketing'), label: 'Digital Marketing' }}
      >
        <p>Our copywriters create content that ranks, engages and sells.</p>
      </CtaBanner>
    </>
  )
}
