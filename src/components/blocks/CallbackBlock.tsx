import { CallbackButton } from '@/components/contact/CallbackButton'
import { Band } from '@/components/site/Section'

import { headingId, type BlockProps } from './types'

export function CallbackBlock({ block, index, page }: BlockProps<'callback'>) {
  const id = headingId(block, index)
  return (
    <Band id={id} className="section bg-brand-50" containerClassName="max-w-3xl text-center">
      <h2 id={id} className="section-heading">
        {block.heading}
      </h2>
      {block.text ? <p className="section-intro mx-auto">{block.text}</p> : null}
      <CallbackButton
        className="mt-6"
        formToken={page.formToken}
        brandName={page.settings.brandName}
      >
        {block.buttonLabel}
      </CallbackButton>
    </Band>
  )
}
