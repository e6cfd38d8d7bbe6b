import { ProposalBuilder } from '@/components/tools/proposal/ProposalBuilder'
import { ToolHero } from '@/components/tools/shared/ToolHero'
import { Container } from '@/components/ui/Container'
import { getSiteSettings } from '@/data/content'
import { pageMetadata } from '@/data/seo'
import { PATHS } from '@/utilities/paths'

export function generateMetadata() {
  return pageMetadata({
    title: 'Project Proposal Builder',
    description:
      'Build a professional project proposal with scope, features, timeline and investment in rand, then download it as a PDF. Free and private: it stays in your browser.',
    path: PATHS.proposalBuilder,
  })
}

export default async function ProposalBuilderPage() {
  const settings = await getSiteSettings()
  const brand = {
    name: settings.brandName,
    email: settings.contactEmail,
    phone: settings.phone ?? null,
    website: settings.siteUrl?.replace(/^https?:\/\//, '').replace(/\/+$/, '') || null,
  }

  return (
    <>
      <ToolHero eyebrow="Proposal Builder" title="Create a Professional Project Proposal">
        <p>
          Fill in the details, choose the features and generate a clear proposal you can download as
          a PDF.
        </p>
      </ToolHero>
      <Container className="py-12">
        <ProposalBuilder brand={brand} />
      </Container>
    </>
  )
}
