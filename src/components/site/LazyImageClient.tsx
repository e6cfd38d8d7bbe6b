'use client'

import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react'

import { Spinner } from '@/components/ui/Spinner'
import { cn } from '@/utilities/cn'

export type LazyImageClientProps = {
  img: ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string }
  width: number
  height: number
  className?: string
}

/** A plain <img> with a server-computed srcset keeps the image component's runtime out of the bundle. */
export function LazyImageClient({ img, width, height, className }: LazyImageClientProps) {
  const boxRef = useRef<HTMLDivElement>(null)
  const [visible, setVisible] = useState(false)
  const [loaded, setLoaded] = useState(false)

  useEffect(() => {
    const box = boxRef.current
    if (!box) return
    if (!('IntersectionObserver' in window)) {
      // Only a browser without IntersectionObserver shows the image at once, after hydration.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setVisible(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true)
          observer.disconnect()
        }
      },
      { threshold: 0.1 },
    )
    observer.observe(box)
    return () => observer.disconnect()
  }, [])

  return (
    <div
      ref={boxRef}
      className={cn('relative overflow-hidden bg-slate-100', className)}
      style={{ aspectRatio: `${width} / ${height}` }}
    >
      {visible ? (
        // This is the site's lazy image: the sources are sized and chosen in LazyImage.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          {...img}
          alt={img.alt}
          onLoad={() => setLoaded(true)}
          onError={() => setLoaded(true)}
          className={cn(
            'absolute inset-0 size-full object-cover transition-opacity duration-300',
            loaded ? 'opacity-100' : 'opacity-0',
          )}
        />
      ) : null}
      {loaded ? null : (
        <div className="absolute inset-0 grid place-items-center">
          <Spinner label={`Loading image: ${img.alt}`} />
        </div>
      )}
    </div>
  )
}
