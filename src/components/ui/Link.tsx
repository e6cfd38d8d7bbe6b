'use client'

import NextLink from 'next/link'
import { useRouter } from 'next/navigation'
import type { ComponentProps } from 'react'

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href' | 'prefetch'> & { href: string }

/**
 * The site's link: it prefetches when the visitor shows intent (pointer over it, focus, a touch),
 * not when it scrolls into view, so a page does not fetch and run the code of the pages it links to
 * while it is still loading. See docs/decisions.md#prefetch-on-intent.
 */
export function Link({ href, onMouseEnter, onFocus, onTouchStart, ...props }: LinkProps) {
  const router = useRouter()
  const prefetch = () => {
    router.prefetch(href)
  }
  return (
    <NextLink
      href={href}
      prefetch={false}
      onMouseEnter={(event) => {
        prefetch()
        onMouseEnter?.(event)
      }}
      onFocus={(event) => {
        prefetch()
        onFocus?.(event)
      }}
      onTouchStart={(event) => {
        prefetch()
        onTouchStart?.(event)
      }}
      {...props}
    />
  )
}
