import { CmsPage, cmsPageMetadata } from '@/components/site/CmsPage'
import { InformationOfficer } from '@/components/site/InformationOfficer'
import { RetentionPeriod } from '@/components/site/RetentionPeriod'
import { getSiteSettings } from '@/data/content'

const SLUG = 'privacy-policy'

export const generateMetadata = () => cmsPageMetadata(SLUG)

export default async function PrivacyPolicyPage() {
  const settings = await getSiteSettings()
  return (
    <CmsPage slug={SLUG}>
      <RetentionPeriod />
      <div className="mt-10">
        <InformationOfficer
          id="information-officer-heading"
          heading="Contacting our Information Officer"
          settings={settings}
        />
      </div>
    </CmsPage>
  )
}
