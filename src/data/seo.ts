import 'server-only'

import type { Metadata } from 'next'

import { env } from '@/utilities/env'

import { getSiteSettings } from './content'

export const DEFAULT_TITLE = 'Digital Solutions & Web Development South Africa'

/** The public origin for canonical links: the CMS setting, else the configured server URL. */
export async function getSiteUrl(): Promise<string> {
  const settings = await getSiteSettings()
  const url = settings.siteUrl?.trim() || env.serverUrl
  return url.replace(/\/+$/, '')
}

/** Absolute URL of a public path. */
export async function absoluteUrl(path: string): Promise<string> {
  return `${await getSiteUrl()}${path === '/' ? '' : path}`
}

/**
 * The brand is appended by the layout's title template; a title that already names the
 * brand (e.g. 'About Kaya Digital') is used as it is, so the brand never appears twice.
 */
export function titleWithBrand(title: string, brand: string): Metadata['title'] {
  return title.toLowerCase().includes(brand.toLowerCase()) ? { absolute: title } : title
}

type PageMetadataInput = {
  title: string
  description: string
  path: string
  type?: 'website' | 'article'
  noIndex?: boolean
}

/**
 * Title, description, canonical URL and Open Graph for one page. Next merges metadata
 * shallowly, so openGraph is rebuilt in full here rather than inherited from the layout.
 */
export async function pageMetadata({ title, description, path, type = 'website', noIndex }: PageMetadataInput): Promise<Metadata> {
  const settings = await getSiteSettings()
  const brand = settings.brandName
  const fullTitle = title.toLowerCase().includes(brand.toLowerCase()) ? title : `${title} | ${brand}`
  return {
    title: titleWithBrand(title, brand),
    description,
    alternates: { canonical: path },
    openGraph: {
      title: fullTitle,
      description,
      url: path,
      siteName: brand,
      locale: 'en_ZA',
      type,
    },
    twitter: { card: 'summary', title: fullTitle, description },
    ...(noIndex ? { robots: { index: false, follow: true } } : {}),
  }
}
