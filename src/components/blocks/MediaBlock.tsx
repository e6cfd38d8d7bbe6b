import { LazyImage } from '@/components/site/LazyImage'
import { imageFromMedia } from '@/components/site/media'
import { Container } from '@/components/ui/Container'

import type { BlockProps } from './types'

export function MediaBlock({ block }: BlockProps<'media'>) {
  const picture = imageFromMedia(block.media)
  if (!picture) return null
  return (
    <Container className="max-w-4xl py-10">
      <figure>
        <LazyImage {...picture} sizes="(min-width: 896px) 896px, 100vw" className="rounded-2xl" />
        {block.caption ? (
          <figcaption className="mt-3 text-center text-sm text-slate-600">
            {block.caption}
          </figcaption>
        ) : null}
      </figure>
    </Container>
  )
}
