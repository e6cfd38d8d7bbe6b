import { richText } from '../lexical'
import type { SeedService } from '../types'

const rows = (texts: string[]) => texts.map((text) => ({ text }))

/** The spec's twelve services, in the spec's order, with their starting prices in rand. */
export const services: SeedService[] = [
  {
    order: 1,
    slug: 'web-development',
    title: 'Web Development',
    description:
      'Fast, secure and responsive websites and web applications built to turn visitors into enquiries, from company sites to customer portals.',
    icon: 'code',
    price: { amount: 29999, unit: 'once' },
    features: rows([
      'Responsive, mobile-first design',
      'Content management system',
      'SEO-ready structure',
      'Speed and security optimised',
    ]),
    longDescription: richText([
      {
        p: 'Your website is often the first conversation a client has with your business. We design and build sites that load quickly on South African mobile networks, read well on every screen and make it obvious what to do next: call, book, buy or send an enquiry.',
      },
      {
        p: 'Every build starts with your goals and your customers, not a template. We plan the structure and copy with you, design in the browser, and develop on a modern stack with an easy-to-use content management system so your team can update pages, prices and news without calling a developer.',
      },
      {
        p: 'Contact and quote forms are built with POPIA in mind: we collect only what you need, show a clear consent notice and store submissions securely. At launch you get analytics, search-engine basics and a hand-over session, and we stay on hand for support afterwards.',
      },
    ]),
    timeline: '4-8 weeks',
    detailFeatures: rows([
      'Discovery workshop and sitemap planning',
      'Custom design for desktop, tablet and mobile',
      'Content management system with editor training',
      'Up to 15 pages, with room to grow',
      'Contact, quote and callback forms with POPIA consent notices',
      'On-page SEO: titles, descriptions, structured data and sitemap',
      'Performance tuning for fast loading on mobile data',
      'SSL certificate and security hardening',
      'Google Analytics and Search Console set-up',
      'Accessibility checks against WCAG 2.1 AA',
    ]),
    benefits: rows([
      'More enquiries from a site built around clear calls to action',
      'Lower bounce rates thanks to fast, mobile-first pages',
      'Full control of your content without technical skills',
      'A professional brand presence that builds trust',
      'A solid technical base for SEO and future growth',
    ]),
    process: [
      {
        title: 'Discovery',
        description:
          'We learn about your business, audience and goals, review competitors and agree on the sitemap, features and success measures.',
      },
      {
        title: 'Design',
        description:
          'Wireframes and visual designs for key pages, reviewed with you until the look, feel and content flow are right.',
      },
      {
        title: 'Development',
        description:
          'We build the site on a modern stack, connect the CMS and forms, and load your content, sharing a staging link throughout.',
      },
      {
        title: 'Testing',
        description:
          'Cross-browser and device testing, speed and accessibility checks, form tests and a final content review with your team.',
      },
      {
        title: 'Launch and hand-over',
        description:
          'We go live, set up analytics and Search Console, train your editors and monitor the site closely for the first weeks.',
      },
    ],
    technologies: rows([
      'Next.js',
      'React',
      'TypeScript',
      'Payload CMS',
      'Tailwind CSS',
      'PostgreSQL',
      'Vercel',
    ]),
    deliverables: rows([
      'Live, responsive website on your domain',
      'Content management system with editor accounts',
      'Design files and brand style guide for the web',
      'Analytics and Search Console access',
      'Recorded training session and user guide',
    ]),
    guarantee:
      'If the site does not match the approved designs and scope at launch, we fix it at no cost. Every build includes 30 days of free post-launch support for bugs and small tweaks.',
    showOnHome: true,
    seo: {
      title: 'Web Development in South Africa',
      description:
        'Custom, fast and mobile-first websites for South African businesses, with an easy CMS and POPIA-aware forms. From R29,999.',
    },
    image: {
      name: 'service-web-development',
      alt: 'Illustration of a responsive website shown on a laptop and a phone',
      title: 'Web Development',
      hue: 210,
    },
    _status: 'published',
  },
  {
    order: 2,
    slug: 'software-development',
    title: 'Software Development',
    description:
      'Custom software that fits the way your business works: internal systems, customer portals, integrations and automation that replace spreadsheets and manual work.',
    icon: 'cpu',
    price: { amount: 49999, unit: 'once' },
    features: rows([
      'Custom business applications',
      'API development and integrations',
      'Workflow automation',
      'Scalable, secure architecture',
    ]),
    longDescription: richText([
      {
        p: 'Off-the-shelf software rarely fits perfectly. We build custom systems around your processes: job cards, booking and quoting tools, stock and order management, client portals and dashboards that pull your data together in one place.',
      },
      {
        p: 'We work in short, visible iterations. You see working software every two weeks, can change priorities as you learn, and never wait months for a big reveal. Our systems connect to the tools you already use, such as Sage, Xero, Microsoft 365, Google Workspace and local payment and SMS providers.',
      },
      {
        p: 'Security and privacy are designed in from day one: role-based access, audit trails, encrypted storage and POPIA-aligned handling of personal information. You own the source code and the documentation when the project is paid in full.',
      },
    ]),
    timeline: '4-16 weeks',
    detailFeatures: rows([
      'Requirements workshops and process mapping',
      'Solution architecture and technical specification',
      'User experience design and clickable prototypes',
      'Web-based application with role-based access',
      'REST or GraphQL APIs for integrations',
      'Integration with accounting, CRM and payment systems',
      'Automated tests and code reviews',
      'Audit logs and POPIA-aligned data handling',
      'Deployment, monitoring and backups',
      'Technical documentation and source code hand-over',
    ]),
    benefits: rows([
      'Less manual admin and fewer spreadsheet errors',
      'Software that matches your process instead of the other way around',
      'Real-time reporting for faster decisions',
      'Room to scale as your team and client base grow',
      'Full ownership of the code, with no per-seat licence fees',
    ]),
    process: [
      {
        title: 'Discovery and scoping',
        description:
          'We map your current process, pain points and users, then agree a prioritised feature list, budget and release plan.',
      },
      {
        title: 'Architecture and design',
        description:
          'We design the data model, integrations and security, and prototype the key screens so you can try them before we build.',
      },
      {
        title: 'Iterative development',
        description:
          'Two-week sprints with a demo at the end of each, so you see progress and can adjust priorities as the project evolves.',
      },
      {
        title: 'Quality assurance',
        description:
          'Automated and manual testing, user acceptance testing with your team, and a security review before go-live.',
      },
      {
        title: 'Deployment and support',
        description:
          'We deploy to production, migrate your data, train users and support the system as it settles into daily use.',
      },
    ],
    technologies: rows([
      'TypeScript',
      'Node.js',
      'React',
      'Python',
      'PostgreSQL',
      'Docker',
      'AWS',
      'Microsoft Azure',
    ]),
    deliverables: rows([
      'Production-ready application deployed to your environment',
      'Full source code in your own repository',
      'Technical and user documentation',
      'Automated test suite and deployment pipeline',
      'User training sessions',
    ]),
    guarantee:
      'Any defect against the agreed specification found within 90 days of go-live is fixed free of charge. You own the code outright once the project is paid in full.',
    showOnHome: true,
    seo: {
      title: 'Custom Software Development South Africa',
      description:
        'Custom business software, portals, integrations and automation built in South Africa, with POPIA-aligned security. From R49,999.',
    },
    image: {
      name: 'service-software-development',
      alt: 'Abstract illustration of connected software modules and a dashboard',
      title: 'Software Development',
      hue: 240,
    },
    _status: 'published',
  },
  {
    order: 3,
    slug: 'mobile-development',
    title: 'Mobile App Development',
    description:
      'Native-quality iOS and Android apps that your customers will actually keep on their phones, built cross-platform to save time and budget.',
    icon: 'smartphone',
    price: { amount: 59999, unit: 'once' },
    features: rows([
      'iOS and Android from one codebase',
      'Offline-first and data-light',
      'Push notifications',
      'App Store and Google Play publishing',
    ]),
    longDescription: richText([
      {
        p: 'We design and build mobile apps for iOS and Android from a single codebase, so you reach both platforms without paying twice. Our apps feel native, load quickly and respect the fact that mobile data in South Africa is expensive.',
      },
      {
        p: 'Offline-first design keeps your app useful when signal drops or towers go down during load-shedding: data is cached on the device and synchronised when the connection returns. We integrate payments, maps, push notifications, WhatsApp and your existing back-office systems.',
      },
      {
        p: 'From the first wireframe to the App Store and Google Play listings, we handle the whole journey, including privacy notices and POPIA-compliant consent for any personal information the app collects.',
      },
    ]),
    timeline: '8-16 weeks',
    detailFeatures: rows([
      'User research and app journey mapping',
      'UI and UX design for iOS and Android',
      'Cross-platform development with React Native',
      'Offline mode with background synchronisation',
      'Push notifications and in-app messaging',
      'Secure sign-in, including biometrics',
      'Payment integration with local gateways',
      'Analytics and crash reporting',
      'Back-end API and admin dashboard',
      'App Store and Google Play submission',
    ]),
    benefits: rows([
      'Reach customers on both major platforms with one budget',
      'Keep working through poor signal and load-shedding outages',
      'Build loyalty with push notifications and a presence on the home screen',
      "Data-light design that respects your users' airtime",
      'Insights from analytics to guide your next release',
    ]),
    process: [
      {
        title: 'Strategy',
        description:
          "We define the app's purpose, users, core features and success metrics, and plan a focused first release.",
      },
      {
        title: 'UX and UI design',
        description:
          'User journeys, wireframes and polished designs, tested as an interactive prototype on real phones.',
      },
      {
        title: 'Development',
        description:
          'We build the app and its back end in sprints, sharing test builds with you through TestFlight and Google Play testing.',
      },
      {
        title: 'Testing',
        description:
          'Testing on a range of popular devices, including entry-level Android phones, plus performance, offline and security checks.',
      },
      {
        title: 'Launch and growth',
        description:
          'We publish to both stores, monitor crashes and reviews, and plan updates based on how people use the app.',
      },
    ],
    technologies: rows([
      'React Native',
      'Expo',
      'TypeScript',
      'Swift',
      'Kotlin',
      'Firebase',
      'Node.js',
    ]),
    deliverables: rows([
      'iOS and Android apps published in both stores',
      'Back-end API and admin dashboard',
      'Source code and build configuration',
      'Store listings, screenshots and privacy notices',
      'Analytics and crash-reporting dashboards',
    ]),
    guarantee:
      'We fix any bug reported within 90 days of launch at no charge, and we resubmit free of charge if Apple or Google reject the app for a reason within our scope.',
    showOnHome: true,
    seo: {
      title: 'Mobile App Development South Africa',
      description:
        'iOS and Android apps built cross-platform, offline-first and data-light for South African users. From R59,999.',
    },
    image: {
      name: 'service-mobile-development',
      alt: 'Illustration of a mobile app interface on two smartphones',
      title: 'Mobile App Development',
      hue: 270,
    },
    _status: 'published',
  },
  {
    order: 4,
    slug: 'digital-marketing',
    title: 'Digital Marketing',
    description:
      'Data-driven campaigns across Google, Meta, LinkedIn and email that bring in qualified leads and report clearly on every rand spent.',
    icon: 'megaphone',
    price: { amount: 1499, unit: 'month' },
    features: rows([
      'Social media management',
      'Google and Meta advertising',
      'Email marketing',
      'Monthly performance reports',
    ]),
    longDescription: richText([
      {
        p: 'Good marketing is measured in enquiries and sales, not likes. We plan campaigns around your target customers and budget, then run them across the channels where South Africans actually spend their time: Google Search, Facebook, Instagram, LinkedIn, TikTok and WhatsApp.',
      },
      {
        p: 'Every campaign is tracked from first click to enquiry, so you can see what each rand returns. We test ads, audiences and landing pages continuously, moving budget to what works and switching off what does not.',
      },
      {
        p: "Email and SMS campaigns follow POPIA's direct-marketing rules: we help you capture consent properly, honour opt-outs promptly and keep your mailing lists clean.",
      },
    ]),
    timeline: '2-3 weeks to launch, then ongoing',
    detailFeatures: rows([
      'Marketing audit and competitor review',
      'Audience research and campaign strategy',
      'Google Ads search and display campaigns',
      'Meta (Facebook and Instagram) advertising',
      'LinkedIn campaigns for B2B audiences',
      'Social media content calendar and community management',
      'Email newsletters and automated sequences',
      'Landing page design and A/B testing',
      'Conversion tracking and Google Analytics 4 set-up',
      'Monthly reports with clear recommendations',
    ]),
    benefits: rows([
      'A steady flow of qualified leads',
      'Clear reporting on cost per lead and return on ad spend',
      'Consistent brand presence across channels',
      'POPIA-compliant email and SMS marketing',
      'Flexible monthly plans with no long lock-in',
    ]),
    process: [
      {
        title: 'Audit',
        description:
          'We review your current channels, website, tracking and competitors to find the quickest wins and the biggest gaps.',
      },
      {
        title: 'Strategy',
        description:
          'A channel plan, budget split, messaging and targets agreed with you, tied to measurable business goals.',
      },
      {
        title: 'Set-up',
        description:
          'Tracking, audiences, creative and landing pages are prepared and checked before any budget is spent.',
      },
      {
        title: 'Launch and optimise',
        description:
          'Campaigns go live and are tuned weekly: bids, audiences, ads and pages are tested and improved.',
      },
      {
        title: 'Report and plan',
        description:
          'A monthly report and call covering results, lessons and the plan for the next month.',
      },
    ],
    technologies: rows([
      'Google Ads',
      'Meta Ads Manager',
      'LinkedIn Campaign Manager',
      'Google Analytics 4',
      'Google Tag Manager',
      'Mailchimp',
      'HubSpot',
    ]),
    deliverables: rows([
      'Marketing strategy and channel plan',
      'Ad creative and copy for each campaign',
      'Conversion tracking set-up',
      'Monthly performance report',
      'Live reporting dashboard',
    ]),
    guarantee:
      "No long contracts: plans run month to month with 30 days' notice. If we miss an agreed monthly deliverable, that month's management fee is reduced accordingly.",
    showOnHome: true,
    seo: {
      title: 'Digital Marketing Agency South Africa',
      description:
        'Google, Meta, LinkedIn and email campaigns that generate qualified leads, with clear monthly reporting. From R1,499/month.',
    },
    image: {
      name: 'service-digital-marketing',
      alt: 'Illustration of marketing charts rising alongside social media icons',
      title: 'Digital Marketing',
      hue: 330,
    },
    _status: 'published',
  },
  {
    order: 5,
    slug: 'domain-services',
    title: 'Domain Services',
    description:
      'Register, transfer and manage .co.za and international domains, with DNS and business email set up properly from day one.',
    icon: 'globe',
    price: { amount: 199, unit: 'year' },
    features: rows([
      '.co.za and international domains',
      'Domain transfers',
      'DNS management',
      'Business email set-up',
    ]),
    longDescription: richText([
      {
        p: "Your domain name is your address online, and getting it right matters. We register .co.za, .africa, .joburg, .capetown, .durban and international domains such as .com in your company's name, so you always stay the legal registrant.",
      },
      {
        p: 'We handle transfers from other providers, including the .co.za transfer process through the ZA Central Registry, with minimal downtime for your website and email. DNS is managed on fast, redundant name servers, and we set up SPF, DKIM and DMARC so your emails land in inboxes rather than spam folders.',
      },
      {
        p: 'Renewals are tracked and you are reminded well in advance, so a lapsed domain never takes your website or email offline.',
      },
    ]),
    timeline: '1-2 days',
    detailFeatures: rows([
      'Domain name search and advice',
      '.co.za registration through an accredited registrar',
      '.africa, city and international domains',
      "Registration in your company's name",
      'Domain transfers with minimal downtime',
      'DNS management on redundant name servers',
      'SPF, DKIM and DMARC email authentication',
      'Business email set-up with Microsoft 365 or Google Workspace',
      'Domain forwarding and subdomains',
      'Renewal tracking and reminders',
    ]),
    benefits: rows([
      'You remain the legal owner of your domain',
      'Better email delivery with proper authentication',
      'No surprise expiries that take your business offline',
      'One local contact for domains, DNS and email',
    ]),
    process: [
      {
        title: 'Search and advice',
        description:
          'We help you choose a memorable domain and check availability across .co.za and other extensions.',
      },
      {
        title: 'Registration or transfer',
        description:
          'We register the domain in your name or start the transfer from your current provider.',
      },
      {
        title: 'DNS set-up',
        description: 'We configure records for your website, email and any other services you use.',
      },
      {
        title: 'Email authentication',
        description:
          'SPF, DKIM and DMARC are set up and tested so your email is trusted by receiving servers.',
      },
      {
        title: 'Ongoing management',
        description:
          'We monitor renewals, update records when you need changes and keep your login details on record securely.',
      },
    ],
    technologies: rows([
      'ZA Central Registry (ZACR)',
      'EPP',
      'Cloudflare DNS',
      'DNSSEC',
      'Microsoft 365',
      'Google Workspace',
    ]),
    deliverables: rows([
      'Registered or transferred domain in your name',
      'Configured DNS zone',
      'Email authentication records (SPF, DKIM, DMARC)',
      'Registrant and renewal details for your records',
    ]),
    guarantee:
      'Your domain is always registered in your name, never ours. If we miss a renewal that you had paid for, we cover the cost of recovering the domain.',
    showOnHome: false,
    seo: {
      title: '.co.za Domain Registration and DNS',
      description:
        'Register or transfer .co.za and international domains, with DNS and business email set up properly. From R199/year.',
    },
    image: {
      name: 'service-domain-services',
      alt: 'Illustration of a globe surrounded by domain name labels',
      title: 'Domain Services',
      hue: 180,
    },
    _status: 'published',
  },
  {
    order: 6,
    slug: 'web-hosting',
    title: 'Web Hosting',
    description:
      'Fast, secure hosting in South African and international data centres with daily backups, free SSL and a 99.9% uptime guarantee.',
    icon: 'server',
    price: { amount: 149, unit: 'month' },
    features: rows([
      '99.9% uptime guarantee',
      'Free SSL certificates',
      'Daily backups',
      'Local data centres',
    ]),
    longDescription: richText([
      {
        p: 'Our hosting is built for South African businesses that cannot afford downtime. Sites are served from Tier III data centres in Johannesburg and Cape Town with generator and UPS back-up power, so load-shedding does not take your website offline.',
      },
      {
        p: 'Local hosting means lower latency for your South African visitors and keeps personal information in the country, which simplifies POPIA compliance. For international audiences we add a global content delivery network.',
      },
      {
        p: 'Every plan includes free SSL certificates, daily off-site backups, malware scanning and a web application firewall. Our team monitors your site around the clock and is reachable by phone, email and WhatsApp.',
      },
    ]),
    timeline: '1-3 days',
    detailFeatures: rows([
      'Hosting in Johannesburg and Cape Town data centres',
      'Generator and UPS back-up power for load-shedding resilience',
      'Free SSL certificates with automatic renewal',
      'Daily off-site backups with 30-day retention',
      'Web application firewall and malware scanning',
      'Global CDN for faster international access',
      'Free migration from your current host',
      'Staging environment for safe testing',
      '24/7 uptime monitoring and alerting',
      'Local support by phone, email and WhatsApp',
    ]),
    benefits: rows([
      'Stays online through load-shedding and power outages',
      'Faster pages for South African visitors',
      'Personal information stored in South Africa',
      'Peace of mind with daily backups and monitoring',
      'Predictable monthly pricing in rand',
    ]),
    process: [
      {
        title: 'Assessment',
        description:
          'We review your site, traffic and technical requirements and recommend the right plan.',
      },
      {
        title: 'Provisioning',
        description:
          'Your hosting environment, SSL certificate, backups and firewall are set up and tested.',
      },
      {
        title: 'Migration',
        description:
          'We copy your site and databases from your current host and test everything on a temporary address.',
      },
      {
        title: 'Go-live',
        description:
          'DNS is switched during a quiet period with minimal or no downtime, and we confirm email and forms still work.',
      },
      {
        title: 'Monitoring and support',
        description:
          'We monitor uptime, security and performance 24/7, apply updates and help whenever you need us.',
      },
    ],
    technologies: rows([
      'Linux',
      'Nginx',
      'Docker',
      'PostgreSQL',
      'MySQL',
      'Cloudflare',
      "Let's Encrypt",
    ]),
    deliverables: rows([
      'Configured hosting account and control panel access',
      'SSL certificate for your domain',
      'Automated daily backup schedule',
      'Uptime monitoring and monthly status report',
    ]),
    guarantee:
      '99.9% uptime guarantee: if monthly availability falls below 99.9% for reasons within our control, you receive a service credit on your next invoice.',
    showOnHome: false,
    seo: {
      title: 'Web Hosting South Africa: 99.9% Uptime',
      description:
        'Local hosting with back-up power, daily backups, free SSL and 24/7 monitoring for South African websites. From R149/month.',
    },
    image: {
      name: 'service-web-hosting',
      alt: 'Illustration of server racks in a data centre',
      title: 'Web Hosting',
      hue: 150,
    },
    _status: 'published',
  },
  {
    order: 7,
    slug: 'seo-optimization',
    title: 'SEO Optimisation',
    description:
      'Technical, on-page and local SEO that lifts your rankings on Google and brings in customers who are already searching for what you offer.',
    icon: 'search',
    price: { amount: 9999, unit: 'month' },
    features: rows([
      'Keyword research',
      'Technical SEO audit',
      'Local SEO and Google Business Profile',
      'Content and link building',
    ]),
    longDescription: richText([
      {
        p: 'Most buying journeys start with a search. Our SEO service makes sure your business shows up when South Africans search for your products and services, whether they are in Sandton, Stellenbosch or Durban North.',
      },
      {
        p: 'We start with a thorough technical audit and keyword research, then fix the issues that hold your site back: slow pages, poor mobile experience, missing structured data, thin content and broken links. Local SEO and a well-managed Google Business Profile help you win the map results for your area.',
      },
      {
        p: "Ongoing work covers content that answers your customers' questions and ethical link building with relevant South African publications and directories. We never use shortcuts that risk a Google penalty, and we report monthly on rankings, traffic and enquiries.",
      },
    ]),
    timeline: 'Ongoing; first results in 8-12 weeks',
    detailFeatures: rows([
      'Technical SEO audit and fixes',
      'Keyword research for South African search behaviour',
      'On-page optimisation of titles, headings and content',
      'Core Web Vitals and page speed improvements',
      'Structured data (schema markup)',
      'Local SEO and Google Business Profile optimisation',
      'Content plan and monthly articles',
      'Ethical link building and digital PR',
      'Competitor ranking analysis',
      'Monthly ranking, traffic and enquiry reports',
    ]),
    benefits: rows([
      'More organic traffic without paying per click',
      'Higher visibility in local map results',
      'Better user experience and faster pages',
      'Long-term results that compound over time',
      'Transparent monthly reporting',
    ]),
    process: [
      {
        title: 'Audit',
        description:
          'A full technical, content and backlink audit of your site and your top competitors.',
      },
      {
        title: 'Research and strategy',
        description:
          'Keyword and intent research, prioritised into a roadmap aligned with your commercial goals.',
      },
      {
        title: 'On-site optimisation',
        description:
          'We fix technical issues, improve page speed and optimise existing pages for target keywords.',
      },
      {
        title: 'Content and authority',
        description:
          'New content that answers real questions, plus outreach for quality links and citations.',
      },
      {
        title: 'Measure and refine',
        description:
          'Monthly reporting on rankings, traffic and leads, with adjustments based on what the data shows.',
      },
    ],
    technologies: rows([
      'Google Search Console',
      'Google Analytics 4',
      'Ahrefs',
      'Semrush',
      'Screaming Frog',
      'PageSpeed Insights',
      'Schema.org',
    ]),
    deliverables: rows([
      'Technical SEO audit report',
      'Keyword research and content roadmap',
      'Monthly optimised content',
      'Google Business Profile optimisation',
      'Monthly ranking and traffic report',
    ]),
    guarantee:
      "We use only white-hat techniques that comply with Google's guidelines. If agreed monthly tasks are not delivered, we complete them the following month at no extra charge.",
    showOnHome: false,
    seo: {
      title: 'SEO Services South Africa',
      description:
        'Technical, on-page and local SEO that lifts Google rankings and brings in qualified South African traffic. From R9,999/month.',
    },
    image: {
      name: 'service-seo-optimization',
      alt: 'Illustration of a search bar above rising ranking bars',
      title: 'SEO Optimisation',
      hue: 30,
    },
    _status: 'published',
  },
  {
    order: 8,
    slug: 'ecommerce-development',
    title: 'E-commerce Development',
    description:
      'Online stores that sell: secure checkout with local payment gateways, stock management and delivery integrations, built to grow with you.',
    icon: 'shopping-cart',
    price: { amount: 39999, unit: 'once' },
    features: rows([
      'Custom online store design',
      'PayFast, Yoco and Ozow payments',
      'Inventory management',
      'Courier and delivery integration',
    ]),
    longDescription: richText([
      {
        p: 'We build online stores designed to convert browsers into buyers. Clean product pages, fast search and a short, mobile-friendly checkout make it easy for customers to buy from you on any device.',
      },
      {
        p: 'South African shoppers expect to pay their way, so we integrate local gateways such as PayFast, Yoco, Ozow and Peach Payments for card, instant EFT and SnapScan or Zapper payments, alongside courier integrations for door-to-door delivery and pick-up points. Prices are shown in rand with VAT handled correctly.',
      },
      {
        p: 'Your store connects to your stock, accounting and marketing tools, and we set up abandoned-cart emails, product feeds for Google Shopping and analytics from day one. Customer data is protected in line with POPIA and card data never touches your server.',
      },
    ]),
    timeline: '6-12 weeks',
    detailFeatures: rows([
      'Custom store design and product page templates',
      'Local payment gateways: PayFast, Yoco, Ozow and Peach Payments',
      'Card, instant EFT and QR code payments',
      'Courier integration with real-time shipping rates',
      'Inventory and order management',
      'VAT-inclusive pricing and tax invoices',
      'Discount codes, promotions and gift cards',
      'Abandoned-cart emails',
      'Google Shopping and Meta catalogue feeds',
      'Sales analytics and reporting dashboard',
    ]),
    benefits: rows([
      'Sell 24/7 to customers across South Africa',
      'Higher conversion with payment methods shoppers trust',
      'Less admin thanks to automated stock and order updates',
      'Secure checkout, with card data handled by PCI DSS-compliant gateways',
      'A platform that scales from first sale to thousands of orders',
    ]),
    process: [
      {
        title: 'Planning',
        description:
          'We define your catalogue, customer journey, payment, delivery and integration requirements.',
      },
      {
        title: 'Store design',
        description:
          'Designs for the home, category, product, cart and checkout pages, focused on conversion.',
      },
      {
        title: 'Build and integrate',
        description:
          'We build the store, connect payments, couriers and accounting, and import your products.',
      },
      {
        title: 'Test orders',
        description:
          'End-to-end test orders for every payment and delivery option, plus speed and security checks.',
      },
      {
        title: 'Launch and grow',
        description:
          'Go-live, staff training, and ongoing optimisation of conversion rates and marketing feeds.',
      },
    ],
    technologies: rows([
      'Shopify',
      'WooCommerce',
      'Next.js',
      'Medusa',
      'PayFast',
      'Yoco',
      'Ozow',
      'Stripe',
    ]),
    deliverables: rows([
      'Live online store on your domain',
      'Payment and courier integrations',
      'Product catalogue import',
      'Store management training',
      'Analytics and sales reporting set-up',
    ]),
    guarantee:
      'We test every payment and delivery option before launch. Any checkout or order-flow bug found within 60 days of launch is fixed free of charge, as a priority.',
    showOnHome: true,
    seo: {
      title: 'E-commerce Website Development South Africa',
      description:
        'Online stores with PayFast, Yoco and Ozow payments, courier integration and stock management. From R39,999.',
    },
    image: {
      name: 'service-ecommerce-development',
      alt: 'Illustration of an online store with a shopping cart and payment card',
      title: 'E-commerce Development',
      hue: 0,
    },
    _status: 'published',
  },
  {
    order: 9,
    slug: 'it-consulting',
    title: 'IT Consulting',
    description:
      'Independent, practical technology advice: strategy, systems selection, security and POPIA compliance reviews from experienced consultants.',
    icon: 'lightbulb',
    price: { amount: 1499, unit: 'hour' },
    features: rows([
      'Technology strategy and roadmaps',
      'Systems and vendor selection',
      'Cybersecurity assessments',
      'POPIA compliance reviews',
    ]),
    longDescription: richText([
      {
        p: 'Technology decisions are business decisions. Our consultants help you choose, plan and secure the systems your business depends on, with advice that is independent of any vendor.',
      },
      {
        p: 'We run technology and security assessments, help you select software and suppliers, plan cloud migrations and digital transformation projects, and act as a part-time CTO for growing businesses that are not ready for a full-time hire.',
      },
      {
        p: 'We also help you meet your obligations under the Protection of Personal Information Act (POPIA): mapping where personal information lives, closing security gaps, drafting policies and preparing your Information Officer for their role.',
      },
    ]),
    timeline: '1-4 weeks',
    detailFeatures: rows([
      'IT and digital maturity assessment',
      'Technology strategy and three-year roadmap',
      'Software and vendor selection support',
      'Cybersecurity risk assessment',
      'POPIA gap analysis and personal information mapping',
      'Business continuity and disaster recovery planning',
      'Cloud readiness and cost review',
      'Project and supplier oversight',
      'Fractional CTO services',
      'Board and executive briefings',
    ]),
    benefits: rows([
      'Clear, independent advice with no vendor bias',
      'Lower risk from security gaps and compliance failures',
      'Better value from your technology spend',
      'Senior expertise without a full-time salary',
      'A practical roadmap your team can act on',
    ]),
    process: [
      {
        title: 'Initial consultation',
        description:
          'A free 30-minute call to understand your challenge and agree on the scope of the engagement.',
      },
      {
        title: 'Assessment',
        description:
          'Interviews, system reviews and data gathering to understand your current state, risks and opportunities.',
      },
      {
        title: 'Analysis',
        description: 'We weigh options, costs and risks against your goals and budget.',
      },
      {
        title: 'Recommendations',
        description: 'A clear report and presentation with prioritised, costed recommendations.',
      },
      {
        title: 'Implementation support',
        description:
          'Optional hands-on help to carry out the plan, manage suppliers and track progress.',
      },
    ],
    technologies: rows([
      'Microsoft 365',
      'Google Workspace',
      'AWS',
      'Microsoft Azure',
      'ISO 27001',
      'NIST Cybersecurity Framework',
    ]),
    deliverables: rows([
      'Assessment report with findings and risk ratings',
      'Prioritised technology roadmap',
      'POPIA compliance checklist and policy templates',
      'Executive presentation',
    ]),
    guarantee:
      'If the first session does not give you useful, actionable advice, you do not pay for it. Time is billed in 30-minute increments and reported transparently.',
    showOnHome: false,
    seo: {
      title: 'IT Consulting and POPIA Compliance South Africa',
      description:
        'Independent IT strategy, systems selection, cybersecurity and POPIA compliance advice for South African businesses. From R1,499/hour.',
    },
    image: {
      name: 'service-it-consulting',
      alt: 'Illustration of a consultant presenting a technology roadmap',
      title: 'IT Consulting',
      hue: 60,
    },
    _status: 'published',
  },
  {
    order: 10,
    slug: 'maintenance-support',
    title: 'Maintenance & Support',
    description:
      'Keep your website and applications secure, fast and up to date with proactive maintenance, monitoring and a responsive support team.',
    icon: 'wrench',
    price: { amount: 2999, unit: 'month' },
    features: rows([
      'Security updates and patches',
      'Backups and monitoring',
      'Content updates',
      '24/7 support',
    ]),
    longDescription: richText([
      {
        p: 'A website or app is never finished. Software needs updates, security patches and regular check-ups to stay safe and fast. Our maintenance plans take that work off your hands so you can focus on running your business.',
      },
      {
        p: 'We keep your platform, plugins and dependencies up to date, run regular backups, monitor uptime and security around the clock and fix problems before they affect your customers. Each plan includes a set number of hours for content changes and small improvements.',
      },
      {
        p: 'Support is local and personal: you deal with people who know your site, reachable by email, phone and WhatsApp, with response times written into your plan.',
      },
    ]),
    timeline: '1 week onboarding, then ongoing',
    detailFeatures: rows([
      'Platform, plugin and dependency updates',
      'Security patches and vulnerability scanning',
      'Daily or hourly backups, depending on plan',
      '24/7 uptime monitoring',
      'Monthly performance checks',
      'Content updates and small changes',
      'Bug fixes',
      'SSL and domain renewal monitoring',
      'Monthly maintenance report',
      'Priority support by email, phone and WhatsApp',
    ]),
    benefits: rows([
      'Fewer security incidents and less downtime',
      'A fast, healthy site that keeps ranking well',
      'Predictable monthly costs instead of emergency bills',
      'A team that already knows your system',
    ]),
    process: [
      {
        title: 'Onboarding audit',
        description:
          'We review your site or app, its hosting, backups and security, and fix any urgent issues.',
      },
      {
        title: 'Set-up',
        description:
          'Monitoring, backups and update schedules are configured, and your support channels are agreed.',
      },
      {
        title: 'Proactive maintenance',
        description:
          'Regular updates, patches and health checks, scheduled outside your busy hours.',
      },
      {
        title: 'Support requests',
        description:
          "You log changes or issues by email, phone or WhatsApp, and we respond within your plan's response time.",
      },
      {
        title: 'Monthly review',
        description: 'A report on updates, uptime, backups and hours used, with recommendations.',
      },
    ],
    technologies: rows([
      'WordPress',
      'Payload CMS',
      'Next.js',
      'UptimeRobot',
      'Sentry',
      'Cloudflare',
    ]),
    deliverables: rows([
      'Onboarding audit report',
      'Scheduled updates and backups',
      'Uptime and security monitoring',
      'Monthly maintenance report',
    ]),
    guarantee:
      'If an update we apply breaks your site, we restore it from backup and fix the issue at no extra cost. Unused hours roll over to the next month.',
    showOnHome: false,
    seo: {
      title: 'Website Maintenance and Support South Africa',
      description:
        'Proactive website and app maintenance: updates, backups, monitoring and local support. From R2,999/month.',
    },
    image: {
      name: 'service-maintenance-support',
      alt: 'Illustration of tools and a shield protecting a website',
      title: 'Maintenance & Support',
      hue: 90,
    },
    _status: 'published',
  },
  {
    order: 11,
    slug: 'cloud-services',
    title: 'Cloud Services',
    description:
      'Cloud migration, infrastructure and management on AWS and Azure, with local regions, back-up power resilience and costs kept under control.',
    icon: 'cloud',
    price: { amount: 4999, unit: 'month' },
    features: rows([
      'Cloud migration',
      'AWS and Azure management',
      'Backup and disaster recovery',
      'Cost optimisation',
    ]),
    longDescription: richText([
      {
        p: 'Moving to the cloud frees your business from ageing servers in a back office that go down every time the power does. We migrate your systems to AWS and Microsoft Azure, using their South African regions in Cape Town and Johannesburg where data residency matters.',
      },
      {
        p: 'Cloud infrastructure keeps running through load-shedding and lets you scale up or down with demand. We design secure, well-architected environments, automate backups and disaster recovery, and set up monitoring so issues are caught early.',
      },
      {
        p: 'Cloud bills can grow quickly if nobody is watching. Our managed service includes monthly cost reviews, right-sizing and reserved capacity planning, so you only pay for what you use.',
      },
    ]),
    timeline: '2-8 weeks',
    detailFeatures: rows([
      'Cloud readiness assessment',
      'Migration planning and execution',
      'AWS Cape Town and Azure South Africa North regions',
      'Infrastructure as code',
      'Identity and access management',
      'Automated backups and disaster recovery',
      '24/7 monitoring and alerting',
      'Security hardening and compliance checks',
      'Monthly cost optimisation reviews',
      'Microsoft 365 and Google Workspace administration',
    ]),
    benefits: rows([
      'Systems that keep running through load-shedding',
      'Personal information kept in South African regions when required',
      'Scale capacity up or down as you need it',
      'Lower total cost than maintaining on-site servers',
      'Tested recovery plans for peace of mind',
    ]),
    process: [
      {
        title: 'Assessment',
        description:
          'We inventory your systems, data and dependencies and assess which workloads are ready for the cloud.',
      },
      {
        title: 'Architecture',
        description:
          'A secure, cost-effective design covering networking, identity, backups and monitoring.',
      },
      {
        title: 'Migration',
        description:
          'Workloads move in planned phases with testing and rollback plans, scheduled to minimise disruption.',
      },
      {
        title: 'Optimisation',
        description:
          'We right-size resources, tune performance and put cost controls and alerts in place.',
      },
      {
        title: 'Managed operations',
        description: 'Ongoing monitoring, patching, backups, recovery tests and monthly reviews.',
      },
    ],
    technologies: rows([
      'Amazon Web Services',
      'Microsoft Azure',
      'Terraform',
      'Docker',
      'Kubernetes',
      'GitHub Actions',
      'Grafana',
    ]),
    deliverables: rows([
      'Cloud readiness and cost assessment',
      'Architecture design document',
      'Migrated, production-ready environment',
      'Disaster recovery plan and test results',
      'Monthly cost and health report',
    ]),
    guarantee:
      'Every migration comes with a tested rollback plan. If a migrated workload does not perform as agreed, we fix it or roll it back at no extra charge.',
    showOnHome: false,
    seo: {
      title: 'Cloud Migration and Management South Africa',
      description:
        'AWS and Azure migration and managed cloud services with local regions, disaster recovery and cost control. From R4,999/month.',
    },
    image: {
      name: 'service-cloud-services',
      alt: 'Illustration of cloud infrastructure connected to servers and devices',
      title: 'Cloud Services',
      hue: 120,
    },
    _status: 'published',
  },
  {
    order: 12,
    slug: 'ai-integration',
    title: 'AI Integration',
    description:
      'Practical AI for your business: chatbots, document processing and workflow automation built on leading AI models, with your data kept safe.',
    icon: 'sparkles',
    price: { amount: 24999, unit: 'once' },
    features: rows([
      'AI chatbots and assistants',
      'Document processing and data extraction',
      'Workflow automation',
      'Custom AI model integration',
    ]),
    longDescription: richText([
      {
        p: 'Artificial intelligence is now practical for businesses of every size. We help you find the tasks where AI saves real time and money, then build solutions that fit into the tools your team already uses.',
      },
      {
        p: 'Typical projects include customer service chatbots on your website and WhatsApp, assistants that answer staff questions from your own documents, automatic processing of invoices and forms, and content drafting tools. We can support multilingual conversations, including Afrikaans and isiZulu.',
      },
      {
        p: 'Responsible use comes first. We design solutions that keep personal information protected under POPIA, limit what data leaves your systems, keep a human in the loop for important decisions and measure accuracy before anything goes live.',
      },
    ]),
    timeline: '4-12 weeks',
    detailFeatures: rows([
      'AI opportunity workshop',
      'Chatbots for your website and WhatsApp',
      'Knowledge assistants trained on your documents',
      'Invoice, form and document data extraction',
      'Workflow automation with AI steps',
      'Integration with your CRM, helpdesk and email',
      'Multilingual support, including Afrikaans and isiZulu',
      'POPIA-aware data handling and redaction',
      'Accuracy testing and human review workflows',
      'Usage and cost monitoring dashboard',
    ]),
    benefits: rows([
      'Faster responses to customers, day and night',
      'Hours of manual admin saved every week',
      'Consistent answers drawn from your own knowledge base',
      'Personal information protected by design',
      'Measurable results before you scale up',
    ]),
    process: [
      {
        title: 'Opportunity workshop',
        description:
          'We identify and rank the tasks where AI can make the biggest difference for your business.',
      },
      {
        title: 'Proof of concept',
        description:
          'A focused prototype tested on your real data to prove accuracy and value before a full build.',
      },
      {
        title: 'Build and integrate',
        description:
          'We build the production solution and connect it securely to your systems and channels.',
      },
      {
        title: 'Evaluate and tune',
        description:
          'Accuracy, safety and cost are tested and tuned, with human review where it matters.',
      },
      {
        title: 'Launch and improve',
        description:
          'Go-live with monitoring and feedback loops, and regular improvements as usage grows.',
      },
    ],
    technologies: rows([
      'OpenAI API',
      'Anthropic Claude',
      'Azure OpenAI',
      'LangChain',
      'Python',
      'pgvector',
      'WhatsApp Business API',
    ]),
    deliverables: rows([
      'AI opportunity report',
      'Working proof of concept',
      'Production AI solution integrated with your systems',
      'Usage, accuracy and cost dashboard',
      'Staff training and usage guidelines',
    ]),
    guarantee:
      'We agree accuracy targets with you during the proof of concept. If the production solution does not meet them, we keep refining it at no extra charge until it does.',
    showOnHome: true,
    seo: {
      title: 'AI Integration Services South Africa',
      description:
        'AI chatbots, document processing and workflow automation for South African businesses, with POPIA-aware data handling. From R24,999.',
    },
    image: {
      name: 'service-ai-integration',
      alt: 'Illustration of an AI assistant connected to business documents and chat',
      title: 'AI Integration',
      hue: 300,
    },
    _status: 'published',
  },
]
