import type { Media } from '@/payload-types'

export type ImageSource = { src: string; alt: string; width: number; height: number }

/**
 * Payload writes upload URLs with the server URL in front; the image optimiser only accepts
 * this site's own files as local paths (next.config localPatterns), so keep the path only.
 */
function sameOriginPath(url: string): string {
  if (url.startsWith('/')) return url
  const { pathname, search } = new URL(url)
  return `${pathname}${search}`
}

/**
 * A populated upload as <LazyImage> needs it, or null when the relation is empty or was
 * not populated (depth 0), so a page never renders a broken image.
 */
export function imageFromMedia(media: string | Media | null | undefined): ImageSource | null {
  if (!media || typeof media === 'string' || !media.url) return null
  return {
    src: sameOriginPath(media.url),
    alt: media.alt,
    width: media.width ?? 1280,
    height: media.height ?? 800,
  }
}
