import { getImageProps } from 'next/image'
import { describe, expect, it } from 'vitest'

import { fitToFile } from '@/components/site/fitToFile'

/** Next's own srcset and src for a file, as LazyImage asks for them. */
const nextImage = (fileWidth: number, sizes?: string) => {
  const { props } = getImageProps({
    src: '/api/media/file/photo.webp',
    alt: 'A photo',
    width: fileWidth,
    height: 800,
    ...(sizes ? { sizes } : {}),
    quality: 75,
  })
  return { src: props.src, srcSet: props.srcSet, alt: 'A photo' }
}

const widthsOf = (srcSet: string | undefined) =>
  (srcSet ?? '').split(', ').map((entry) => Number(/ (\d+)w$/.exec(entry)?.[1]))

/** What a candidate sends: the optimiser never enlarges, so at most the file's own width. */
const pixelsOffered = (srcSet: string | undefined, fileWidth: number) =>
  [...new Set(widthsOf(srcSet).map((width) => Math.min(width, fileWidth)))].sort((a, b) => a - b)

describe('fitToFile', () => {
  it("drops the widths beyond a 1280-pixel photo, and the browser's choice of pixels stays the same", () => {
    const next = nextImage(1280, '(min-width: 1024px) 600px, 100vw')
    expect(widthsOf(next.srcSet)).toContain(3840)

    const fitted = fitToFile(next, 1280)

    expect(widthsOf(fitted.srcSet)).toEqual(widthsOf(next.srcSet).filter((w) => w <= 1920))
    expect(widthsOf(fitted.srcSet).at(-1)).toBe(1920)
    expect(pixelsOffered(fitted.srcSet, 1280)).toEqual(pixelsOffered(next.srcSet, 1280))
    expect(fitted.src).toContain('w=1920')
    expect(fitted.srcSet?.length).toBeLessThan(next.srcSet?.length ?? 0)
    expect(fitted.alt).toBe('A photo')
  })

  it('keeps one width at least as wide as a small file, so a sharp screen still gets all of it', () => {
    const next = nextImage(500, '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw')
    const fitted = fitToFile(next, 500)
    expect(widthsOf(fitted.srcSet).at(-1)).toBe(640)
    expect(widthsOf(fitted.srcSet).filter((w) => w >= 500)).toEqual([640])
    expect(pixelsOffered(fitted.srcSet, 500)).toEqual(pixelsOffered(next.srcSet, 500))
  })

  it('leaves a file wider than every width, and density descriptors, as Next made them', () => {
    const wide = nextImage(5000, '100vw')
    expect(fitToFile(wide, 5000)).toEqual(wide)

    const fixed = nextImage(300)
    expect(fixed.srcSet).toMatch(/ 1x, .* 2x$/)
    expect(fitToFile(fixed, 300)).toEqual(fixed)
  })
})
