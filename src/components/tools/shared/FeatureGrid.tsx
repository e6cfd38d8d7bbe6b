import type { ReactNode } from 'react'

import { Container } from '@/components/ui/Container'

export type Feature = { title: string; description: string }

/** A titled section of short feature cards (why-partner, why-choose, what's included). */
export function FeatureGrid({
  id,
  title,
  intro,
  features,
  columns = 4,
}: {
  id: string
  title: string
  intro?: ReactNode
  features: readonly Feature[]
  columns?: 2 | 3 | 4
}) {
  const grid = { 2: 'md:grid-cols-2', 3: 'md:grid-cols-3', 4: 'md:grid-cols-2 lg:grid-cols-4' }[
    columns
  ]
  return (
    <section aria-labelledby={id} className="py-12 sm:py-16">
      <Container>
        <h2 id={id} className="text-center text-2xl font-bold text-slate-900 sm:text-3xl">
          {title}
        </h2>
        {intro ? (
          <div className="mx-auto mt-3 max-w-2xl text-center text-slate-700">{intro}</div>
        ) : null}
        <ul className={`mt-10 grid gap-6 ${grid}`}>
          {features.map((feature) => (
            <li key={feature.title} className="card p-6">
              <h3 className="font-semibold text-slate-900">{feature.title}</h3>
              <p className="mt-2 text-sm text-slate-700">{feature.description}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
