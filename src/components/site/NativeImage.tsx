import { getImageProps } from 'next/image'

import { fitToFile } from './fitToFile'
import type { ImageSource } from './media'

/**
 * A server-rendered <img> with the browser's own lazy loading: no client code, so it shows with
 * JavaScript off too (a case study's logo, gallery and faces, a landing page's hero). LazyImage
 * remains the choice where a placeholder while loading matters.
 */
export function NativeImage({
  image,
  sizes,
  width,
  alt = image.alt,
  className,
  priority = false,
}: {
  image: ImageSource
  /** '' for a picture that only decorates what its text already says. */
  alt?: string
  className?: string
  /** Fetched at once and first, for the picture of a page's opening band (its likely LCP). */
  priority?: boolean
} & (
  | {
      /** The widths it is shown at, for a picture that scales with the page. */ sizes: string
      width?: never
    }
  | {
      /**
       * The one width in CSS pixels it is always shown at (a logo, a face): the srcset is that
       * width and twice it, not every width a scaling picture may need.
       */
      width: number
      sizes?: never
    }
)) {
  const { props } = getImageProps(
    width === undefined
      ? { ...image, alt, sizes, quality: 75 }
      : {
          src: image.src,
          alt,
          width,
          height: Math.round((width * image.height) / image.width),
          quality: 75,
        },
  )
  const { style: _style, ...img } = fitToFile(props, image.width)
  return (
    // The optimiser's srcset comes from getImageProps; only the runtime is left out.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      {...img}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  )
}
