import type { AboutPage } from '../../src/payload-types'
import { richText } from '../lexical'
import type { SeedImage } from '../types'
import { siteSettings } from './siteSettings'

type Story = Omit<AboutPage['story'], 'image'> & { image?: SeedImage }
type TeamMember = Omit<NonNullable<AboutPage['team']>[number], 'photo'> & { photo?: SeedImage }

/** The about-page global as the seed writes it: pictures are rendered, not uploaded. */
export type SeedAboutPage = Omit<AboutPage, 'id' | 'updatedAt' | 'createdAt' | 'story' | 'team'> & {
  story: Story
  team: TeamMember[]
}

const { brandName: brand, foundedYear, satisfaction, supportHours, uptime } = siteSettings

const person = (name: string, role: string, bio: string, hue: number): TeamMember => ({
  name,
  role,
  bio,
  photo: {
    name: `team-${name.toLowerCase().replace(/[^a-z]+/g, '-')}`,
    alt: `Portrait of ${name}, ${role} at ${brand}`,
    title: name,
    subtitle: role,
    hue,
  },
})

export const aboutPage: SeedAboutPage = {
  hero: {
    heading: `About ${brand}`,
    text: 'We are a South African digital agency helping businesses of every size build websites, software and marketing that deliver measurable results.',
  },
  story: {
    heading: 'Our Story',
    content: richText([
      {
        p: `${brand} was founded in ${foundedYear} in Cape Town, South Africa, by a small team of developers and designers who believed local businesses deserved world-class digital work without the agency jargon or the offshore price tag.`,
      },
      {
        p: 'What started as a web design studio has grown into a full-service digital partner. Today our team builds websites, custom software, mobile apps and online stores, runs marketing and SEO campaigns, and manages hosting, cloud and AI solutions for clients across South Africa and beyond.',
      },
      {
        p: 'Along the way we have learnt what it takes to succeed here: sites that load fast on mobile data, systems that keep running through load-shedding, checkouts that support the way South Africans pay, and privacy practices that respect POPIA. Our goal has stayed the same since day one: to be the partner our clients trust to help them grow.',
      },
    ]),
    image: {
      name: 'about-our-story',
      alt: `The ${brand} studio in Cape Town`,
      title: 'Our Story',
      subtitle: `Founded in ${foundedYear}`,
      hue: 170,
    },
  },
  values: [
    {
      title: 'Innovation First',
      description:
        'We keep up with the latest technology and apply it where it adds real value for our clients, not just because it is new.',
    },
    {
      title: 'Client Success',
      description:
        'Your goals are our goals. We measure our work by the results it delivers for your business.',
    },
    {
      title: 'Quality Assurance',
      description:
        'Every project is reviewed, tested and optimised before launch, so it works reliably from day one.',
    },
    {
      title: '24/7 Support',
      description: `Our support team is available ${supportHours} to keep your website and systems running smoothly.`,
    },
  ],
  team: [
    person(
      'Thabo Nkosi',
      'Founder & CEO',
      'Thabo founded the agency after a decade in software development. He leads strategy and works closely with clients to turn business goals into digital roadmaps.',
      215,
    ),
    person(
      'Pieter van der Merwe',
      'Lead Developer',
      'Pieter heads our engineering team and has built everything from high-traffic online stores to custom business systems. He is passionate about clean, secure code.',
      260,
    ),
    person(
      'Naledi Khumalo',
      'Head of Design',
      'Naledi leads user experience and visual design, creating interfaces that are beautiful, accessible and easy to use on any device.',
      320,
    ),
    person(
      'Aisha Patel',
      'Digital Marketing Lead',
      'Aisha runs our SEO and paid media campaigns, combining data and creativity to help clients reach the right customers at the right cost.',
      30,
    ),
  ],
  whyChooseUs: [
    {
      title: `${satisfaction}% Client Satisfaction`,
      description: `${satisfaction}% of our clients rate their experience with us as satisfied or very satisfied, and many have worked with us for years.`,
    },
    {
      title: 'Local Knowledge',
      description:
        'We understand South African customers, regulations such as POPIA, local payment gateways and the realities of load-shedding.',
    },
    {
      title: 'End-to-End Service',
      description:
        'Strategy, design, development, hosting, marketing and support from one team, so nothing falls between the cracks.',
    },
    {
      title: 'Reliable Infrastructure',
      description: `Hosting with back-up power and a ${uptime}% uptime guarantee keeps your business online.`,
    },
    {
      title: 'Transparent Communication',
      description:
        'Clear quotes, regular progress updates and a client portal where you can follow your project at any time.',
    },
    {
      title: 'Long-Term Partnership',
      description:
        'We stay with you after launch, with maintenance, support and improvements as your business grows.',
    },
  ],
  seoDescription: `${brand} is a South African digital agency, founded in ${foundedYear}, offering web development, custom software, mobile apps, e-commerce, digital marketing, SEO, hosting, cloud and AI integration services.`,
}
