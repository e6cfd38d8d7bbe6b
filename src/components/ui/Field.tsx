import type { ComponentProps, ReactNode } from 'react'

import { cn } from '@/utilities/cn'

const control =
  'block w-full rounded-lg border bg-white px-3 py-2.5 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600 disabled:opacity-60'

const stateBorder = (invalid?: boolean) => (invalid ? 'border-red-600' : 'border-slate-300')

export function Label({ className, ...props }: ComponentProps<'label'>) {
  return (
    // The caller passes htmlFor and the text.
    // eslint-disable-next-line jsx-a11y/label-has-associated-control
    <label
      className={cn('mb-1.5 block text-sm font-medium text-slate-800', className)}
      {...props}
    />
  )
}

export function Input({
  className,
  invalid,
  ...props
}: ComponentProps<'input'> & { invalid?: boolean }) {
  return (
    <input
      aria-invalid={invalid || undefined}
      className={cn(control, stateBorder(invalid), 'h-11', className)}
      {...props}
    />
  )
}

export function Textarea({
  className,
  invalid,
  ...props
}: ComponentProps<'textarea'> & { invalid?: boolean }) {
  return (
    <textarea
      aria-invalid={invalid || undefined}
      className={cn(control, stateBorder(invalid), className)}
      {...props}
    />
  )
}

export function Select({
  className,
  invalid,
  ...props
}: ComponentProps<'select'> & { invalid?: boolean }) {
  return (
    <select
      aria-invalid={invalid || undefined}
      className={cn(control, stateBorder(invalid), 'h-11', className)}
      {...props}
    />
  )
}

/**
 * Feedback under a field: the error, 'Looks good!' once a valid value is in, or nothing
 * for an empty optional field (the spec's three states).
 */
export function FieldMessage({
  id,
  error,
  success,
}: {
  id: string
  error?: ReactNode
  success?: ReactNode
}) {
  if (error)
    return (
      <p id={id} role="alert" className="mt-1.5 text-sm text-red-700">
        {error}
      </p>
    )
  if (success)
    return (
      <p id={id} className="mt-1.5 text-sm text-green-700">
        {success}
      </p>
    )
  return null
}
