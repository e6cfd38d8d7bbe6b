import { Badge } from '@/components/ui/Badge'
import { ButtonLink } from '@/components/ui/Button'
import { CheckIcon } from '@/components/ui/icons'
import { planPriceText } from '@/lib/planPrice'
import type { Plan } from '@/payload-types'
import { cn } from '@/utilities/cn'
import { PATHS } from '@/utilities/paths'

/** The plan cards of /white-label and /maintenance; every button opens the contact form with the plan preselected. */
export function PlanCards({ plans }: { plans: readonly Plan[] }) {
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {plans.map((plan) => {
        const price = planPriceText(plan.price)
        const [amount, period] = price.split('/')
        return (
          <li key={plan.id}>
            <article
              aria-labelledby={`plan-${plan.id}`}
              className={cn(
                'relative flex h-full flex-col rounded-2xl border bg-white p-6 shadow-sm',
                plan.popular ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200',
              )}
            >
              {plan.popular ? (
                <Badge tone="brand" className="absolute -top-3 left-1/2 -translate-x-1/2">
                  Most Popular
                </Badge>
              ) : null}
              <h3 id={`plan-${plan.id}`} className="text-xl font-semibold text-slate-900">
                {plan.name}
              </h3>
              <p className="mt-3" data-testid="plan-price">
                <span className="text-4xl font-bold text-slate-900">{amount}</span>
                {period ? <span className="text-base text-slate-600">/{period}</span> : null}
              </p>
              <p className="mt-3 text-sm text-slate-700">{plan.description}</p>
              <ul className="mt-6 flex-1 space-y-2">
                {plan.features.map((feature) => (
                  <li
                    key={feature.id ?? feature.text}
                    className="flex gap-2 text-sm text-slate-800"
                  >
                    <CheckIcon className="mt-0.5 size-4 shrink-0 text-green-700" />
                    {feature.text}
                  </li>
                ))}
              </ul>
              <ButtonLink
                href={PATHS.planEnquiry(plan)}
                variant={plan.popular ? 'primary' : 'outline'}
                className="mt-6 w-full"
                aria-label={`${plan.buttonLabel}: ${plan.name} plan`}
              >
                {plan.buttonLabel}
              </ButtonLink>
            </article>
          </li>
        )
      })}
    </ul>
  )
}
