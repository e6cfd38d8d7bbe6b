import { Container } from '@/components/ui/Container'
import type { Plan } from '@/payload-types'

import { PlanCards } from './PlanCards'

/** A titled band of plan cards (maintenance packages, partner plans). */
export function PlansSection({
  id,
  title,
  plans,
}: {
  id: string
  title: string
  plans: readonly Plan[]
}) {
  return (
    <section aria-labelledby={id} className="py-12 sm:py-16">
      <Container>
        <h2 id={id} className="mb-10 text-center text-2xl font-bold text-slate-900 sm:text-3xl">
          {title}
        </h2>
        <PlanCards plans={plans} />
      </Container>
    </section>
  )
}
