import { CmsPage, cmsPageMetadata } from '@/components/site/CmsPage'

const SLUG = 'privacy-policy'

export const generateMetadata = () => cmsPageMetadata(SLUG)

export default function PrivacyPolicyPage() {
  return <CmsPage slug={SLUG} />
}
