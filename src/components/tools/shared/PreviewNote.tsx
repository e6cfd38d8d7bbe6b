import type { ReactNode } from 'react'

import { cn } from '@/utilities/cn'

/**
 * Explains why a mock-up's buttons are disabled: the spec gives them no behaviour, and a button
 * that silently does nothing looks broken. Buttons point at it with aria-describedby.
 */
export function PreviewNote({
  id,
  children,
  className,
}: {
  id: string
  children: ReactNode
  className?: string
}) {
  return (
    <p
      id={id}
      className={cn(
        'rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900',
        className,
      )}
    >
      {children}
    </p>
  )
}
