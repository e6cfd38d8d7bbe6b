'use client'

import Image from 'next/image'
import { useEffect, useRef, useState } from 'react'

import { Spinner } from '@/components/ui/Spinner'
import { cn } from '@/utilities/cn'

type LazyImageProps = {
  src: string
  alt: string
  width: number
  height: number
  /** The `sizes` attribute, so the browser picks a fitting width from the srcset. */
  sizes: string
  className?: string
}

/**
 * An image that starts loading once 10% of it is on screen, with a spinner until it has
 * loaded. The box keeps the image's aspect ratio from the first paint, so nothing below
 * it moves when the picture arrives.
 */
export function LazyImage({ src, alt, width, height, sizes, className }: LazyImageProps) {
  const boxRef = useRef<HTMLDivElement>(null)
  const [visible, setVisible] = useState(false)
  const [loaded, setLoaded] = useState(false)

  useEffect(() => {
    const box = boxRef.current
    if (!box) return
    if (!('IntersectionObserver' in window)) {
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
        <Image
          src={src}
          alt={alt}
          fill
          sizes={sizes}
          onLoad={() => setLoaded(true)}
          className={cn('object-cover transition-opacity duration-300', loaded ? 'opacity-100' : 'opacity-0')}
        />
      ) : null}
      {loaded ? null : (
        <div className="absolute inset-0 grid place-items-center">
          <Spinner label={`Loading image: ${alt}`} />
        </div>
      )}
    </div>
  )
}
