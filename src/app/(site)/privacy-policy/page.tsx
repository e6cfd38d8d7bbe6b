import { CmsPage, cmsPageMetadata } from '@/components/site/CmsPage'
import { RetentionPeriod } from '@/components/site/RetentionPeriod'

const SLUG = 'privacy-policy'

export const generateMetadata = () => cmsPageMetadata(SLUG)

export default function PrivacyPolicyPage() {
  return (
    <CmsPage slug={SLUG}>
      <RetentionPeriod />
    </CmsPage>
  )
}
