import { getImageProps } from 'next/image'

import { fitToFile } from './fitToFile'
import { LazyImageClient } from './LazyImageClient'

type LazyImageProps = {
  src: string
  alt: string
  width: number
  height: number
  /** The `sizes` attribute, so the browser picks a fitting width from the srcset. */
  sizes: string
  className?: string
}

/** The srcset is computed here on the server, without the widths beyond the file (fitToFile). */
export function LazyImage({ src, alt, width, height, sizes, className }: LazyImageProps) {
  const { props } = getImageProps({ src, alt, width, height, sizes, quality: 75 })
  const { style: _style, width: _w, height: _h, loading: _loading, ...img } = props
  return (
    <LazyImageClient
      img={fitToFile({ ...img, src: props.src, alt, decoding: 'async' }, width)}
      width={width}
      height={height}
      className={className}
    />
  )
}
