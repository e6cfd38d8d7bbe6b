import type { RequiredDataFromCollectionSlug } from 'payload'
import type { RichBlock } from './lexical'

import type { SiteSetting } from '../src/payload-types'

/** A picture the seed renders (no binary files in the repo): a titled gradient card. */
export type SeedImage = {
  /** file name without extension, unique, e.g. 'service-web-development' */
  name: string
  alt: string
  title: string
  subtitle?: string
  /** 0-360, the gradient's base hue */
  hue: number
  /** Pixels; 1280×800 unless given (a logo or a face is square). */
  width?: number
  height?: number
}

type WithImage<T> = Omit<T, 'image'> & { image?: SeedImage }

export type SeedService = WithImage<RequiredDataFromCollectionSlug<'services'>>
export type SeedPlan = RequiredDataFromCollectionSlug<'plans'>
export type SeedTemplate = WithImage<RequiredDataFromCollectionSlug<'templates'>>
export type SeedPage = RequiredDataFromCollectionSlug<'pages'>
export type SeedSiteSettings = Omit<SiteSetting, 'id' | 'createdAt' | 'updatedAt'>

export type SeedAuthor = Omit<RequiredDataFromCollectionSlug<'authors'>, 'photo'> & {
  photo: SeedImage
}
export type SeedCategory = RequiredDataFromCollectionSlug<'categories'>
/** Author by name, categories by slug, pictures in the body as `{ image }` blocks. */
export type SeedArticle = Omit<
  RequiredDataFromCollectionSlug<'articles'>,
  'heroImage' | 'author' | 'categories' | 'body'
> & {
  heroImage: SeedImage
  author: string
  categories: string[]
  body: (RichBlock | { image: SeedImage })[]
}

type Relations =
  'photo' | 'service' | 'caseStudy' | 'clientLogo' | 'gallery' | 'services' | 'testimonial'

/** A testimonial with its photo rendered and its service named by slug; `key` links a case study. */
export type SeedTestimonial = Omit<RequiredDataFromCollectionSlug<'testimonials'>, Relations> & {
  key: string
  photo?: SeedImage
  service?: string
}

/** A case study whose services are named by slug and whose testimonial by its seed key. */
export type SeedCaseStudy = Omit<RequiredDataFromCollectionSlug<'case-studies'>, Relations> & {
  clientLogo?: SeedImage
  gallery: SeedImage[]
  services: string[]
  testimonial?: string
}
