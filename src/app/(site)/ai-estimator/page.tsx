import { CtaBanner } from '@/components/tools/shared/CtaBanner'
import { ToolHero } from '@/components/tools/shared/ToolHero'
import { EstimatorTool } from '@/components/tools/estimator/EstimatorTool'
import { Container } from '@/components/ui/Container'
import { getEstimatorSettings, getSiteSettings } from '@/data/content'
import { pageMetadata } from '@/data/seo'
import { estimatorToolSettings } from '@/lib/estimatorSettings'
import { PATHS } from '@/utilities/paths'

export function generateMetadata() {
  return pageMetadata({
    title: 'AI Project Cost Estimator',
    description:
      'Get an instant, indicative price in rand and a timeline for your website, app or software project. Free, no sign-up, worked out in your browser.',
    path: PATHS.aiEstimator,
  })
}

export default async function AiEstimatorPage() {
  const [settings, site] = await Promise.all([getEstimatorSettings(), getSiteSettings()])
  return (
    <>
      <ToolHero eyebrow="AI Project Estimator" title="Estimate Your Project Cost in Seconds">
        <p>
          Choose a project type and complexity to get an instant price range in rand and a realistic
          timeline.
        </p>
      </ToolHero>
      <Container className="py-12">
        <EstimatorTool {...estimatorToolSettings(settings)} />
      </Container>
      <CtaBanner
        title="Ready for an Exact Quote?"
        primary={{ href: PATHS.contact, label: 'Contact Our Team' }}
      >
        <p>
          Share your requirements and we will reply within {site.replyHours} hours with a detailed
          quote and project plan.
        </p>
      </CtaBanner>
    </>
  )
}
