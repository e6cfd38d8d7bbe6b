import { getImageProps } from 'next/image'

import { fitToFile } from '@/components/site/fitToFile'
import { imageFromMedia } from '@/components/site/media'
import type { Media } from '@/payload-types'

/**
 * A CMS picture as a plain <img> with a server-computed srcset: no client component, so an
 * article page ships no JavaScript beyond the layout's. The hero loads at once, the rest lazily.
 */
export function ArticleImage({
  media,
  sizes,
  eager = false,
  className,
}: {
  media: string | Media | null | undefined
  sizes: string
  eager?: boolean
  className?: string
}) {
  const image = imageFromMedia(media)
  if (!image) return null
  const { props } = getImageProps({ ...image, sizes, quality: 75 })
  const { style: _style, ...img } = props
  return (
    // eslint-disable-next-line @next/next/no-img-element -- getImageProps already gives the optimiser's srcset
    <img
      {...fitToFile({ ...img, src: props.src }, image.width)}
      alt={image.alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  )
}
