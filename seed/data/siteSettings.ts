import type { SeedSiteSettings } from '../types'

/** Company details and every marketing figure the spec states; staff own them after the seed. */
export const siteSettings: SeedSiteSettings = {
  brandName: 'Kaya Digital',
  tagline: 'Websites, software and digital growth for South African businesses',
  contactEmail: 'info@kayadigital.co.za',
  // 000 is not an allocated exchange: a safe placeholder until the real line is entered.
  phone: '+27 21 000 1234',
  address: 'Cape Town, Western Cape, South Africa',
  socialUrl: 'https://www.linkedin.com/company/kaya-digital',
  // siteUrl stays empty: the public origin is NEXT_PUBLIC_SERVER_URL unless staff override it.
  rating: 4.9,
  happyClients: 500,
  projectsCompleted: 1200,
  yearsExperience: 8,
  foundedYear: 2016,
  uptime: 99.9,
  satisfaction: 98,
  supportHours: '24/7',
  replyHours: 24,
  retentionMonths: 24,
  informationOfficer: {
    name: 'Thandiwe Nkosi',
    email: 'privacy@kayadigital.co.za',
    phone: '+27 21 000 1235',
  },
  templateStats: {
    templates: 50,
    industries: 15,
    downloads: 10000,
    averageRating: 4.8,
  },
}
