import { DeferredEnquiryForm } from '@/components/contact/DeferredEnquiryForm'
import { Container } from '@/components/ui/Container'
import { getServiceOptions } from '@/data/content'

import type { BlockProps } from './types'

/**
 * The /contact enquiry form on a landing page: the same component, action and server checks; it
 * posts to this page without JavaScript, and the lead records this page as its source. With a
 * published service it is the quote form with that service chosen.
 */
export async function EnquiryFormBlock({ block, page }: BlockProps<'enquiryForm'>) {
  const serviceOptions = await getServiceOptions()
  const slug = typeof block.service === 'object' ? block.service?.slug : undefined
  const preset = serviceOptions.find((option) => option.value === slug)?.value
  return (
    <Container className="max-w-3xl py-12">
      <DeferredEnquiryForm
        variant={preset ? 'service' : 'general'}
        formToken={page.formToken}
        brandName={page.settings.brandName}
        replyHours={page.settings.replyHours}
        serviceOptions={preset ? serviceOptions : []}
        path={page.path}
        prefill={preset ? { service: preset, message: '' } : undefined}
        heading={block.heading}
        intro={block.intro}
      />
    </Container>
  )
}
