import { CompetitorAnalysis } from '@/components/tools/competitor/CompetitorAnalysis'
import { CtaBanner } from '@/components/tools/shared/CtaBanner'
import { ToolHero } from '@/components/tools/shared/ToolHero'
import { Container } from '@/components/ui/Container'
import { pageMetadata } from '@/data/seo'
import { PATHS } from '@/utilities/paths'

export function generateMetadata() {
  return pageMetadata({
    title: 'Competitor Analysis',
    description:
      'Compare your website with your competitors on performance, SEO, traffic, keywords, backlinks and social reach, and find keyword gaps to close.',
    path: PATHS.competitorAnalysis,
  })
}

export default function CompetitorAnalysisPage() {
  return (
    <>
      <ToolHero eyebrow="Competitor Analysis" title="See How You Compare to Your Competitors">
        <p>
          Add your website and your main competitors to compare scores, traffic and keywords side by
          side.
        </p>
      </ToolHero>
      <Container className="py-12">
        <CompetitorAnalysis />
      </Container>
      <CtaBanner
        title="Turn Insights into Growth"
        primary={{ href: PATHS.contact, label: 'Talk to an SEO Expert' }}
        secondary={{ href: PATHS.service('seo-optimization'), label: 'Our SEO Services' }}
      >
        <p>We build a practical plan to outrank your competitors and win more customers online.</p>
      </CtaBanner>
    </>
  )
}
