import { TitledCard } from '@/components/ui/Card'
import { StepNumber } from '@/components/ui/StepNumber'
import type { ProjectType } from '@/lib/estimate'
import { popularProjectTypes } from '@/lib/estimatorSettings'

const HOW_IT_WORKS = [
  'Choose the kind of project you have in mind.',
  'Pick the complexity that matches your requirements.',
  'Get an instant price range and timeline, worked out in your browser.',
  'Send us your details for a detailed, fixed quote.',
]

/** What the estimator shows until the first estimate: how it works and the popular starting prices. */
export function EstimatorGuide({ projectTypes }: { projectTypes: readonly ProjectType[] }) {
  return (
    <>
      <TitledCard title="How It Works">
        <ol className="space-y-3">
          {HOW_IT_WORKS.map((step, index) => (
            <li key={step} className="flex gap-3 text-sm text-slate-700">
              <StepNumber n={index + 1} tone="soft" />
              <span className="pt-1">{step}</span>
            </li>
          ))}
        </ol>
      </TitledCard>
      <TitledCard title="Popular Project Types">
        <ul className="divide-y divide-slate-200">
          {popularProjectTypes(projectTypes).map((type) => (
            <li key={type.value} className="flex items-center justify-between gap-4 py-3 text-sm">
              <span className="font-medium text-slate-900">{type.label}</span>
              <span className="font-semibold text-brand-700">{type.price}</span>
            </li>
          ))}
        </ul>
      </TitledCard>
    </>
  )
}
