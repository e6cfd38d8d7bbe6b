import { RichText } from '@/components/site/RichText'
import { Container } from '@/components/ui/Container'

import type { BlockProps } from './types'

export function RichTextBlock({ block }: BlockProps<'richText'>) {
  return (
    <Container className="max-w-3xl py-10">
      <RichText data={block.content} />
    </Container>
  )
}
