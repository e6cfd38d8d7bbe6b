import type { ReactNode } from 'react'

import { Band } from '@/components/site/Section'
import { cn } from '@/utilities/cn'

type CtaBandProps = {
  id: string
  title: ReactNode
  text?: ReactNode
  /** The home page's taller band with a larger heading. */
  large?: boolean
  /** The buttons; wrap two or more in <CtaActions>. */
  children: ReactNode
}

/** The closing brand-coloured call to action of a marketing page. */
export function CtaBand({ id, title, text, large, children }: CtaBandProps) {
  return (
    <Band id={id} className={cn('cta-band', large && 'py-20')}>
      <h2 id={id} className={cn('text-3xl font-bold tracking-tight', large && 'sm:text-4xl')}>
        {title}
      </h2>
      {text ? <p className="cta-text">{text}</p> : null}
      {children}
    </Band>
  )
}

export function CtaActions({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn('cta-actions', className)}>{children}</div>
}
