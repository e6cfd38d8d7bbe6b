import type { HomePage } from '../../src/payload-types'
import type { SeedImage } from '../types'
import { siteSettings } from './siteSettings'

type WhyChoose = Omit<HomePage['whyChoose'], 'image'> & { image?: SeedImage }

/** The home-page global as the seed writes it: the section picture is rendered, not uploaded. */
export type SeedHomePage = Omit<HomePage, 'id' | 'updatedAt' | 'createdAt' | 'whyChoose'> & {
  whyChoose: WhyChoose
}

const { brandName: brand, foundedYear, projectsCompleted, replyHours, supportHours } = siteSettings

export const homePage: SeedHomePage = {
  hero: {
    eyebrow: `South African digital agency since ${foundedYear}`,
    heading: 'Digital Solutions That Drive Growth',
    subheading:
      'Websites, custom software, mobile apps and digital marketing that help South African businesses win more customers, work more efficiently and grow with confidence.',
  },
  servicesIntro: {
    heading: 'Services Built Around Your Goals',
    text: 'From your first website to custom software, cloud and AI, one experienced team delivers every part of your digital presence.',
  },
  whyChoose: {
    heading: `Why Choose ${brand}`,
    text: 'We combine senior technical skills with a practical understanding of how South African businesses work, from load-shedding to local payment gateways.',
    image: {
      name: 'home-why-choose',
      alt: `The ${brand} team planning a client project around a table`,
      title: `Why Choose ${brand}`,
      subtitle: 'Local expertise, proven delivery',
      hue: 200,
    },
    features: [
      {
        title: 'Local Expertise',
        description:
          'A South African team that understands local customers, POPIA, load-shedding resilience and payment gateways such as PayFast, Yoco and Ozow.',
      },
      {
        title: 'Proven Delivery',
        description: `More than ${projectsCompleted.toLocaleString('en-US')} projects delivered for start-ups, SMEs and established companies across South Africa.`,
      },
      {
        title: 'Transparent Pricing',
        description:
          'Clear starting prices in rand, detailed written quotes and no hidden costs or surprise invoices.',
      },
      {
        title: 'Security First',
        description:
          'Secure code, encrypted connections, regular backups and privacy by design in everything we build.',
      },
      {
        title: `${supportHours} Support`,
        description: `Monitoring around the clock and a real person who knows your project, with a reply to every enquiry within ${replyHours} hours.`,
      },
    ],
  },
  tools: {
    heading: 'Advanced Digital Tools',
    text: 'Plan your next project with our free tools: no sign-up needed.',
    items: [
      {
        title: 'AI Project Estimator',
        description:
          'Get an instant, indicative cost and timeline for your project in a few clicks.',
        href: '/ai-estimator',
      },
      {
        title: 'Proposal Builder',
        description:
          'Put together a professional project proposal with scope, timeline and investment.',
        href: '/proposal-builder',
      },
      {
        title: 'Performance Audit',
        description:
          'See how your website scores on speed, SEO, accessibility, security and mobile.',
        href: '/performance-audit',
      },
      {
        title: 'Template Gallery',
        description: 'Browse website templates designed for your industry and preview them live.',
        href: '/templates',
      },
    ],
  },
  cta: {
    heading: 'Ready to Grow Your Business Online?',
    text: `Book a free 30-minute consultation. Tell us about your goals and we will reply within ${replyHours} hours with practical next steps.`,
  },
}
