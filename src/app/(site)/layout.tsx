import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { Footer } from '@/components/layout/Footer'
import { Header } from '@/components/layout/Header'
import { JsonLd } from '@/components/site/JsonLd'
import { ServiceWorkerRegistration } from '@/components/site/ServiceWorkerRegistration'
import { ToastProvider } from '@/components/ui/Toast'
import { getSiteSettings } from '@/data/content'
import { DEFAULT_TITLE, getSiteUrl } from '@/data/seo'
import { PATHS } from '@/utilities/paths'

import './globals.css'

export async function generateMetadata(): Promise<Metadata> {
  const [settings, siteUrl] = await Promise.all([getSiteSettings(), getSiteUrl()])
  const brand = settings.brandName
  return {
    metadataBase: new URL(siteUrl),
    title: { default: `${DEFAULT_TITLE} | ${brand}`, template: `%s | ${brand}` },
    description: settings.tagline ?? undefined,
    applicationName: brand,
    alternates: { canonical: '/' },
    openGraph: { type: 'website', siteName: brand, locale: 'en_ZA', title: `${DEFAULT_TITLE} | ${brand}`, url: '/' },
    formatDetection: { telephone: false },
  }
}

// Pages are prerendered and regenerated when staff save (src/utilities/revalidate.ts); this is only
// the backstop for a change made outside the admin, such as a seed run against a live site.
export const revalidate = 600

export const viewport: Viewport = {
  themeColor: '#1d4ed8',
  width: 'device-width',
  initialScale: 1,
}

export default async function SiteLayout({ children }: { children: ReactNode }) {
  const [settings, siteUrl] = await Promise.all([getSiteSettings(), getSiteUrl()])
  return (
    <html lang="en-ZA">
      <body className="flex min-h-screen flex-col bg-white font-sans text-slate-900 antialiased">
        <a
          href="#main-content"
          className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-700 shadow focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          Skip to content
        </a>
        <JsonLd
          data={{
            '@type': 'WebSite',
            name: settings.brandName,
            url: siteUrl,
            inLanguage: 'en-ZA',
            potentialAction: {
              '@type': 'SearchAction',
              target: { '@type': 'EntryPoint', urlTemplate: `${siteUrl}${PATHS.search}?q={search_term_string}` },
              'query-input': 'required name=search_term_string',
            },
          }}
        />
        <ToastProvider>
          <Header brandName={settings.brandName} />
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
          />
        </ToastProvider>
        <ServiceWorkerRegistration />
      </body>
    </html>
  )
}
