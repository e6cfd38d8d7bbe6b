import { CmsPage, cmsPageMetadata } from '@/components/site/CmsPage'

const SLUG = 'terms-of-service'

export const generateMetadata = () => cmsPageMetadata(SLUG)

export default function TermsOfServicePage() {
  return <CmsPage slug={SLUG} />
}
