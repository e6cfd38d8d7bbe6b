'use client'

import type { StaticImageData } from 'next/image'

import type { SERVICE_ICONS } from '@/collections/Services'
import { cn } from '@/utilities/cn'

import sprite from './icons.svg'

/*
 * The icons every page shows, drawn from one sprite: its shapes travel once, in a file the browser
 * caches, and one sprite is one SVG document however many icons a page draws.
 *
 * A client component only for what a page's payload carries: an icon as its name and classes, not
 * as the <svg>, the <use> and the sprite's 50-character address. The server still renders the
 * markup into the HTML; hydrating it costs a function call.
 */

/** The symbols of `icons.svg`: the services' icons (a CMS choice) and the site's own three. */
export const SPRITE_ICONS = ['check', 'arrow-right', 'star'] as const
export type SpriteIconName = (typeof SERVICE_ICONS)[number] | (typeof SPRITE_ICONS)[number]

/** The sprite's address: content-hashed by the build, so it is cached for good. */
const SPRITE_URL = (sprite as StaticImageData).src

export function SpriteIcon({ name, className }: { name: SpriteIconName; className: string }) {
  return (
    <svg aria-hidden="true" className={cn('icon', className)}>
      <use href={`${SPRITE_URL}#${name}`} />
    </svg>
  )
}

export function CheckIcon({ className = 'size-5' }: { className?: string }) {
  return <SpriteIcon name="check" className={className} />
}

export function ArrowRightIcon({ className = 'size-4' }: { className?: string }) {
  return <SpriteIcon name="arrow-right" className={className} />
}

export function StarIcon({ className = 'size-5' }: { className?: string }) {
  return <SpriteIcon name="star" className={className} />
}
