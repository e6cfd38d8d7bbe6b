import type { Metadata } from 'next'
import { draftMode } from 'next/headers'

import {
  AboutFigures,
  AboutHero,
  AboutStory,
  AboutTeam,
  AboutValues,
  AboutWhyUs,
} from '@/components/about/AboutSections'
import { OrganizationJsonLd } from '@/components/about/OrganizationJsonLd'
import { CtaActions, CtaBand } from '@/components/site/CtaBand'
import { ButtonLink } from '@/components/ui/Button'
import { getAboutPage, getSiteSettings } from '@/data/content'
import { readAboutPage } from '@/data/drafts'
import { getSiteUrl, pageMetadata } from '@/data/seo'
import { formatMarketingFigures } from '@/lib/marketingFigures'
import { PATHS } from '@/utilities/paths'

export async function generateMetadata(): Promise<Metadata> {
  const about = await getAboutPage()
  return pageMetadata({
    title: about.hero.heading,
    description: about.seoDescription || about.hero.text,
    path: PATHS.about,
  })
}

export default async function AboutPage() {
  const [about, settings, siteUrl] = await Promise.all([
    readAboutPage((await draftMode()).isEnabled),
    getSiteSettings(),
    getSiteUrl(),
  ])
  const figures = formatMarketingFigures(settings)

  return (
    <>
      <OrganizationJsonLd
        settings={settings}
        siteUrl={siteUrl}
        description={about.seoDescription || about.hero.text}
      />
      <AboutHero hero={about.hero} rating={figures.rating} />
      <AboutFigures figures={figures} />
      <AboutStory story={about.story} foundedYear={settings.foundedYear} />
      {about.values?.length ? <AboutValues values={about.values} /> : null}
      {about.team?.length ? <AboutTeam team={about.team} /> : null}
      {about.whyChooseUs?.length ? <AboutWhyUs points={about.whyChooseUs} /> : null}
      <CtaBand
        id="about-cta-heading"
        title="Let's build something great together"
        text={
          <>
            Join the {figures.happyClients} businesses that trust {settings.brandName} with their
            digital presence.
          </>
        }
      >
        <CtaActions>
          <ButtonLink href={PATHS.contact} variant="inverse" size="lg">
            Contact Us
          </ButtonLink>
          <ButtonLink href={PATHS.services} variant="inverseOutline" size="lg">
            Our Services
          </ButtonLink>
        </CtaActions>
      </CtaBand>
    </>
  )
}
