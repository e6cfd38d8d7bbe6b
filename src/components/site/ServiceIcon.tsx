import type { Service } from '@/payload-types'
import { cn } from '@/utilities/cn'

export type ServiceIconName = Service['icon']

// CSS-mask icons (globals.css): the shapes travel once in the cached stylesheet, not in every page. Decorative only.
function MaskIcon({ name, className }: { name: string; className: string }) {
  return <span aria-hidden="true" className={cn('icon', `icon-${name}`, className)} />
}

/** A service's icon (one of the CMS's icon choices). */
export function ServiceIcon({
  name,
  className = 'size-6',
}: {
  name: ServiceIconName
  className?: string
}) {
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
