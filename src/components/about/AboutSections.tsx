import { CheckPoint } from '@/components/site/CheckList'
import { Hero } from '@/components/site/Hero'
import { LazyImage } from '@/components/site/LazyImage'
import { imageFromMedia } from '@/components/site/media'
import { RichText } from '@/components/site/RichText'
import { CardGrid, Section } from '@/components/site/Section'
import { SplitSection } from '@/components/site/SplitSection'
import { Container } from '@/components/ui/Container'
import { StarIcon } from '@/components/ui/icons'
import type { MarketingFigures } from '@/lib/marketingFigures'
import type { AboutPage } from '@/payload-types'

export function AboutHero({ hero, rating }: { hero: AboutPage['hero']; rating: string }) {
  return (
    <Hero className="py-20 text-center sm:py-24">
      <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{hero.heading}</h1>
      <p className="mx-auto mt-6 max-w-3xl text-lg leading-8 text-brand-50 sm:text-xl">
        {hero.text}
      </p>
      <p className="mt-8 inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 text-sm font-semibold">
        <StarIcon className="size-5 text-yellow-300" />
        <span>{rating} client rating</span>
      </p>
    </Hero>
  )
}

export function AboutFigures({ figures }: { figures: MarketingFigures }) {
  const stats = [
    { label: 'Happy Clients', value: figures.happyClients },
    { label: 'Projects Completed', value: figures.projectsCompleted },
    { label: 'Years Experience', value: figures.yearsExperience },
    { label: 'Uptime Guarantee', value: figures.uptime },
  ]
  return (
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
  )
}

export function AboutStory({
  story,
  foundedYear,
}: {
  story: AboutPage['story']
  foundedYear: number
}) {
  return (
    <SplitSection id="story-heading" title={story.heading} image={story.image}>
      <p className="mt-2 text-sm font-semibold uppercase tracking-wide text-brand-700">
        Founded in {foundedYear}
      </p>
      <RichText data={story.content} className="mt-6" />
    </SplitSection>
  )
}

export function AboutValues({ values }: { values: NonNullable<AboutPage['values']> }) {
  return (
    <Section id="values-heading" title="Our Values" muted className="below-fold">
      <CardGrid columns={4}>
        {values.map((value, index) => (
          <li key={value.id ?? index} className="card p-6">
            <h3 className="text-lg font-semibold text-slate-900">{value.title}</h3>
            <p className="mt-2 text-sm leading-6 text-slate-600">{value.description}</p>
          </li>
        ))}
      </CardGrid>
    </Section>
  )
}

export function AboutTeam({ team }: { team: NonNullable<AboutPage['team']> }) {
  return (
    <Section id="team-heading" title="Meet Our Team" className="below-fold">
      <CardGrid columns={4} className="gap-8">
        {team.map((member, index) => {
          const photo = imageFromMedia(member.photo)
          return (
            <li key={member.id ?? index} className="text-center">
              {photo ? (
                <LazyImage
                  {...photo}
                  sizes="(min-width: 1024px) 280px, (min-width: 640px) 45vw, 90vw"
                  className="rounded-2xl"
                />
              ) : null}
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{member.name}</h3>
              <p className="text-sm font-medium text-brand-700">{member.role}</p>
              {member.bio ? (
                <p className="mt-2 text-sm leading-6 text-slate-600">{member.bio}</p>
              ) : null}
            </li>
          )
        })}
      </CardGrid>
    </Section>
  )
}

export function AboutWhyUs({ points }: { points: NonNullable<AboutPage['whyChooseUs']> }) {
  return (
    <Section id="why-us-heading" title="Why Choose Us" muted className="below-fold">
      <CardGrid className="md:grid-cols-2 lg:grid-cols-3">
        {points.map((point, index) => (
          <CheckPoint
            key={point.id ?? index}
            title={point.title}
            description={point.description}
            className="rounded-2xl bg-white p-6 shadow-sm"
            badgeClassName="size-8"
          />
        ))}
      </CardGrid>
    </Section>
  )
}
