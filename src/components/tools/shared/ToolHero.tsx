import type { ReactNode } from 'react'

import { Container } from '@/components/ui/Container'

/** The opening band of every tool and offer page: the page's only <h1>. */
export function ToolHero({
  eyebrow,
  title,
  children,
}: {
  eyebrow: string
  title: string
  children: ReactNode
}) {
  return (
    <section
      aria-labelledby="page-title"
      className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white"
    >
      <Container className="py-12 text-center sm:py-16">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{eyebrow}</p>
        <h1
          id="page-title"
          className="mx-auto mt-3 max-w-3xl text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl lg:text-5xl"
        >
          {title}
        </h1>
        <div className="mx-auto mt-4 max-w-2xl text-base text-slate-700 sm:text-lg">{children}</div>
      </Container>
    </section>
  )
}
