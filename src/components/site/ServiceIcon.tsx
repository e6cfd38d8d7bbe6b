import { SpriteIcon } from '@/components/ui/icons'
import type { Service } from '@/payload-types'

export type ServiceIconName = Service['icon']

/** A service's icon (one of the CMS's icon choices). */
export function ServiceIcon({
  name,
  className = 'size-6',
}: {
  name: ServiceIconName
  className?: string
}) {
  return <SpriteIcon name={name} className={className} />
}
