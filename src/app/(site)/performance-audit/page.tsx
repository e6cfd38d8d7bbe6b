import { AuditTool } from '@/components/tools/audit/AuditTool'
import { CtaBanner } from '@/components/tools/shared/CtaBanner'
import { ToolHero } from '@/components/tools/shared/ToolHero'
import { Container } from '@/components/ui/Container'
import { pageMetadata } from '@/data/seo'
import { EXCELLENT_FROM, GOOD_FROM } from '@/lib/scoreBand'
import { PATHS } from '@/utilities/paths'

export function generateMetadata() {
  return pageMetadata({
    title: 'Website Performance Audit',
    description:
      'See how a website scores on performance, SEO, accessibility, security and mobile, with the issues that hold it back. Free sample audit.',
    path: PATHS.performanceAudit,
  })
}

export default function PerformanceAuditPage() {
  return (
    <>
      <ToolHero eyebrow="Performance Audit" title="Website Performance Audit">
        <p>
          Check speed, SEO, accessibility, security and mobile readiness in one report. Scores of{' '}
          {EXCELLENT_FROM} and above are excellent, {GOOD_FROM} to {EXCELLENT_FROM - 1} good, and
          below {GOOD_FROM} need improvement.
        </p>
      </ToolHero>
      <Container className="py-12">
        <AuditTool />
      </Container>
      <CtaBanner
        title="Want a Faster, Safer Website?"
        primary={{ href: PATHS.contact, label: 'Get a Full Audit' }}
        secondary={{ href: PATHS.service('maintenance-support'), label: 'Maintenance & Support' }}
      >
        <p>Our team fixes the issues a report finds and keeps your site fast and secure.</p>
      </CtaBanner>
    </>
  )
}
