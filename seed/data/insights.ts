import type { SeedArticle, SeedAuthor, SeedCategory, SeedImage } from '../types'

export const authors: SeedAuthor[] = [
  {
    name: 'Thandi Mokoena',
    role: 'Head of Digital Strategy',
    photo: { name: 'author-thandi-mokoena', alt: 'Thandi Mokoena', title: 'Thandi', hue: 330 },
  },
  {
    name: 'Pieter van der Merwe',
    role: 'Lead Engineer',
    photo: {
      name: 'author-pieter-van-der-merwe',
      alt: 'Pieter van der Merwe',
      title: 'Pieter',
      hue: 190,
    },
  },
]

export const categories: SeedCategory[] = [
  {
    title: 'E-commerce',
    slug: 'e-commerce',
    description:
      'Selling online in South Africa: payment gateways, checkouts, couriers and the rules a store must follow.',
  },
  {
    title: 'Marketing',
    slug: 'marketing',
    description:
      'Being found and chosen: local search, WhatsApp, campaigns and the numbers that tell you what works.',
  },
  {
    title: 'Engineering',
    slug: 'engineering',
    description:
      'Building sites that stay up through load shedding, load fast on prepaid data and keep customer data safe.',
  },
]

const picture = (name: string, alt: string, hue: number): { image: SeedImage } => ({
  image: { name, alt, title: alt, hue },
})

type Body = SeedArticle['body']

const popia: Body = [
  {
    p: 'The Protection of Personal Information Act (POPIA) has been fully in force since July 2021, and the Information Regulator has started issuing enforcement notices. For an online shop the act is less about legal wording and more about what your checkout asks for, where that information goes and how long you keep it.',
  },
  { h2: 'Ask only for what the order needs' },
  {
    p: 'POPIA calls this minimality: you may process personal information only when it is adequate, relevant and not excessive for the purpose. A delivery needs a name, a phone number and an address. It does not need an ID number, a date of birth or a second phone number "just in case". Every field you remove is one less thing to protect, and one less reason for a customer to abandon the cart.',
  },
  {
    ul: [
      'Make marketing consent a separate, unticked checkbox: buying is not consent to your newsletter.',
      'Say in one sentence, beside the form, why you need the phone number (the courier calls before delivery).',
      'Link your privacy notice from the checkout, not only from the footer.',
    ],
  },
  picture(
    'article-popia-checkout',
    'A short checkout form with a separate marketing consent box',
    150,
  ),
  { h2: 'Know where the data goes' },
  {
    p: 'Your payment gateway, courier, e-mail platform and analytics tool all receive personal information from your store. POPIA makes you responsible for them as operators: you need a written agreement that they will keep the information secure. Most South African providers (PayFast, Yoco, Ozow, The Courier Guy, Pargo) publish one; keep a copy of each.',
  },
  { h2: 'Decide how long you keep it' },
  {
    p: 'Invoices must be kept for five years for SARS, but an abandoned cart does not. Set a retention period for each kind of record and delete what has passed it. A database that only holds what it must is also a smaller prize for an attacker, and a breach you must report to the Regulator and your customers is far less likely.',
  },
  {
    p: 'None of this needs a big budget. It needs someone to sit down with the checkout, the list of tools the store uses and a calendar. We do that review as part of every e-commerce build.',
  },
]

const gateways: Body = [
  {
    p: 'A South African customer expects to pay the way they pay everywhere else: by card, by instant EFT from their banking app, and increasingly with a tap of their phone. The gateway you choose decides which of these you can offer, what each sale costs you and how quickly the money reaches your account.',
  },
  { h2: 'The three most stores compare' },
  {
    ul: [
      'PayFast: the widest choice of methods (cards, instant EFT, SnapScan, Zapper, Mobicred) and plugins for every major platform. Fees are per transaction with no monthly cost on the standard plan.',
      'Yoco: best known for card machines, and a good fit when a shop sells in person and online and wants one dashboard and one payout.',
      'Ozow: instant EFT only, paid from the customer’s banking app without a card. Popular with customers who do not shop with cards, and cheaper per transaction than card payments.',
    ],
  },
  { h2: 'What to compare besides the fee' },
  {
    p: 'Look at settlement time (next business day or weekly), refund handling from the dashboard, recurring billing if you sell subscriptions, and how the gateway handles a failed 3-D Secure check on a mobile phone. A fee that is 0.3 percentage points lower is quickly lost if one in twenty customers gives up at the bank’s verification page.',
  },
  picture('article-payment-gateways', 'Three payment options side by side on a phone checkout', 40),
  {
    p: 'Many stores end up offering two: cards through one gateway and instant EFT through Ozow or PayFast. Whichever you pick, test the full checkout on a mid-range Android phone on mobile data before launch. That is what most of your customers will use.',
  },
]

