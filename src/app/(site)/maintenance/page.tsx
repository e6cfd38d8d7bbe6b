import { draftMode } from 'next/headers'

import { EveryPackage, MockupChallenge } from '@/components/tools/plans/MaintenanceSections'
import { PlansSection } from '@/components/tools/plans/PlansSection'
import { FeatureGrid } from '@/components/tools/shared/FeatureGrid'
import { ToolHero } from '@/components/tools/shared/ToolHero'
import { getSiteSettings } from '@/data/content'
import { readPlans } from '@/data/drafts'
import { pageMetadata } from '@/data/seo'
import { formatMarketingFigures } from '@/lib/marketingFigures'
import { PATHS } from '@/utilities/paths'

export function generateMetadata() {
  return pageMetadata({
    title: 'Website Maintenance Packages',
    description:
      'Keep your website secure, fast and up to date. Monthly maintenance packages with backups, updates, monitoring and support from a South African team.',
    path: PATHS.maintenance,
  })
}

export default async function MaintenancePage() {
  const [plans, settings] = await Promise.all([
    readPlans('maintenance', (await draftMode()).isEnabled),
    getSiteSettings(),
  ])
  const figures = formatMarketingFigures(settings)

  const reasons = [
    {
      title: 'Fewer Surprises',
      description: 'Problems are found and fixed by monitoring, before your customers notice them.',
    },
    {
      title: `${figures.uptime} Uptime`,
      description: 'Fast, reliable hosting checks and quick recovery keep your site available.',
    },
    {
      title: 'Security First',
      description:
        'Updates, hardening and malware scanning protect your site and your customers’ data.',
    },
    {
      title: `${settings.supportHours} Support`,
      description: `A real person who knows your website, with a reply to every request within ${settings.replyHours} hours.`,
    },
  ]

  return (
    <>
      <ToolHero eyebrow="Website Maintenance" title="Website Maintenance Packages">
        <p>Keep your website secure, fast and up to date while you focus on your business.</p>
      </ToolHero>
      <PlansSection id="packages-title" title="Choose Your Package" plans={plans} />
      <EveryPackage />
      <FeatureGrid
        id="why-maintenance-title"
        title="Why Choose Our Maintenance"
        features={reasons}
      />
      <MockupChallenge />
    </>
  )
}
