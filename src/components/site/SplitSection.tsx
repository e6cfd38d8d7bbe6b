import type { ReactNode } from 'react'

import { LazyImage } from '@/components/site/LazyImage'
import { imageFromMedia } from '@/components/site/media'
import { Band } from '@/components/site/Section'
import type { Media } from '@/payload-types'
import { cn } from '@/utilities/cn'

/** A page band with its heading and text beside an image (stacked on small screens). */
export function SplitSection({
  id,
  title,
  image,
  className,
  children,
}: {
  /** The heading's id: the section is labelled by it. */
  id: string
  title: ReactNode
  image: string | Media | null | undefined
  className?: string
  children: ReactNode
}) {
  const picture = imageFromMedia(image)
  return (
    <Band
      id={id}
      className={cn('section', className)}
      containerClassName="grid items-center gap-12 lg:grid-cols-2"
    >
      <div>
        <h2 id={id} className="section-heading">
          {title}
        </h2>
        {children}
      </div>
      {picture ? (
        <LazyImage
          {...picture}
          sizes="(min-width: 1024px) 600px, 100vw"
          className="rounded-2xl shadow-lg"
        />
      ) : null}
    </Band>
  )
}
