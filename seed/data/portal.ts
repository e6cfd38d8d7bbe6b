import type { Feedback, Message, Project } from '../../src/payload-types'
import { aboutPage } from './aboutPage'
import { DEMO_CLIENT } from './users'

/** Which seeded client account a record belongs to (see ./users). */
export type PortalClientKey = 'demo' | 'second'

export type SeedPortalProject = Pick<Project, 'name' | 'status' | 'progress'> & {
  client: PortalClientKey
  description: string
  startDate: string
  dueDate: string
}

export type SeedPortalMessage = {
  /** the project's name, unique across all seeded projects */
  project: string
  from: 'staff' | 'client'
  authorName: string
  type: Message['type']
  body: string
}

export type SeedPortalFile = {
  project: string
  filename: string
  mimeType: 'application/pdf' | 'text/plain' | 'image/png'
  /** the text of a .txt file; the one-line title the seed draws on a PDF or PNG */
  content: string
}

export type SeedPortalFeedback = {
  client: PortalClientKey
  project: string
  category: Feedback['category']
  priority: Feedback['priority']
  text: string
}

/**
 * Dates relative to the day of seeding, so that the demo portal always shows work under way
 * rather than deadlines long past.
 */
const day = (offset: number): string => {
  const today = new Date()
  return new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + offset),
  ).toISOString()
}

const teamMember = (role: string): string =>
  aboutPage.team.find((member) => member.role === role)?.name ?? 'Project team'
const developer = teamMember('Lead Developer')
const designer = teamMember('Head of Design')
const marketer = teamMember('Digital Marketing Lead')

const ECOMMERCE = 'E-commerce Website'
const MOBILE_APP = 'Mobile Shopping App'
const SEO = 'SEO Campaign'
const FLEET = 'Fleet Tracking Dashboard'

export const portalProjects: SeedPortalProject[] = [
  {
    client: 'demo',
    name: ECOMMERCE,
    status: 'in-progress',
    progress: 75,
    description:
      'A new online store for Mokoena Retail Group with PayFast and Ozow checkout, courier integration and stock synchronised with the point-of-sale system.',
    startDate: day(-42),
    dueDate: day(21),
  },
  {
    client: 'demo',
    name: MOBILE_APP,
    status: 'planning',
    progress: 25,
    description:
      'An iOS and Android companion app for the online store, with loyalty points, order tracking and push notifications for specials.',
    startDate: day(-10),
    dueDate: day(90),
  },
  {
    client: 'demo',
    name: SEO,
    status: 'completed',
    progress: 100,
    description:
      'A three-month SEO programme: technical fixes, Google Business Profile optimisation for all stores, and new category page content.',
    startDate: day(-150),
    dueDate: day(-60),
  },
  {
    client: 'second',
    name: FLEET,
    status: 'in-progress',
    progress: 40,
    description:
      'A web dashboard for Ubuntu Logistics showing live vehicle positions, delivery status and driver reports, integrated with the existing tracking units.',
    startDate: day(-28),
    dueDate: day(56),
  },
]

/** In thread order: the oldest first. */
export const portalMessages: SeedPortalMessage[] = [
  {
    project: ECOMMERCE,
    from: 'staff',
    authorName: developer,
    type: 'update',
    body: 'The product catalogue and checkout are now live on the staging site. PayFast and Ozow payments are working in test mode; the courier integration follows next week.',
  },
  {
    project: ECOMMERCE,
    from: 'client',
    authorName: DEMO_CLIENT.name,
    type: 'feedback',
    body: 'The checkout looks great. Could we make the delivery options clearer on mobile, and show the free delivery threshold in the cart?',
  },
  {
    project: ECOMMERCE,
    from: 'staff',
    authorName: designer,
    type: 'update',
    body: 'Updated cart and delivery designs are in the Files tab (homepage-design-v2.png). The free delivery threshold now shows in the cart with a progress bar.',
  },
  {
    project: MOBILE_APP,
    from: 'staff',
    authorName: designer,
    type: 'update',
    body: 'The first wireframes for the loyalty and order-tracking screens are ready for review. We have booked a workshop for Thursday to walk through them together.',
  },
  {
    project: SEO,
    from: 'staff',
    authorName: marketer,
    type: 'update',
    body: 'The campaign is complete: organic traffic is up on the same period last year and all store locations now appear in local map results. The final report is in the Files tab.',
  },
  {
    project: FLEET,
    from: 'staff',
    authorName: developer,
    type: 'update',
    body: 'The live map is connected to the tracking units and showing vehicle positions on staging. Next up: delivery status and driver reports.',
  },
]

export const portalFiles: SeedPortalFile[] = [
  {
    project: ECOMMERCE,
    filename: 'project-brief.pdf',
    mimeType: 'application/pdf',
    content: 'E-commerce Website: Project Brief',
  },
  {
    project: ECOMMERCE,
    filename: 'homepage-design-v2.png',
    mimeType: 'image/png',
    content: 'Homepage and cart design v2',
  },
  {
    project: ECOMMERCE,
    filename: 'content-checklist.txt',
    mimeType: 'text/plain',
    content: [
      'E-commerce Website: content checklist',
      '',
      '[x] Logo and brand colours',
      '[x] Product photos for the first 120 products',
      '[ ] Product descriptions for the homeware range',
      '[ ] Delivery and returns policy',
      '[ ] About us copy and store addresses',
      '',
      'Please upload outstanding items through the portal by the end of next week.',
      '',
    ].join('\n'),
  },
  {
    project: MOBILE_APP,
    filename: 'app-wireframes.pdf',
    mimeType: 'application/pdf',
    content: 'Mobile Shopping App: Wireframes v1',
  },
  {
    project: SEO,
    filename: 'seo-final-report.pdf',
    mimeType: 'application/pdf',
    content: 'SEO Campaign: Final Report',
  },
  {
    project: FLEET,
    filename: 'dashboard-requirements.pdf',
    mimeType: 'application/pdf',
    content: 'Fleet Tracking Dashboard: Requirements',
  },
]

export const portalFeedback: SeedPortalFeedback[] = [
  {
    client: 'demo',
    project: ECOMMERCE,
    category: 'Design Review',
    priority: 'High',
    text: 'Please make the "Add to cart" button more prominent on product pages and use our brand green for it.',
  },
  {
    client: 'demo',
    project: ECOMMERCE,
    category: 'Content Changes',
    priority: 'Medium',
    text: 'The store opening hours on the contact page are out of date: Saturdays are now 08:00 to 17:00.',
  },
  {
    client: 'demo',
    project: MOBILE_APP,
    category: 'Functionality Request',
    priority: 'Low',
    text: 'Could the app remind customers when a product on their wishlist goes on special?',
  },
]
