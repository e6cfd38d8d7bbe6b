import { draftMode } from 'next/headers'

import { PlansSection } from '@/components/tools/plans/PlansSection'
import { CtaBanner } from '@/components/tools/shared/CtaBanner'
import { FeatureGrid } from '@/components/tools/shared/FeatureGrid'
import { ToolHero } from '@/components/tools/shared/ToolHero'
import { getSiteSettings } from '@/data/content'
import { readPlans } from '@/data/drafts'
import { pageMetadata } from '@/data/seo'
import { formatInteger } from '@/lib/formatRand'
import { PATHS } from '@/utilities/paths'

export function generateMetadata() {
  return pageMetadata({
    title: 'White-Label Partner Programme',
    description:
      'Offer web development, apps and digital services under your own brand. White-label partner plans for freelancers and agencies, with revenue share and a branded client portal.',
    path: PATHS.whiteLabel,
  })
}

export default async function WhiteLabelPage() {
  const [plans, settings] = await Promise.all([
    readPlans('white-label', (await draftMode()).isEnabled),
    getSiteSettings(),
  ])

  const benefits = [
    {
      title: 'Your Brand, Our Team',
      description:
        'Every deliverable, email and report carries your brand. Your clients never see ours.',
    },
    {
      title: 'Scale Without Hiring',
      description:
        'Take on more projects without recruiting: our developers and designers become your production team.',
    },
    {
      title: 'Proven Quality',
      description: `More than ${formatInteger(settings.projectsCompleted)} projects delivered, with tested code and clear documentation.`,
    },
    {
      title: `${settings.supportHours} Partner Support`,
      description:
        'A dedicated contact who knows your clients and keeps every project on schedule.',
    },
  ]

  return (
    <>
      <ToolHero
        eyebrow="White-Label Partnership"
        title="Grow Your Agency with Our White-Label Services"
      >
        <p>
          Sell websites, apps and digital marketing under your own brand while we build them. Choose
          the plan that fits your volume.
        </p>
      </ToolHero>
      <PlansSection id="partner-plans-title" title="Partner Plans" plans={plans} />
      <div className="bg-slate-50">
        <FeatureGrid id="why-partner-title" title="Why Partner With Us" features={benefits} />
      </div>
      <CtaBanner
        title="Ready to Offer More to Your Clients?"
        primary={{ href: PATHS.contact, label: 'Become a Partner' }}
      >
        <p>
          Tell us about your agency and we will set up a call to plan your first projects together.
        </p>
      </CtaBanner>
    </>
  )
}
