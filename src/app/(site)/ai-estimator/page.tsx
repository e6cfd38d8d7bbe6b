import { CtaBanner } from '@/components/tools/shared/CtaBanner'
import { ToolHero } from '@/components/tools/shared/ToolHero'
import { EstimatorTool } from '@/components/tools/estimator/EstimatorTool'
import { Container } from '@/components/ui/Container'
import { getEstimatorSettings, getSiteSettings } from '@/data/content'
import { pageMetadata } from '@/data/seo'
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
  // Plain objects only: the CMS rows carry ids the client component has no use for.
  const projectTypes = settings.projectTypes.map(({ value, label, basePrice }) => ({ value, label, basePrice }))
  const complexityLevels = settings.complexityLevels.map(({ value, label, multiplier }) => ({ value, label, multiplier }))
  const timelineOptions = (settings.timelineOptions ?? []).map(({ value, label }) => ({ value, label }))
  const budgetOptions = (settings.budgetOptions ?? []).map(({ value, label }) => ({ value, label }))

  return (
    <>
      <ToolHero eyebrow="AI Project Estimator" title="Estimate Your Project Cost in Seconds">
        <p>Choose a project type and complexity to get an instant price range in rand and a realistic timeline.</p>
      </ToolHero>
      <Container className="py-12">
        <EstimatorTool
          projectTypes={projectTypes}
          complexityLevels={complexityLevels}
          timelineOptions={timelineOptions}
          budgetOptions={budgetOptions}
        />
      </Container>
      <CtaBanner title="Ready for an Exact Quote?" primary={{ href: PATHS.contact, label: 'Contact Our Team' }}>
        <p>Share your requirements and we will reply within {site.replyHours} hours with a detailed quote and project plan.</p>
      </CtaBanner>
    </>
  )
}
