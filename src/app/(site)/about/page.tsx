import type { Metadata } from 'next'

import { JsonLd } from '@/components/site/JsonLd'
import { LazyImage } from '@/components/site/LazyImage'
import { imageFromMedia } from '@/components/site/media'
import { RichText } from '@/components/site/RichText'
import { CheckIcon, StarIcon } from '@/components/site/ServiceIcon'
import { ButtonLink } from '@/components/ui/Button'
import { Container } from '@/components/ui/Container'
import { getAboutPage, getSiteSettings } from '@/data/content'
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
  const [about, settings, siteUrl] = await Promise.all([getAboutPage(), getSiteSettings(), getSiteUrl()])
  const figures = formatMarketingFigures(settings)
  const storyImage = imageFromMedia(about.story.image)
  const stats = [
    { label: 'Happy Clients', value: figures.happyClients },
    { label: 'Projects Completed', value: figures.projectsCompleted },
    { label: 'Years Experience', value: figures.yearsExperience },
    { label: 'Uptime Guarantee', value: figures.uptime },
  ]

  return (
    <>
      <JsonLd
        data={{
          '@type': 'Organization',
          name: settings.brandName,
          url: siteUrl,
          description: about.seoDescription || about.hero.text,
          foundingDate: String(settings.foundedYear),
          email: settings.contactEmail,
          telephone: settings.phone ?? undefined,
          address: settings.address ? { '@type': 'PostalAddress', streetAddress: settings.address, addressCountry: 'ZA' } : undefined,
          areaServed: { '@type': 'Country', name: 'South Africa' },
          sameAs: settings.socialUrl ? [settings.socialUrl] : undefined,
        }}
      />

      <section className="bg-gradient-to-br from-brand-900 via-brand-700 to-brand-600 text-white">
        <Container className="py-20 text-center sm:py-24">
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{about.hero.heading}</h1>
          <p className="mx-auto mt-6 max-w-3xl text-lg leading-8 text-brand-50 sm:text-xl">{about.hero.text}</p>
          <p className="mt-8 inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 text-sm font-semibold">
            <StarIcon className="size-5 text-yellow-300" />
            <span>
              {figures.rating} client rating
            </span>
          </p>
        </Container>
      </section>

      <section aria-label="Our figures" className="border-b border-slate-200 bg-white">
        <Container className="py-12">
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

      <section aria-labelledby="story-heading" className="py-20">
        <Container className="grid items-center gap-12 lg:grid-cols-2">
          <div>
            <h2 id="story-heading" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
              {about.story.heading}
            </h2>
            <p className="mt-2 text-sm font-semibold uppercase tracking-wide text-brand-700">Founded in {settings.foundedYear}</p>
            <RichText data={about.story.content} className="mt-6" />
          </div>
          {storyImage ? <LazyImage {...storyImage} sizes="(min-width: 1024px) 600px, 100vw" className="rounded-2xl shadow-lg" /> : null}
        </Container>
      </section>

      {about.values?.length ? (
        <section aria-labelledby="values-heading" className="bg-slate-50 py-20">
          <Container>
            <h2 id="values-heading" className="text-center text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
              Our Values
            </h2>
            <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {about.values.map((value, index) => (
                <li key={value.id ?? index} className="card p-6">
                  <h3 className="text-lg font-semibold text-slate-900">{value.title}</h3>
                  <p className="mt-2 text-sm leading-6 text-slate-600">{value.description}</p>
                </li>
              ))}
            </ul>
          </Container>
        </section>
      ) : null}

      {about.team?.length ? (
        <section aria-labelledby="team-heading" className="py-20">
          <Container>
            <h2 id="team-heading" className="text-center text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
              Meet Our Team
            </h2>
            <ul className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
              {about.team.map((member, index) => {
                const photo = imageFromMedia(member.photo)
                return (
                  <li key={member.id ?? index} className="text-center">
                    {photo ? (
                      <LazyImage {...photo} sizes="(min-width: 1024px) 280px, (min-width: 640px) 45vw, 90vw" className="rounded-2xl" />
                    ) : null}
                    <h3 className="mt-4 text-lg font-semibold text-slate-900">{member.name}</h3>
                    <p className="text-sm font-medium text-brand-700">{member.role}</p>
                    {member.bio ? <p className="mt-2 text-sm leading-6 text-slate-600">{member.bio}</p> : null}
                  </li>
                )
              })}
            </ul>
          </Container>
        </section>
      ) : null}

      {about.whyChooseUs?.length ? (
        <section aria-labelledby="why-us-heading" className="bg-slate-50 py-20">
          <Container>
            <h2 id="why-us-heading" className="text-center text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
              Why Choose Us
            </h2>
            <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {about.whyChooseUs.map((point, index) => (
                <li key={point.id ?? index} className="flex gap-4 rounded-2xl bg-white p-6 shadow-sm">
                  <span className="grid size-8 shrink-0 place-items-center rounded-full bg-green-100 text-green-800">
                    <CheckIcon className="size-4" />
                  </span>
                  <div>
                    <h3 className="font-semibold text-slate-900">{point.title}</h3>
                    <p className="mt-1 text-sm leading-6 text-slate-600">{point.description}</p>
                  </div>
                </li>
              ))}
            </ul>
          </Container>
        </section>
      ) : null}

      <section aria-labelledby="about-cta-heading" className="bg-brand-700 py-16 text-white">
        <Container className="text-center">
          <h2 id="about-cta-heading" className="text-3xl font-bold tracking-tight">
            Let&apos;s build something great together
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">
            Join the {figures.happyClients} businesses that trust {settings.brandName} with their digital presence.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-4 sm:flex-row">
            <ButtonLink href={PATHS.contact} variant="inverse" size="lg">
              Contact Us
            </ButtonLink>
            <ButtonLink href={PATHS.services} variant="inverseOutline" size="lg">
              Our Services
            </ButtonLink>
          </div>
        </Container>
      </section>
    </>
  )
}
