import type { Metadata } from 'next'

import { Hero } from '@/components/site/Hero'
import { TitledCard } from '@/components/ui/Card'
import { Container } from '@/components/ui/Container'
import { getServiceOptions, getSiteSettings } from '@/data/content'
import { pageMetadata } from '@/data/seo'
import { contactPrefill, type ContactMode } from '@/lib/contactPrefill'
import { issueFormToken } from '@/features/leads/intake/formToken'
import { env } from '@/env'
import { PATHS } from '@/utilities/paths'
import type { Option } from '@/validation/options'

import { ContactSidebar } from './ContactSidebar'
import { DeferredEnquiryForm } from './DeferredEnquiryForm'
import { ScheduleCallCard } from './ScheduleCallCard'

export const CONTACT_HEADINGS = {
  quote: {
    title: 'Get Your Quote',
    intro: 'Tell us what you need and receive a detailed, no-obligation quote for your project.',
  },
  general: {
    title: 'Contact Us',
    intro: 'Questions, ideas or a project in mind? Send us a message or book a free consultation.',
  },
} as const

export async function contactMetadata(mode: ContactMode): Promise<Metadata> {
  const settings = await getSiteSettings()
  return pageMetadata({
    title: CONTACT_HEADINGS[mode].title,
    description: `Contact ${settings.brandName} for a quote on web, software, mobile or marketing work, or book a free 30-minute consultation. We reply within ${settings.replyHours} hours.`,
    path: PATHS.contact,
  })
}

/**
 * /contact in either mode (spec: /contact). Every one is prerendered: a service's quote link
 * (/contact/quote/<slug>) has its service chosen in the HTML; an older /contact?service=… link is
 * rewritten to the quote mode's page (next.config.mjs) and the form reads the rest of the query itself.
 */
export async function ContactView({
  mode,
  service,
}: {
  mode: ContactMode
  /** The service a quote link chose: selected, and named in the message, in the HTML itself. */
  service?: Option
}) {
  const settings = await getSiteSettings()
  // A cached read tagged with the services: publishing or unpublishing one regenerates this page.
  const serviceOptions = mode === 'quote' ? await getServiceOptions() : []
  const heading = CONTACT_HEADINGS[mode]
  const prefill = service
    ? contactPrefill({ service: service.value }, (text) => text, serviceOptions)
    : undefined
  // Issued when the page is generated: see useFormToken.
  const formToken = issueFormToken(env.payloadSecret)

  return (
    <>
      <Hero className="py-16 text-center sm:py-20">
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{heading.title}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">{heading.intro}</p>
      </Hero>

      <Container className="grid gap-8 py-12 lg:grid-cols-3 lg:py-16">
        <div className="lg:col-span-2">
          <DeferredEnquiryForm
            variant={mode === 'quote' ? 'service' : 'general'}
            formToken={formToken}
            brandName={settings.brandName}
            replyHours={settings.replyHours}
            serviceOptions={serviceOptions}
            path={service ? PATHS.quote({ slug: service.value }) : undefined}
            prefill={prefill}
          />
        </div>

        <aside aria-label="More ways to get in touch" className="below-fold-each space-y-6">
          <ContactSidebar
            mode={mode}
            supportHours={settings.supportHours}
            replyHours={settings.replyHours}
          />
          <ScheduleCallCard formToken={formToken} brandName={settings.brandName} />
          <TitledCard title="Contact Details">
            <dl className="space-y-3 text-sm">
              <div>
                <dt className="font-semibold text-slate-900">Email</dt>
                <dd>
                  <a
                    href={`mailto:${settings.contactEmail}`}
                    className="text-brand-700 underline underline-offset-2"
                  >
                    {settings.contactEmail}
                  </a>
                </dd>
              </div>
              {settings.phone ? (
                <div>
                  <dt className="font-semibold text-slate-900">Phone</dt>
                  <dd>
                    <a
                      href={`tel:${settings.phone.replace(/\s+/g, '')}`}
                      className="text-brand-700 underline underline-offset-2"
                    >
                      {settings.phone}
                    </a>
                  </dd>
                </div>
              ) : null}
              {settings.address ? (
                <div>
                  <dt className="font-semibold text-slate-900">Office</dt>
                  <dd className="text-slate-700">{settings.address}</dd>
                </div>
              ) : null}
            </dl>
          </TitledCard>
        </aside>
      </Container>
    </>
  )
}
