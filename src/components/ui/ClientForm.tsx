'use client'

import type { ComponentProps, ReactNode } from 'react'

import { Button } from './Button'
import { useHydrated } from './useHydrated'

/**
 * A form only its script sends (onSubmit calls a server action; it has no action of its own), such
 * as the portal's. A person may type before the page hydrates: the browser keeps it in the fields and
 * bindField hands it to react-hook-form as each field registers (docs/decisions.md, "Nothing typed is
 * lost"). Its SubmitButton stays disabled until then, which also stops Enter (the browser submits
 * implicitly only through an enabled default button), and `method="post"` keeps what was typed,
 * a password above all, out of an address should anything submit it natively.
 * `data-hydrated` says when React runs it (tests).
 */
export function ClientForm({
  children,
  ...props
}: Omit<ComponentProps<'form'>, 'action' | 'method' | 'noValidate'>) {
  const hydrated = useHydrated()
  return (
    <form {...props} method="post" noValidate data-hydrated={hydrated || undefined}>
      {children}
    </form>
  )
}

/** A ClientForm's submit button: disabled until the page hydrates and while `busy`. */
export function SubmitButton({
  busy = false,
  busyLabel,
  disabled,
  children,
  ...props
}: Omit<ComponentProps<typeof Button>, 'type'> & { busy?: boolean; busyLabel: ReactNode }) {
  const hydrated = useHydrated()
  return (
    <Button {...props} type="submit" disabled={!hydrated || busy || disabled}>
      {busy ? busyLabel : children}
    </Button>
  )
}
