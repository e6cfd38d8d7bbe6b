import { Container } from '@/components/ui/Container'

import { InformationOfficer } from '../site/InformationOfficer'
import { headingId, type BlockProps } from './types'

export function InformationOfficerBlock({ block, index, page }: BlockProps<'informationOfficer'>) {
  return (
    <Container className="max-w-3xl py-6">
      <InformationOfficer
        id={headingId(block, index)}
        heading={block.heading}
        settings={page.settings}
      />
    </Container>
  )
}
