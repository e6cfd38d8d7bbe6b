import type { SeedPlan } from '../types'

const rows = (texts: string[]) => texts.map((text) => ({ text }))

const monthlyUsd = (amount: number): SeedPlan['price'] => ({
  type: 'fixed',
  amount,
  currency: 'USD',
  period: 'month',
})

/** White-label partner plans (/white-label) and website maintenance packages (/maintenance). */
export const plans: SeedPlan[] = [
  {
    kind: 'white-label',
    order: 1,
    name: 'Partner',
    price: monthlyUsd(199),
    description:
      'For freelancers and small agencies who want to offer web development under their own brand.',
    features: rows([
      '5 projects per month',
      '70/30 revenue share',
      'White-label deliverables under your brand',
      'Website and landing page development',
      'Dedicated project coordinator',
      'Email support with a 24-hour response',
    ]),
    popular: false,
    buttonLabel: 'Start Partnership',
  },
  {
    kind: 'white-label',
    order: 2,
    name: 'Agency',
    price: monthlyUsd(499),
    description:
      'For growing agencies that need a reliable production team and a branded experience for their clients.',
    features: rows([
      '15 projects per month',
      '80/20 revenue share',
      'Branded client portal',
      'Web, e-commerce and mobile app development',
      'Dedicated account manager',
      'Priority support and weekly progress calls',
      'Co-branded sales and proposal materials',
    ]),
    popular: true,
    buttonLabel: 'Start Partnership',
  },
  {
    kind: 'white-label',
    order: 3,
    name: 'Enterprise',
    price: { type: 'custom' },
    description:
      'For large agencies and resellers with high volumes, custom workflows and service-level requirements.',
    features: rows([
      'Unlimited projects',
      '85/15 revenue share',
      'Fully branded client portal on your domain',
      'Custom software and AI integration projects',
      'Dedicated development team',
      'Custom service-level agreement',
      '24/7 priority support',
    ]),
    popular: false,
    buttonLabel: 'Contact Sales',
  },
  {
    kind: 'maintenance',
    order: 1,
    name: 'Basic Care',
    price: monthlyUsd(99),
    description: 'Essential upkeep for brochure websites that change occasionally.',
    features: rows([
      '2 hours of changes per month',
      'Weekly backups',
      'Email support with a 48-hour response',
      'Software and plugin updates',
      'Uptime monitoring',
      'Monthly health report',
    ]),
    popular: false,
    buttonLabel: 'Choose Package',
  },
  {
    kind: 'maintenance',
    order: 2,
    name: 'Professional',
    price: monthlyUsd(299),
    description:
      'Active care for business websites and online stores that need regular updates and fast help.',
    features: rows([
      '5 hours of changes per month',
      'Daily backups',
      'Priority support with a 24-hour response',
      'Software, plugin and security updates',
      'Security monitoring and malware scanning',
      'Monthly performance optimisation',
      'Monthly report with recommendations',
    ]),
    popular: true,
    buttonLabel: 'Choose Package',
  },
  {
    kind: 'maintenance',
    order: 3,
    name: 'Enterprise',
    price: monthlyUsd(599),
    description: 'Round-the-clock care for business-critical websites and applications.',
    features: rows([
      '10 hours of changes per month',
      'Hourly backups',
      '24/7 support',
      'Proactive security hardening and monitoring',
      'Performance and Core Web Vitals optimisation',
      'Dedicated support engineer',
      'Quarterly strategy review',
    ]),
    popular: false,
    buttonLabel: 'Choose Package',
  },
]