const loadShedding: Body = [
  {
    p: 'Load shedding has eased, but an outage still happens: at your office, at your hosting provider or on the network in between. A website that sells should not go dark when a suburb does.',
  },
  { h2: 'Host where the power is not your problem' },
  {
    p: 'A site hosted on a server in the office is down whenever the office is. Host in a data centre with generators and several network links, in Johannesburg or Cape Town for the lowest delay to local visitors, or on a global provider with an African region. Then an outage at your premises affects your staff, not your customers.',
  },
  { h2: 'Design for the outage you cannot avoid' },
  {
    ul: [
      'Serve pages from a cache or CDN, so a visitor sees the site even while the application restarts.',
      'Queue outgoing e-mail and payment notifications, and retry them, instead of losing them when a connection drops.',
      'Back up the database every day to another provider, and test a restore at least once a quarter.',
      'Monitor the site from outside South Africa too, so you hear about an outage before your customers tell you.',
    ],
  },
  picture('article-uptime-monitoring', 'An uptime graph staying level through a power outage', 200),
  {
    p: 'Uptime is mostly a design decision made before launch. Retrofitting it later costs several times as much as planning for it, and usually follows an outage that has already cost sales.',
  },
]

const mobileData: Body = [
  {
    p: 'South Africans pay some of the highest prices for mobile data on the continent, and most of your visitors are on prepaid bundles. A page that weighs five megabytes is not just slow: it costs the visitor money before they have read a word.',
  },
  { h2: 'Where the weight comes from' },
  {
    p: 'On the sites we audit, images make up most of a page’s weight, followed by JavaScript from chat widgets, trackers and page builders. The text, which is what the visitor came for, is usually less than one percent.',
  },
  {
    ul: [
      'Serve images in WebP or AVIF, sized for the screen that asks for them.',
      'Load images below the first screen only when the visitor scrolls to them.',
      'Question every third-party script: each tag manager and widget adds weight and slows the page on a mid-range phone.',
      'Render pages on the server, so the phone receives HTML it can show at once.',
    ],
  },
  picture(
    'article-mobile-data',
    'A page weight breakdown showing images as the largest share',
    100,
  ),
  { h2: 'Lighter pages sell more' },
  {
    p: 'A lighter page is faster, and Google ranks faster pages higher on mobile. Visitors who do not have to wait stay longer and buy more. Start by measuring your home page and best-selling product page with a free performance audit, then fix the heaviest items first.',
  },
]

const whatsapp: Body = [
  {
    p: 'Most South Africans with a smartphone use WhatsApp every day, and many prefer a message to a phone call or an e-mail. For a small business that makes it one of the cheapest sales channels there is, if it is run with some discipline.',
  },
  { h2: 'Make it easy to start a conversation' },
  {
    p: 'Put a click-to-chat link on every product and service page, with a pre-filled message that says which page the customer came from. Your team then knows what they are asking about without a round of questions.',
  },
  { h2: 'Answer like a shop, not like a friend' },
  {
    ul: [
      'Use the WhatsApp Business app or API, not a staff member’s personal number.',
      'Set opening hours and an away message that says when you will reply.',
      'Keep a short list of quick replies for prices, delivery areas and payment options.',
      'Only send marketing messages to customers who asked for them: POPIA applies to WhatsApp as much as to e-mail.',
    ],
  },
  picture(
    'article-whatsapp-sales',
    'A WhatsApp conversation turning an enquiry into an order',
    130,
  ),
  {
    p: 'Measure it like any other channel: how many chats start from the website, how many become orders and how long a first reply takes. A reply within an hour during business hours converts far better than one the next morning.',
  },
]

