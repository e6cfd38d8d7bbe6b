import type { Metadata } from 'next'
import { draftMode } from 'next/headers'

import { HomeHero } from '@/components/home/HomeHero'
import { HomeServices, HomeTools, HomeWhyChoose } from '@/components/home/HomeSections'
import { CtaActions, CtaBand } from '@/components/site/CtaBand'
import { ButtonLink } from '@/components/ui/Button'
import { getHomePage, getServices, getSiteSettings } from '@/data/content'
import { readHomePage } from '@/data/drafts'
import { DEFAULT_TITLE, pageMetadata } from '@/data/seo'
import { formatMarketingFigures } from '@/lib/marketingFigures'
import { PATHS } from '@/utilities/paths'

export async function generateMetadata(): Promise<Metadata> {
  const home = await getHomePage()
  const { title: _title, ...metadata } = await pageMetadata({
    title: DEFAULT_TITLE,
    description: home.hero.subheading,
    path: PATHS.home,
  })
  // The layout's default title is this page's title, brand included; the template would not apply to it.
  return metadata
}

export default async function HomePage() {
  const [home, services, settings] = await Promise.all([
    readHomePage((await draftMode()).isEnabled),
    getServices(),
    getSiteSettings(),
  ])

  return (
    <>
      <HomeHero hero={home.hero} figures={formatMarketingFigures(settings)} />
      <HomeServices intro={home.servicesIntro} services={services} />
      <HomeWhyChoose whyChoose={home.whyChoose} />
      <HomeTools tools={home.tools} />
      <CtaBand id="cta-heading" title={home.cta.heading} text={home.cta.text} large>
        <CtaActions className="mt-10">
          <ButtonLink href={PATHS.contact} variant="inverse" size="lg">
            Get Free Consultation
          </ButtonLink>
          <ButtonLink href={PATHS.services} variant="inverseOutline" size="lg">
            Explore Services
          </ButtonLink>
        </CtaActions>
      </CtaBand>
    </>
  )
}
