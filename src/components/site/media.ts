import type { Media } from '@/payload-types'

export type ImageSource = { src: string; alt: string; width: number; height: number }

/** The image optimiser accepts this site's files only as local paths, so the server URL is dropped. */
function sameOriginPath(url: string): string {
  if (url.startsWith('/')) return url
  const { pathname, search } = new URL(url)
  return `${pathname}${search}`
}

/** Null when the relation is empty or not populated, so a page never renders a broken image. */
export function imageFromMedia(media: string | Media | null | undefined): ImageSource | null {
  if (!media || typeof media === 'string' || !media.url) return null
  return {
    src: sameOriginPath(media.url),
    alt: media.alt,
    width: media.width ?? 1280,
    height: media.height ?? 800,
  }
}
