import { Hero } from '@/components/site/Hero'
import { ButtonLink } from '@/components/ui/Button'
import { StarIcon } from '@/components/ui/icons'
import type { MarketingFigures } from '@/lib/marketingFigures'
import type { HomePage } from '@/payload-types'
import { PATHS } from '@/utilities/paths'

/** The home page's opening: the CMS headline, two calls to action and the three trust figures. */
export function HomeHero({ hero, figures }: { hero: HomePage['hero']; figures: MarketingFigures }) {
  return (
    <Hero className="py-20 sm:py-28">
      <div className="max-w-3xl">
        {hero.eyebrow ? (
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-100">
            {hero.eyebrow}
          </p>
        ) : null}
        <h1 className="mt-4 text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl lg:text-6xl">
          {hero.heading}
        </h1>
        <p className="mt-6 text-lg leading-8 text-brand-50 sm:text-xl">{hero.subheading}</p>
        <div className="mt-10 flex flex-col gap-4 sm:flex-row">
          <ButtonLink href={PATHS.contact} variant="inverse" size="lg">
            Start Your Project
          </ButtonLink>
          <ButtonLink href={PATHS.clientPortal} variant="inverseOutline" size="lg">
            View Our Work
          </ButtonLink>
        </div>
        <dl className="mt-12 grid max-w-xl grid-cols-3 gap-6 border-t border-white/20 pt-8">
          <div>
            <dt className="text-sm text-brand-100">Client rating</dt>
            <dd className="mt-1 flex items-center gap-1 text-2xl font-bold">
              <StarIcon className="size-5 text-yellow-300" />
              {figures.rating}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-brand-100">Happy clients</dt>
            <dd className="mt-1 text-2xl font-bold">{figures.happyClients}</dd>
          </div>
          <div>
            <dt className="text-sm text-brand-100">Years experience</dt>
            <dd className="mt-1 text-2xl font-bold">{figures.yearsExperience}</dd>
          </div>
        </dl>
      </div>
    </Hero>
  )
}
