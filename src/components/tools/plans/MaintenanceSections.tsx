import { PreviewNote } from '@/components/tools/shared/PreviewNote'
import { Button } from '@/components/ui/Button'
import { Container } from '@/components/ui/Container'
import { Link } from '@/components/ui/Link'
import { CheckIcon, ClockIcon } from '@/components/ui/icons'
import { PATHS } from '@/utilities/paths'

const EVERY_PACKAGE = [
  'Software, theme and plugin updates',
  'Uptime monitoring',
  'Regular backups with tested restores',
  'Security monitoring and malware checks',
  'Broken link and form checks',
  'Monthly report on changes and health',
]

const CHALLENGE_NOTE_ID = 'challenge-note'

export function EveryPackage() {
  return (
    <section aria-labelledby="every-package-title" className="bg-slate-50 py-12 sm:py-16">
      <Container>
        <h2
          id="every-package-title"
          className="text-center text-2xl font-bold text-slate-900 sm:text-3xl"
        >
          Included in Every Package
        </h2>
        <ul className="mx-auto mt-8 grid max-w-4xl gap-3 sm:grid-cols-2">
          {EVERY_PACKAGE.map((item) => (
            <li key={item} className="flex gap-3 rounded-xl bg-white p-4 text-slate-800 shadow-sm">
              <CheckIcon className="size-5 shrink-0 text-green-700" />
              {item}
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}

/** The 24-hour mockup offer; sign-up is not built yet, so its buttons are disabled and say why. */
export function MockupChallenge() {
  return (
    <section aria-labelledby="challenge-title" className="pb-16">
      <Container>
        <div className="rounded-3xl bg-gradient-to-r from-brand-700 to-brand-900 px-6 py-10 text-white sm:px-12">
          <div className="flex flex-col gap-8 md:flex-row md:items-center md:justify-between">
            <div className="max-w-2xl">
              <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-brand-100">
                <ClockIcon className="size-4" /> 24-Hour Mockup Challenge
              </p>
              <h2 id="challenge-title" className="mt-2 text-2xl font-bold sm:text-3xl">
                Your Website Mockup in 24 Hours, or It&rsquo;s Free
              </h2>
              <p className="mt-3 text-brand-50">
                Tell us about your business and we will design a homepage mockup within 24 hours. If
                we miss the deadline, the mockup is yours at no cost.
              </p>
            </div>
            <div className="flex flex-col gap-3 sm:flex-row md:flex-col">
              <Button variant="inverse" size="lg" disabled aria-describedby={CHALLENGE_NOTE_ID}>
                Accept Challenge
              </Button>
              <Button
                variant="inverseOutline"
                size="lg"
                disabled
                aria-describedby={CHALLENGE_NOTE_ID}
              >
                Learn More
              </Button>
            </div>
          </div>
          <PreviewNote id={CHALLENGE_NOTE_ID} className="mt-6">
            Online sign-up for the challenge opens soon. To take part now,{' '}
            <Link href={PATHS.contact} className="font-semibold underline">
              contact us
            </Link>
            .
          </PreviewNote>
        </div>
      </Container>
    </section>
  )
}
