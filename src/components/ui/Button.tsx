import type { ComponentProps, ReactNode } from 'react'

import { cn } from '@/utilities/cn'

export type ButtonVariant =
  'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive' | 'inverse' | 'inverseOutline'
export type ButtonSize = 'sm' | 'md' | 'lg'

// Component classes in globals.css: a button's look is written once there, not in every page.
const variants: Record<ButtonVariant, string> = {
  primary: 'btn-primary',
  secondary: 'btn-secondary',
  outline: 'btn-outline',
  ghost: 'btn-ghost',
  destructive: 'btn-destructive',
  inverse: 'btn-inverse',
  /** A second button on a dark or brand-coloured band. */
  inverseOutline: 'btn-inverse-outline',
}

export const buttonClasses = (
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  className?: string,
) => cn('btn', variants[variant], `btn-${size}`, className)

type ButtonProps = ComponentProps<'button'> & { variant?: ButtonVariant; size?: ButtonSize }

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />
}

type ButtonLinkProps = Omit<ComponentProps<'a'>, 'className' | 'href'> & {
  href: string
  variant?: ButtonVariant
  size?: ButtonSize
  className?: string
  children: ReactNode
}

/**
 * A link that looks like a button. A plain <a>, not the client `Link`: a call to action in the
 * page's content is a full load of a cached page, and costs the low-end phone no hydration
 * (docs/decisions.md#content-links-and-below-the-fold).
 */
export function ButtonLink({ variant, size, className, children, ...props }: ButtonLinkProps) {
  return (
    <a className={buttonClasses(variant, size, className)} {...props}>
      {children}
    </a>
  )
}
