import type { ComponentProps } from 'react'

import { cn } from '@/utilities/cn'

export function Container({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('container-page', className)} {...props} />
}
