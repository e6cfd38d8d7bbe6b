import { notFound } from 'next/navigation'

import { contactMetadata, ContactView } from '@/components/contact/ContactView'
import { getServiceOptions } from '@/data/content'
import { OTHER_SERVICE } from '@/lib/serviceOptions'

type Props = { params: Promise<{ service: string }> }

/**
 * A service's quote link (PATHS.quote): the quote form with that service chosen, prerendered like
 * the service page and regenerated with the services (their tag and revalidateService), so the
 * link is answered from the cache. /contact?service=… still opens /contact/quote.
 */
export async function generateStaticParams() {
  const options = await getServiceOptions()
  return options
    .filter((option) => option.value !== OTHER_SERVICE.value)
    .map((option) => ({ service: option.value }))
}

export const generateMetadata = () => contactMetadata('quote')

export default async function ContactServiceQuotePage({ params }: Props) {
  const { service } = await params
  const option = (await getServiceOptions()).find(
    (candidate) => candidate.value === service && candidate.value !== OTHER_SERVICE.value,
  )
  if (!option) notFound()
  return <ContactView mode="quote" service={option} />
}
