import type { ReactNode } from 'react'

import { Container } from '@/components/ui/Container'
import { cn } from '@/utilities/cn'

type SectionProps = {
  /** The heading's id: the section is labelled by it. */
  id: string
  title: ReactNode
  intro?: ReactNode
  muted?: boolean
  className?: string
  children: ReactNode
}

/** A page band labelled by its heading (the heading's id), its content in the page container. */
export function Band({
  id,
  className,
  containerClassName,
  children,
}: {
  id: string
  className?: string
  containerClassName?: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <Container className={containerClassName}>{children}</Container>
    </section>
  )
}

/** A page band with a centred heading, an optional intro line, then its content. */
export function Section({ id, title, intro, muted, className, children }: SectionProps) {
  return (
    <Band id={id} className={cn('section', muted && 'bg-slate-50', className)}>
      <div className="section-header">
        <h2 id={id} className="section-heading">
          {title}
        </h2>
        {intro ? <p className="section-intro">{intro}</p> : null}
      </div>
      {children}
    </Band>
  )
}

/** A section inside a detail page's column: a left-aligned heading above its content. */
export function DetailSection({
  id,
  title,
  className,
  children,
}: {
  id: string
  title: string
  className?: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="detail-heading">
        {title}
      </h2>
      <div className="mt-6">{children}</div>
    </section>
  )
}

/** A responsive list of cards; `columns` is the count on wide screens (two on small ones). */
export function CardGrid({
  columns,
  className,
  children,
}: {
  columns?: 3 | 4
  className?: string
  children: ReactNode
}) {
  return (
    <ul className={cn('card-grid', columns && `card-grid-${columns}`, className)}>{children}</ul>
  )
}
