import type { ComponentProps } from 'react'

import { FieldMessage } from '@/components/ui/Field'

/**
 * FieldMessage in a box that keeps one line of room whether a message shows or not. Without it,
 * 'Looks good!' appearing when a field loses focus pushes the next field down between a press and
 * its release, and the click lands on whatever moved into its place.
 */
export function ReservedFieldMessage(props: ComponentProps<typeof FieldMessage>) {
  return (
    <div className="min-h-[1.625rem]">
      <FieldMessage {...props} />
    </div>
  )
}