const localSeo: Body = [
  {
    p: 'When someone searches for "plumber in Randburg" or "accountant near me", Google shows a map with three businesses before any website. Getting into that map is the best marketing a local service business can do, and most of it is free.',
  },
  { h2: 'Claim and complete your Google Business Profile' },
  {
    p: 'Fill in every field: categories, service areas by suburb, opening hours, photos of real work and a description in plain language. Keep the name, address and phone number exactly the same as on your website and directory listings.',
  },
  { h2: 'Ask for reviews, every time' },
  {
    p: 'The number and freshness of reviews weigh heavily in the local ranking. Send every happy customer a direct review link after the job is done, and reply to every review, including the critical ones, politely and quickly.',
  },
  picture('article-local-seo', 'A map search result showing three local businesses', 20),
  { h2: 'Give each area a reason to rank' },
  {
    ul: [
      'A page for each service you offer, with its price range and the questions customers actually ask.',
      'Pages for the main areas you serve, with real projects from each, not the same text with the suburb swapped.',
      'Fast pages that work on a phone: most local searches are made on one.',
    ],
  },
  {
    p: 'Local SEO compounds: a profile and site that are looked after every month keep climbing, long after a paid campaign would have ended.',
  },
]

export const articles: SeedArticle[] = [
  {
    title: 'POPIA for online shops: what your checkout must ask, and what it must not',
    slug: 'popia-for-online-shops',
    excerpt:
      'The Information Regulator is enforcing POPIA. For an online store that comes down to three questions: what the checkout asks, where the data goes and how long it stays.',
    heroImage: {
      name: 'article-popia-hero',
      alt: 'A padlock over an online checkout form',
      title: 'POPIA checklist',
      hue: 160,
    },
    author: 'Thandi Mokoena',
    categories: ['e-commerce', 'engineering'],
    publishedAt: '2026-06-03T08:00:00.000Z',
    body: popia,
  },
  {
    title: 'PayFast, Yoco or Ozow? Choosing a payment gateway for a South African store',
    slug: 'choosing-a-payment-gateway',
    excerpt:
      'Cards, instant EFT or tap to pay: what the main South African gateways offer, what they cost and what to test before launch.',
    heroImage: {
      name: 'article-gateways-hero',
      alt: 'A phone showing payment options at checkout',
      title: 'Payment gateways',
      hue: 30,
    },
    author: 'Pieter van der Merwe',
    categories: ['e-commerce'],
    publishedAt: '2026-07-15T08:00:00.000Z',
    body: gateways,
  },
  {
    title: 'Keeping your website up through load shedding',
    slug: 'keeping-your-website-up-through-load-shedding',
    excerpt:
      'An outage at the office should not take your shop offline. Where to host, and four design decisions that keep a site selling when the power goes.',
    heroImage: {
      name: 'article-uptime-hero',
      alt: 'A server rack running on backup power',
      title: 'Uptime',
      hue: 210,
    },
    author: 'Pieter van der Merwe',
    categories: ['engineering'],
    publishedAt: '2026-08-20T08:00:00.000Z',
    body: loadShedding,
  },
  {
    title: 'Every megabyte costs your customer: building pages for prepaid data',
    slug: 'building-pages-for-prepaid-data',
    excerpt:
      'Most visitors browse on prepaid bundles. How to find what makes your pages heavy, and why lighter pages rank higher and sell more.',
    heroImage: {
      name: 'article-mobile-data-hero',
      alt: 'A phone showing a data balance running low',
      title: 'Mobile data',
      hue: 90,
    },
    author: 'Pieter van der Merwe',
    categories: ['engineering', 'marketing'],
    publishedAt: '2026-09-10T08:00:00.000Z',
    body: mobileData,
  },
  {
    title: 'WhatsApp as a sales channel for South African small businesses',
    slug: 'whatsapp-as-a-sales-channel',
    excerpt:
      'Your customers already use it every day. How to turn WhatsApp chats into orders without losing track, or breaking POPIA.',
    heroImage: {
      name: 'article-whatsapp-hero',
      alt: 'A shop owner answering a customer on WhatsApp',
      title: 'WhatsApp sales',
      hue: 140,
    },
    author: 'Thandi Mokoena',
    categories: ['marketing'],
    publishedAt: '2026-10-08T08:00:00.000Z',
    body: whatsapp,
  },
  {
    title: 'Local SEO for service businesses: getting into the map',
    slug: 'local-seo-for-service-businesses',
    excerpt:
      'The three businesses in Google’s map get most of the calls. A practical guide to your Business Profile, reviews and suburb pages.',
    heroImage: {
      name: 'article-local-seo-hero',
      alt: 'A map with pins on Johannesburg suburbs',
      title: 'Local SEO',
      hue: 10,
    },
    author: 'Thandi Mokoena',
    categories: ['marketing'],
    publishedAt: '2026-11-12T08:00:00.000Z',
    body: localSeo,
  },
]
