import { CtaActions, CtaBand } from '@/components/site/CtaBand'
import { ButtonLink } from '@/components/ui/Button'

import { headingId, type BlockProps } from './types'

export function CallToActionBlock({ block, index }: BlockProps<'callToAction'>) {
  return (
    <CtaBand id={headingId(block, index)} title={block.heading} text={block.text}>
      <CtaActions>
        {block.links.map((link, linkIndex) => (
          <ButtonLink
            key={link.id ?? linkIndex}
            href={link.href}
            size="lg"
            variant={linkIndex === 0 ? 'inverse' : 'inverseOutline'}
          >
            {link.label}
          </ButtonLink>
        ))}
      </CtaActions>
    </CtaBand>
  )
}
