import { richText } from '../lexical'
import type { SeedCaseStudy, SeedImage } from '../types'

const logo = (slug: string, client: string, hue: number): SeedImage => ({
  name: `case-study-${slug}-logo`,
  alt: `${client} logo`,
  title: client,
  hue,
  width: 400,
  height: 400,
})

const picture = (slug: string, n: number, alt: string, hue: number): SeedImage => ({
  name: `case-study-${slug}-${n}`,
  alt,
  title: alt,
  hue,
})

/** Six projects across services and industries; each quotes its client (seed/data/testimonials.ts). */
export const caseStudies: SeedCaseStudy[] = [
  {
    slug: 'umhlanga-threads-online-store',
    title: 'An online store that outsells the flagship branch',
    clientName: 'Umhlanga Threads',
    industry: 'retail',
    services: ['ecommerce-development', 'seo-optimization', 'digital-marketing'],
    projectDate: '2026-03-01T00:00:00.000Z',
    summary:
      'A Durban fashion retailer’s store rebuilt for phones, with PayFast and SnapScan at checkout and same-day courier quotes: online sales up 38 % in six months.',
    challenge: richText([
      {
        p: 'Umhlanga Threads sells locally made clothing from three KwaZulu-Natal branches. Their old online store took eight seconds to load on a phone, offered card payments only, and lost two out of three shoppers at checkout.',
      },
    ]),
    approach: richText([
      {
        p: 'We rebuilt the store on a headless commerce platform, with product pages that load in under two seconds on a mid-range Android phone over LTE.',
      },
      {
        ul: [
          'PayFast, SnapScan and Instant EFT at checkout',
          'Live courier quotes and same-day delivery in eThekwini',
          'Stock synchronised every five minutes with the branches’ point of sale',
          'Search-friendly category pages and a Google Shopping feed',
        ],
      },
    ]),
    outcome: richText([
      {
        p: 'Within six months the online store became the company’s largest “branch”. Abandoned checkouts halved, and the marketing budget now goes to campaigns that are measured to the rand.',
      },
    ]),
    results: [
      { figure: '+38 %', label: 'online sales in six months' },
      { figure: 'R2.4 m', label: 'online revenue in the first year' },
      { figure: '1.9 s', label: 'to load a product page on a phone' },
    ],
    testimonial: 'umhlanga-threads',
    clientLogo: logo('umhlanga-threads', 'Umhlanga Threads', 330),
    gallery: [
      picture(
        'umhlanga-threads',
        1,
        'The store’s home page on a phone, showing the winter range',
        330,
      ),
      picture('umhlanga-threads', 2, 'Checkout with PayFast, SnapScan and Instant EFT', 345),
    ],
    seo: {
      title: 'Umhlanga Threads online store: +38 % sales',
      description:
        'How a Durban fashion retailer grew online sales by 38 % in six months with a fast, mobile-first store and local payment methods.',
    },
  },
  {
    slug: 'karoo-freight-dispatch-platform',
    title: 'Dispatch, tracking and a driver app for a trucking fleet',
    clientName: 'Karoo Freight Lines',
    industry: 'logistics',
    services: ['software-development', 'mobile-development', 'cloud-services'],
    projectDate: '2025-11-01T00:00:00.000Z',
    summary:
      'A Bloemfontein fleet of 85 trucks moved from whiteboards and phone calls to live dispatch: 27 % fewer empty kilometres and R1.1 million of diesel saved in a year.',
    challenge: richText([
      {
        p: 'Karoo Freight Lines runs 85 trucks between Gauteng, the Free State and the Cape. Loads were planned on a whiteboard, drivers were briefed by phone, and customers called in all day to ask where their pallets were.',
      },
    ]),
    approach: richText([
      {
        p: 'We built a dispatch platform on AWS in Cape Town that plans loads around return trips, and an offline-first driver app for the long stretches of the N1 without signal.',
      },
      {
        ul: [
          'Load planning that pairs deliveries with return loads',
          'Proof of delivery with photos and signatures, synchronised when signal returns',
          'A tracking page for every consignment, shared by SMS',
        ],
      },
    ]),
    outcome: richText([
      {
        p: 'Trucks now run full far more often, dispatchers plan a day in an hour, and customer calls to the office dropped by more than half.',
      },
    ]),
    results: [
      { figure: '−27 %', label: 'empty kilometres' },
      { figure: 'R1.1 m', label: 'diesel saved in the first year' },
      { figure: '−58 %', label: '“where is my load?” calls' },
    ],
    testimonial: 'karoo-freight',
    clientLogo: logo('karoo-freight', 'Karoo Freight Lines', 30),
    gallery: [
      picture(
        'karoo-freight',
        1,
        'The dispatch board with loads planned on a map of South Africa',
        30,
      ),
      picture('karoo-freight', 2, 'The driver app’s proof-of-delivery screen', 45),
    ],
  },
  {
    slug: 'ubuntu-mutual-savings-app',
    title: 'A savings app 62 000 members trust with their money',
    clientName: 'Ubuntu Mutual Savings',
    industry: 'finance',
    services: ['mobile-development', 'it-consulting', 'cloud-services'],
    projectDate: '2025-08-01T00:00:00.000Z',
    summary:
      'A Johannesburg savings co-operative’s first app: balances, contributions and loan applications on a phone, with the security its auditors asked for.',
    challenge: richText([
      {
        p: 'Ubuntu Mutual’s members queued at three branches to check balances and pay contributions. Any digital channel had to satisfy the co-operative’s auditors, the Prudential Authority’s expectations and POPIA.',
      },
    ]),
    approach: richText([
      {
        p: 'We began with a security and compliance review, then designed the app with members in Soweto and Tembisa: large text, data-light screens, and isiZulu and Sesotho as well as English.',
      },
      {
        ul: [
          'Sign-in with a PIN and the phone’s fingerprint reader',
          'Contributions by debit order or Instant EFT',
          'Loan applications with documents photographed in the app',
          'Hosted in South Africa, with every change to an account recorded',
        ],
      },
    ]),
    outcome: richText([
      {
        p: 'Most members now never need a branch for routine business, and the branches serve the members who need a conversation.',
      },
    ]),
    results: [
      { figure: '62 000', label: 'members using the app' },
      { figure: '−45 %', label: 'time spent queuing in branches' },
      { figure: '0', label: 'findings in the POPIA audit' },
    ],
    testimonial: 'ubuntu-mutual',
    clientLogo: logo('ubuntu-mutual', 'Ubuntu Mutual Savings', 150),
    gallery: [
      picture('ubuntu-mutual', 1, 'The app’s balance screen in isiZulu', 150),
      picture('ubuntu-mutual', 2, 'Applying for a loan with a photographed payslip', 165),
    ],
  },
  {
    slug: 'cederberg-trails-direct-bookings',
    title: 'Direct bookings for a Cederberg lodge',
    clientName: 'Cederberg Trails Lodge',
    industry: 'tourism',
    services: ['web-development', 'seo-optimization', 'digital-marketing'],
    projectDate: '2025-05-01T00:00:00.000Z',
    summary:
      'A 14-room lodge in the Western Cape took its bookings back from the travel sites: direct bookings up 54 % and R380 000 a year no longer paid in commission.',
    challenge: richText([
      {
        p: 'Almost every guest of Cederberg Trails Lodge booked through an online travel agency, at up to 18 % commission. The lodge’s own website had no availability, no prices and no way to pay.',
      },
    ]),
    approach: richText([
      {
        p: 'We built a fast website with live availability and a booking engine connected to the lodge’s channel manager, then won the searches that matter: hikes, rock art and stargazing in the Cederberg.',
      },
      {
        ul: [
          'Book-direct rates and a breakfast upgrade for direct guests',
          'Deposits by card or Instant EFT, balances on arrival',
          'Trail guides and seasonal pages that rank for what guests search',
        ],
      },
    ]),
    outcome: richText([
      {
        p: 'Within a year more than half of all nights were booked directly, and the commission saved pays for a second guide in high season.',
      },
    ]),
    results: [
      { figure: '+54 %', label: 'direct bookings in a year' },
      { figure: 'R380 000', label: 'a year no longer paid in commission' },
      { figure: 'Top 3', label: 'on Google for “Cederberg lodge”' },
    ],
    testimonial: 'cederberg-trails',
    clientLogo: logo('cederberg-trails', 'Cederberg Trails Lodge', 90),
    gallery: [
      picture('cederberg-trails', 1, 'The lodge’s home page with a photo of the Wolfberg Arch', 90),
      picture('cederberg-trails', 2, 'Choosing dates in the booking engine', 105),
    ],
  },
  {
    slug: 'mzansi-family-clinics-online-booking',
    title: 'Online booking and WhatsApp reminders for 12 clinics',
    clientName: 'Mzansi Family Clinics',
    industry: 'health',
    services: ['web-development', 'ai-integration', 'web-hosting'],
    projectDate: '2026-01-01T00:00:00.000Z',
    summary:
      'A Gauteng network of family practices lets patients book any time and reminds them on WhatsApp: 31 000 online bookings a year and 40 % fewer missed appointments.',
    challenge: richText([
      {
        p: 'Mzansi Family Clinics’ twelve practices took every booking by phone during office hours, and almost one patient in five did not arrive for their appointment.',
      },
    ]),
    approach: richText([
      {
        p: 'We built a booking site connected to the practices’ management system and an assistant that answers common questions and books, moves or cancels appointments on WhatsApp.',
      },
      {
        ul: [
          'Booking by practice, doctor and medical aid, around the clock',
          'Reminders the day before, with one reply to confirm or move',
          'Patient information processed under POPIA, hosted in South Africa',
        ],
      },
    ]),
    outcome: richText([
      {
        p: 'Half of all appointments are now booked online, reception phones ring far less, and the time missed appointments used to waste now goes to patients who need it.',
      },
    ]),
    results: [
      { figure: '31 000', label: 'online bookings a year' },
      { figure: '−40 %', label: 'missed appointments' },
      { figure: '52 %', label: 'of bookings made outside office hours' },
    ],
    testimonial: 'mzansi-clinics',
    clientLogo: logo('mzansi-clinics', 'Mzansi Family Clinics', 200),
    gallery: [
      picture('mzansi-clinics', 1, 'Choosing a doctor and a time on the booking site', 200),
      picture('mzansi-clinics', 2, 'A WhatsApp reminder with buttons to confirm or move', 215),
    ],
  },
  {
    slug: 'siyafunda-learning-platform',
    title: 'A learning platform that held up on exam night',
    clientName: 'Siyafunda Online Academy',
    industry: 'education',
    services: ['software-development', 'ai-integration', 'maintenance-support'],
    projectDate: '2025-10-01T00:00:00.000Z',
    summary:
      'Matric maths and science lessons, past papers and an AI tutor for 12 400 learners, zero-rated on the major networks, and up through every exam of the year.',
    challenge: richText([
      {
        p: 'Siyafunda’s tutoring moved online, but its platform crashed whenever learners needed it most: the nights before exams. Many learners study on prepaid data, so every megabyte counted.',
      },
    ]),
    approach: richText([
      {
        p: 'We rebuilt the platform to scale with demand, made it zero-rated with the major mobile networks, and added an AI tutor that explains worked solutions step by step in the learner’s words.',
      },
      {
        ul: [
          'Lessons and past papers that work offline once downloaded',
          'An AI tutor limited to the CAPS curriculum, reviewed by teachers',
          'A maintenance plan with load tests before every exam season',
        ],
      },
    ]),
    outcome: richText([
      {
        p: 'The platform stayed up through the whole exam season, and learners who used the tutor weekly improved their maths marks markedly.',
      },
    ]),
    results: [
      { figure: '12 400', label: 'learners in the first year' },
      { figure: '99.95 %', label: 'uptime through the exam season' },
      { figure: '+21 %', label: 'average maths mark of weekly tutor users' },
    ],
    testimonial: 'siyafunda',
    clientLogo: logo('siyafunda', 'Siyafunda Online Academy', 260),
    gallery: [
      picture('siyafunda', 1, 'A past paper with the AI tutor explaining a solution', 260),
      picture('siyafunda', 2, 'The learner dashboard with progress per subject', 275),
    ],
  },
]
