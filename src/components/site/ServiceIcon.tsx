import type { Service } from '@/payload-types'
import { cn } from '@/utilities/cn'

export type ServiceIconName = Service['icon']

/*
 * Outline icons (after the ISC-licensed Lucide set) drawn by CSS masks in globals.css (.icon-*): the
 * shapes travel once in the cached stylesheet instead of in every page's HTML and RSC payload, and
 * they still take the text colour. All are decorative: a title or label always stands beside them.
 */
function MaskIcon({ name, className }: { name: string; className: string }) {
  return <span aria-hidden="true" className={cn('icon', `icon-${name}`, className)} />
}

/** A service's icon (one of the CMS's icon choices). */
export function ServiceIcon({ name, className = 'size-6' }: { name: ServiceIconName; className?: string }) {
  return <MaskIcon name={name} className={className} />
}

export function CheckIcon({ className = 'size-5' }: { className?: string }) {
  return <MaskIcon name="check" className={className} />
}

export function ArrowRightIcon({ className = 'size-4' }: { className?: string }) {
  return <MaskIcon name="arrow-right" className={className} />
}

export function StarIcon({ className = 'size-5' }: { className?: string }) {
  return <MaskIcon name="star" className={className} />
}
