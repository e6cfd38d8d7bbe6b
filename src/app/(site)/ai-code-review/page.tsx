import { CodeReviewMockup } from '@/components/tools/code-review/CodeReviewMockup'
import { CtaBanner } from '@/components/tools/shared/CtaBanner'
import { ToolHero } from '@/components/tools/shared/ToolHero'
import { Container } from '@/components/ui/Container'
import { pageMetadata } from '@/data/seo'
import { PATHS } from '@/utilities/paths'

export function generateMetadata() {
  return pageMetadata({
    title: 'AI Code Review',
    description:
      'AI-assisted code review for security, performance and maintainability. See a sample report for JavaScript, TypeScript, Python, PHP and Java projects.',
    path: PATHS.aiCodeReview,
  })
}

export default function AiCodeReviewPage() {
  return (
    <>
      <ToolHero eyebrow="AI Code Review" title="AI-Powered Code Review">
        <p>
          Find security holes, performance problems and maintainability risks in your code before
          your users do.
        </p>
      </ToolHero>
      <Container className="py-12">
        <CodeReviewMockup />
      </Container>
      <CtaBanner
        title="Want an Expert to Review Your Code Today?"
        primary={{ href: PATHS.contact, label: 'Request a Code Review' }}
      >
        <p>Our senior developers review your codebase and send you a prioritised list of fixes.</p>
      </CtaBanner>
    </>
  )
}
