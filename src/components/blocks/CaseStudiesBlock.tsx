import { Section } from '@/components/site/Section'
import { CaseStudyGrid } from '@/components/work/CaseStudyCard'
import { selectCaseStudies } from '@/data/caseStudies'
import { caseStudySelectionOf, type CaseStudyBlockInput } from '@/lib/caseStudySelection'

/** The case studies block's data (src/fields/blocks/caseStudies.ts), relations as ids or documents. */
export type CaseStudiesBlockProps = CaseStudyBlockInput & {
  id?: string | null
  heading?: string | null
  intro?: string | null
}

/**
 * The latest, chosen, or a service's or industry's published case studies, as /work shows them.
 * Nothing to show (all unpublished, a deleted service) renders nothing rather than an empty band.
 */
export async function CaseStudiesBlock(block: CaseStudiesBlockProps) {
  const selection = caseStudySelectionOf(block)
  const caseStudies = selection ? await selectCaseStudies(selection) : []
  if (!caseStudies.length) return null
  const headingId = `case-studies-${block.id ?? 'block'}`
  return (
    <Section id={headingId} title={block.heading || 'Our work'} intro={block.intro}>
      <CaseStudyGrid caseStudies={caseStudies} headingLevel="h3" />
    </Section>
  )
}
