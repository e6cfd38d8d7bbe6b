import 'server-only'

import type { Metadata } from 'next'

import type { Media } from '@/payload-types'

import { SHARE_CARD_SIZE, shareCardPath } from '@/lib/shareCard'
import { env } from '@/env'

import { getSiteSettings } from './content'

export const DEFAULT_TITLE = 'Digital Solutions & Web Development South Africa'

/** The CMS setting, else the configured server URL. */
export async function getSiteUrl(): Promise<string> {
  const settings = await getSiteSettings()
  const url = settings.siteUrl?.trim() || env.serverUrl
  return url.replace(/\/+$/, '')
}

export async function absoluteUrl(path: string): Promise<string> {
  return `${await getSiteUrl()}${path === '/' ? '' : path}`
}

/** The layout's title template appends the brand, unless the title already names it. */
export function titleWithBrand(title: string, brand: string): Metadata['title'] {
  return title.toLowerCase().includes(brand.toLowerCase()) ? { absolute: title } : title
}

type ShareImage = { url: string; width: number; height: number; alt?: string }

/** A CMS upload as a share image (its 1280×800 'hero' size when there is one), or null. */
export function shareImageFromMedia(media: string | Media | null | undefined): ShareImage | null {
  if (!media || typeof media === 'string') return null
  const hero = media.sizes?.hero
  const url = hero?.url ?? media.url
  if (!url) return null
  // Payload prefixes its own server URL; metadataBase makes the path absolute with the public one.
  const path = url.startsWith('/') ? url : new URL(url).pathname
  return {
    url: path,
    width: hero?.width ?? media.width ?? 1280,
    height: hero?.height ?? media.height ?? 800,
    alt: media.alt,
  }
}

type PageMetadataInput = {
  title: string
  description: string
  path: string
  type?: 'website' | 'article'
  noIndex?: boolean
  /** A CMS image to share instead of the generated card (a service's own picture). */
  image?: ShareImage | null
  /** A feed of this page's content, announced to feed readers (<link rel="alternate">). */
  feed?: { path: string; title: string }
}

/** Next merges metadata shallowly, so openGraph is rebuilt in full here. */
export async function pageMetadata({
  title,
  description,
  path,
  type = 'website',
  noIndex,
  image,
  feed,
}: PageMetadataInput): Promise<Metadata> {
  const settings = await getSiteSettings()
  const brand = settings.brandName
  const fullTitle = title.toLowerCase().includes(brand.toLowerCase())
    ? title
    : `${title} | ${brand}`
  // The share card (1200×630) is generated once per title and brand (app/share), then static.
  const shareImage: ShareImage = image ?? {
    url: shareCardPath({ title, brand }, env.payloadSecret),
    ...SHARE_CARD_SIZE,
    alt: fullTitle,
  }
  return {
    title: titleWithBrand(title, brand),
    description,
    alternates: {
      canonical: path,
      ...(feed
        ? { types: { 'application/atom+xml': [{ url: feed.path, title: feed.title }] } }
        : {}),
    },
    openGraph: {
      title: fullTitle,
      description,
      url: path,
      siteName: brand,
      locale: 'en_ZA',
      type,
      images: [shareImage],
    },
    twitter: {
      card: 'summary_large_image',
      title: fullTitle,
      description,
      images: [shareImage.url],
    },
    ...(noIndex ? { robots: { index: false, follow: true } } : {}),
  }
}

export function defaultShareMetadata(brand: string): Pick<Metadata, 'openGraph' | 'twitter'> {
  const title = `${DEFAULT_TITLE} | ${brand}`
  const image = {
    url: shareCardPath({ title: DEFAULT_TITLE, brand }, env.payloadSecret),
    ...SHARE_CARD_SIZE,
    alt: title,
  }
  return {
    openGraph: {
      type: 'website',
      siteName: brand,
      locale: 'en_ZA',
      title,
      url: '/',
      images: [image],
    },
    twitter: { card: 'summary_large_image', title, images: [image.url] },
  }
}
