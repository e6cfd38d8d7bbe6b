import type { Metadata, Viewport } from 'next'
import { draftMode } from 'next/headers'
import type { ReactNode } from 'react'

import { Footer } from '@/components/layout/Footer'
import { Header } from '@/components/layout/Header'
import { LivePreviewListener } from '@/components/site/LivePreviewListener'
import { ServiceWorkerRegistration } from '@/components/site/ServiceWorkerRegistration'
import { VisitBeacon } from '@/components/site/VisitBeacon'
import { WebSiteJsonLd } from '@/components/site/WebSiteJsonLd'
import { ToastProvider } from '@/components/ui/Toast'
import { getNavigation, getSiteSettings } from '@/data/content'
import { DEFAULT_TITLE, defaultShareMetadata, getSiteUrl } from '@/data/seo'
import { env } from '@/env'

import '@/styles/globals.css'

export async function generateMetadata(): Promise<Metadata> {
  const [settings, siteUrl] = await Promise.all([getSiteSettings(), getSiteUrl()])
  const brand = settings.brandName
  return {
    metadataBase: new URL(siteUrl),
    title: { default: `${DEFAULT_TITLE} | ${brand}`, template: `%s | ${brand}` },
    description: settings.tagline ?? undefined,
    applicationName: brand,
    alternates: { canonical: '/' },
    ...defaultShareMetadata(brand),
    formatDetection: { telephone: false },
  }
}

// Pages are prerendered and regenerated when staff save (src/utilities/revalidate.ts); this is only
// the backstop for a change made outside the admin, such as a seed run against a live site. The
// reads a page is drawn from have the same backstop (DATA_BACKSTOP_SECONDS, src/data/cachedRead.ts).
export const revalidate = 600

export const viewport: Viewport = {
  themeColor: '#1d4ed8',
  width: 'device-width',
  initialScale: 1,
}

export default async function SiteLayout({ children }: { children: ReactNode }) {
  const [settings, navigation, siteUrl, draft] = await Promise.all([
    getSiteSettings(),
    getNavigation(),
    getSiteUrl(),
    draftMode(),
  ])
  return (
    <html lang="en-ZA">
      <body className="flex min-h-screen flex-col bg-white font-sans text-slate-900 antialiased">
        <a
          href="#main-content"
          className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-700 shadow focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          Skip to content
        </a>
        <WebSiteJsonLd brandName={settings.brandName} siteUrl={siteUrl} />
        <ToastProvider>
          <Header
            brandName={settings.brandName}
            links={navigation.headerLinks}
            button={navigation.headerButton}
          />
          <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
            {children}
          </main>
          <Footer
            brandName={settings.brandName}
            tagline={settings.tagline}
            contactEmail={settings.contactEmail}
            phone={settings.phone}
            address={settings.address}
            socialUrl={settings.socialUrl}
            columns={navigation.footerColumns}
          />
        </ToastProvider>
        <ServiceWorkerRegistration />
        {!draft.isEnabled && <VisitBeacon />}
        {draft.isEnabled && <LivePreviewListener serverUrl={env.serverUrl} />}
      </body>
    </html>
  )
}
