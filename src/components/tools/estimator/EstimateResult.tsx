import type { RefObject } from 'react'

import { ButtonLink } from '@/components/ui/Button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card'
import type { Estimate } from '@/lib/estimate'
import { formatRand } from '@/lib/formatRand'
import { PATHS } from '@/utilities/paths'

export function EstimateResult({
  result,
  headingRef,
}: {
  result: Estimate
  headingRef: RefObject<HTMLHeadingElement | null>
}) {
  return (
    <Card className="border-brand-100">
      <CardHeader>
        <CardTitle as="h2" ref={headingRef} tabIndex={-1} className="focus:outline-none">
          Your Project Estimate
        </CardTitle>
        <CardDescription>
          {result.projectTypeLabel} · {result.complexityLabel} complexity
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <dl className="grid gap-4 sm:grid-cols-2">
          <div className="rounded-xl bg-brand-50 p-4">
            <dt className="text-sm text-slate-700">Estimated Investment</dt>
            <dd className="mt-1 text-3xl font-bold text-brand-700" data-testid="estimate-price">
              {formatRand(result.price)}
            </dd>
          </div>
          <div className="rounded-xl bg-slate-50 p-4">
            <dt className="text-sm text-slate-700">Estimated Timeline</dt>
            <dd className="mt-1 text-3xl font-bold text-slate-900" data-testid="estimate-timeline">
              {result.weeksMin}-{result.weeksMax} weeks
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-700">Project Type</dt>
            <dd className="font-semibold text-slate-900">{result.projectTypeLabel}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-700">Complexity</dt>
            <dd className="font-semibold text-slate-900">{result.complexityLabel}</dd>
          </div>
        </dl>
        <p className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
          This is an initial estimate based on typical projects of this kind. The final price may
          vary once we understand your exact requirements.
        </p>
        <ButtonLink href={PATHS.contact} size="lg" className="w-full">
          Get a Detailed Quote
        </ButtonLink>
      </CardContent>
    </Card>
  )
}
