import { richTextBlock } from '../lexical'
import type { SeedImage, SeedPage } from '../types'

/** The ids the seed looks up before building a landing page: services by slug, rendered images. */
export type LandingPageRefs = {
  service: (slug: string) => string
  image: (image: SeedImage) => string
}

export const LANDING_IMAGES = {
  gautengShops: {
    name: 'landing-gauteng-online-shops',
    alt: 'An online shop on a phone and a laptop, with a courier parcel ready to go',
    title: 'Online shops for Gauteng retailers',
    subtitle: 'PayFast, Yoco and Ozow payments, courier-ready',
    hue: 32,
  },
  capeTownTourism: {
    name: 'landing-cape-town-tourism',
    alt: 'A booking app on a phone in front of Table Mountain at sunset',
    title: 'Apps for Cape Town tourism',
    subtitle: 'Bookings, tours and guides in the palm of a hand',
    hue: 190,
  },
  capeTownMap: {
    name: 'landing-cape-town-offline-map',
    alt: 'An offline map of the Atlantic Seaboard with tour stops marked',
    title: 'Offline maps for the Atlantic Seaboard',
    hue: 160,
  },
} satisfies Record<string, SeedImage>

/** Two campaign pages built from blocks, each with its form preset to the service it sells. */
export const landingPages = ({ service, image }: LandingPageRefs): SeedPage[] => [
  {
    slug: 'online-shops-gauteng-retailers',
    title: 'Online shops for Gauteng retailers',
    seo: {
      title: 'Online Shops for Gauteng Retailers',
      description:
        'Take your Gauteng store online: a fast online shop with PayFast, Yoco and Ozow payments, courier delivery across Johannesburg and Pretoria, and stock that stays in sync.',
    },
    layout: [
      {
        blockType: 'hero',
        heading: 'Online shops for Gauteng retailers',
        text: 'From Sandton boutiques to Soweto spaza suppliers: we build online shops that take PayFast, Yoco and Ozow payments, book The Courier Guy or Pargo at checkout, and keep your stock in sync with the till.',
        image: image(LANDING_IMAGES.gautengShops),
        links: [
          { label: 'See our e-commerce work', href: '/services/ecommerce-development' },
          { label: 'Talk to us', href: '/contact' },
        ],
      },
      richTextBlock([
        { h2: 'Sell the way Gauteng shops' },
        {
          p: 'Your customers compare prices on their phones in the taxi, pay with a bank app and expect the parcel by Friday. We build shops for exactly that: light pages that load on a prepaid data bundle, checkouts that accept cards, instant EFT and SnapScan, and delivery options priced by suburb.',
        },
        {
          ul: [
            'Payments through PayFast, Yoco or Ozow, settled into your South African bank account.',
            'Courier rates from The Courier Guy, Pargo pick-up points and your own same-day delivery in Johannesburg, Pretoria and the East Rand.',
            'Stock and prices that follow your point-of-sale system, so the shop never sells what the shelf has sold.',
            'VAT-inclusive pricing, tax invoices and POPIA-compliant customer records from day one.',
          ],
        },
      ]),
      {
        blockType: 'services',
        heading: 'What goes into your shop',
        intro: 'One team for the shop, its hosting and the marketing that brings buyers to it.',
        show: 'chosen',
        services: [
          service('ecommerce-development'),
          service('web-hosting'),
          service('digital-marketing'),
        ],
      },
      { blockType: 'marketingFigures', heading: 'Retailers trust us with their sales' },
      {
        blockType: 'faq',
        heading: 'Questions Gauteng retailers ask',
        items: [
          {
            question: 'How long does an online shop take?',
            answer:
              'A shop with up to 200 products is usually live in six to eight weeks: two for design, three to four for the build and payments, and one for testing with your own staff.',
          },
          {
            question: 'Which payment providers can I use?',
            answer:
              'PayFast, Yoco and Ozow are the most common for our clients; we also integrate Peach Payments and SnapScan. You keep your own merchant account, so the money goes straight to you.',
          },
          {
            question: 'Can the shop work with my till system?',
            answer:
              'Yes, for most point-of-sale systems used in South Africa, including Vend, Lightspeed and Sage. Stock levels and prices then flow between the shop and the till.',
          },
          {
            question: 'Do you help customers find the shop?',
            answer:
              'We set up Google Shopping, Meta catalogue ads and local search for your Gauteng branches, and report monthly on what sells.',
          },
        ],
      },
      {
        blockType: 'enquiryForm',
        heading: 'Get a quote for your online shop',
        intro: 'Tell us what you sell and how you deliver today.',
        service: service('ecommerce-development'),
      },
      {
        blockType: 'callback',
        heading: 'Rather talk it through?',
        text: 'Book a free 30-minute call with our e-commerce lead at a time that suits your trading hours.',
        buttonLabel: 'Schedule a call',
      },
    ],
  },
  {
    slug: 'apps-cape-town-tourism',
    title: 'Apps for Cape Town tourism',
    seo: {
      title: 'Apps for Cape Town Tourism',
      description:
        'Mobile apps for Cape Town tour operators, guesthouses and attractions: bookings, offline maps, multilingual guides and payments in rand, euro and dollar.',
    },
    layout: [
      {
        blockType: 'hero',
        heading: 'Apps for Cape Town tourism',
        text: 'Tour operators, guesthouses and wine farms from the Waterfront to Franschhoek: give visitors an app that books, guides and pays, and keeps working on the mountain without signal.',
        image: image(LANDING_IMAGES.capeTownTourism),
        links: [{ label: 'Our mobile app service', href: '/services/mobile-development' }],
      },
      richTextBlock([
        { h2: 'Built for visitors, run by your team' },
        {
          p: 'International visitors arrive with roaming switched off and a list of places to see. An app made for them downloads its maps and tour notes on the hotel Wi-Fi, speaks their language, and takes payment in their currency while you are paid in rand.',
        },
        {
          ul: [
            'Bookings and availability for tours, tastings and rooms, synced with your existing booking system.',
            'Offline maps and audio guides for Table Mountain, the Cape Peninsula and the Winelands.',
            'English, German, French and Mandarin, with content your staff edit themselves.',
            'Load-shedding-proof: the app and its back office keep working through power cuts.',
          ],
        },
      ]),
      {
        blockType: 'media',
        media: image(LANDING_IMAGES.capeTownMap),
        caption: 'Offline maps: visitors find the next stop on Chapman’s Peak without mobile data.',
      },
      {
        blockType: 'services',
        heading: 'How we build it',
        show: 'chosen',
        services: [
          service('mobile-development'),
          service('ai-integration'),
          service('cloud-services'),
        ],
      },
      {
        blockType: 'faq',
        heading: 'Questions from tourism businesses',
        items: [
          {
            question: 'iPhone, Android or both?',
            answer:
              'Both, from one code base. Visitors from Europe and the United States mostly carry iPhones, local guides mostly Android; one app serves them all.',
          },
          {
            question: 'What does a tourism app cost?',
            answer:
              'A booking and guide app typically costs from R150,000, depending on the number of tours, languages and integrations. We quote a fixed price after a free consultation.',
          },
          {
            question: 'Can visitors pay in their own currency?',
            answer:
              'Yes. Payments are taken in euro, dollar or pound through a South African payment provider and settled to you in rand.',
          },
        ],
      },
      {
        blockType: 'enquiryForm',
        heading: 'Plan your tourism app',
        intro: 'Tell us about your tours or venue and the season you want to launch for.',
        service: service('mobile-development'),
      },
      {
        blockType: 'callback',
        heading: 'Talk to our mobile team',
        text: 'A free 30-minute call to go through your ideas before the season starts.',
        buttonLabel: 'Book a callback',
      },
    ],
  },
]
