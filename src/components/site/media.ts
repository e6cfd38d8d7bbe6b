import type { Media } from '@/payload-types'

export type ImageSource = { src: string; alt: string; width: number; height: number }

/**
 * A populated upload as <LazyImage> needs it, or null when the relation is empty or was
 * not populated (depth 0), so a page never renders a broken image.
 */
export function imageFromMedia(media: string | Media | null | undefined): ImageSource | null {
  if (!media || typeof media === 'string' || !media.url) return null
  return {
    src: media.url,
    alt: media.alt,
    width: media.width ?? 1280,
    height: media.height ?? 800,
  }
}
