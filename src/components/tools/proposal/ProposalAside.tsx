import { ButtonLink } from '@/components/ui/Button'
import { Card, CardContent, TitledCard } from '@/components/ui/Card'
import { CheckIcon, FileIcon } from '@/components/ui/icons'
import { PATHS } from '@/utilities/paths'

const TIPS = [
  'Describe the outcome for the client, not only the work.',
  'Include only the features you have agreed on.',
  'State the timeline and investment clearly.',
  'Keep the terms short and easy to accept.',
]

/** Where the preview appears once the proposal is generated. */
export function ProposalPlaceholder() {
  return (
    <Card className="border-dashed">
      <CardContent className="flex flex-col items-center gap-3 py-16 text-center">
        <FileIcon className="size-12 text-slate-400" />
        <h2 className="text-lg font-semibold text-slate-900">
          Your proposal preview will appear here
        </h2>
        <p className="max-w-sm text-sm text-slate-600">
          Fill in the client name and project title, choose the features, then press Generate
          Proposal.
        </p>
      </CardContent>
    </Card>
  )
}

/** The tips card and the offer to write the visitor's own proposal. */
export function ProposalTips() {
  return (
    <>
      <TitledCard title="Tips for a Winning Proposal">
        <ul className="space-y-2 text-sm text-slate-700">
          {TIPS.map((tip) => (
            <li key={tip} className="flex gap-2">
              <CheckIcon className="mt-0.5 size-4 shrink-0 text-green-700" />
              {tip}
            </li>
          ))}
        </ul>
      </TitledCard>

      <TitledCard
        title="Need a Proposal for Your Own Project?"
        description="Our team prepares detailed proposals with a fixed price and project plan, free of
            charge."
        className="bg-slate-50"
      >
        <ButtonLink href={PATHS.contact} variant="outline">
          Talk to Our Team
        </ButtonLink>
      </TitledCard>
    </>
  )
}
