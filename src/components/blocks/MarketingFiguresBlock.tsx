import { Container } from '@/components/ui/Container'
import { formatMarketingFigures } from '@/lib/marketingFigures'

import { headingId, type BlockProps } from './types'

export function MarketingFiguresBlock({ block, index, page }: BlockProps<'marketingFigures'>) {
  const figures = formatMarketingFigures(page.settings)
  const stats = [
    { label: 'Happy Clients', value: figures.happyClients },
    { label: 'Projects Completed', value: figures.projectsCompleted },
    { label: 'Years Experience', value: figures.yearsExperience },
    { label: 'Client Rating', value: figures.rating },
  ]
  const id = headingId(block, index)
  return (
    <section
      aria-labelledby={block.heading ? id : undefined}
      aria-label={block.heading ? undefined : 'Our figures'}
      className="border-y border-slate-200 bg-white"
    >
      <Container className="py-12">
        {block.heading ? (
          <h2 id={id} className="section-heading mb-8 text-center">
            {block.heading}
          </h2>
        ) : null}
        <dl className="grid grid-cols-2 gap-8 text-center lg:grid-cols-4">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse">
              <dt className="mt-2 text-sm font-medium text-slate-600">{stat.label}</dt>
              <dd className="text-4xl font-extrabold text-brand-700">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  )
}
