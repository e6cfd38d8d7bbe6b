import { blockWords, searchableText } from '@/lib/plainText'
import { industryLabel, isIndustry } from '@/validation/industries'

import { TAGS } from './cacheTags'
import { PATHS } from './paths'

/** A stored document as the description reads it: any collection's or global's fields. */
export type PublicDoc = object

/** One field of a document of any type, unknown until checked. */
export const fieldOf = (doc: PublicDoc, name: string): unknown =>
  (doc as Record<string, unknown>)[name]

type Frequency = 'daily' | 'weekly' | 'monthly' | 'yearly'

type Description = {
  /** What staff and search results call one of them. */
  label: string
  /** The public path of a document, or null when it has none (a draft without a valid slug). */
  path: (doc: PublicDoc) => string | null
  /** Every path this type can have: the preview route opens only these, never another site. */
  pathShape: RegExp
  /** Tags every reader of this type uses: any save expires them. */
  tags: readonly string[]
  /** Tags of one document's own readers: a save expires the old and the new document's. */
  docTags?: (doc: PublicDoc) => string[]
  /** Other pages of one document (a service's quote form), refreshed with its own path. */
  alsoAt?: (doc: PublicDoc) => string[]
  /** Other public pages that show this content (lists, the home page), refreshed on every save. */
  shownOn: readonly string[]
  /** In the sitemap, and how: every published document's path. */
  sitemap: false | { changeFrequency: Frequency; priority: number }
  /** Found by the site search: what a hit shows under its title, and the words searched. */
  search:
    | false
    | {
        title: (doc: PublicDoc) => string
        summary: (doc: PublicDoc) => string
        text: (doc: PublicDoc) => string
      }
  /** Editors preview drafts and edit beside a live preview. */
  preview: boolean
  /** A published document whose path changed leaves a 308 from its old path. */
  redirectOnSlugChange: boolean
}

export type CollectionContentType = Description & { collection: string; global?: never }
export type GlobalContentType = Description & { global: string; collection?: never }
export type ContentType = CollectionContentType | GlobalContentType

const SLUG = '[a-z0-9]+(?:-[a-z0-9]+)*'
export const SLUG_PATTERN = new RegExp(`^${SLUG}$`)

const slugOf = (doc: PublicDoc): string | null => {
  const slug = fieldOf(doc, 'slug')
  return typeof slug === 'string' && SLUG_PATTERN.test(slug) ? slug : null
}
const text = (value: unknown): string => (typeof value === 'string' ? value : '')
const seoDescription = (doc: PublicDoc) => {
  const seo = fieldOf(doc, 'seo')
  return typeof seo === 'object' && seo !== null ? text(fieldOf(seo, 'description')) : ''
}
/** A case study's figures with their labels ("+38 % online sales in six months"). */
const resultWords = (doc: PublicDoc) => {
  const results = fieldOf(doc, 'results')
  if (!Array.isArray(results)) return ''
  return results
    .map((row: PublicDoc) => `${text(fieldOf(row, 'figure'))} ${text(fieldOf(row, 'label'))}`)
    .join(' ')
}
const industryWords = (doc: PublicDoc) => {
  const industry = text(fieldOf(doc, 'industry'))
  return isIndustry(industry) ? industryLabel(industry) : ''
}
const exactly = (...paths: string[]) =>
  new RegExp(`^(?:${paths.map((path) => path.replace(/[/.]/g, '\\$&')).join('|')})$`)

/**
 * Every kind of content with a public page, described once: the preview, the sitemap, the site
 * search, revalidation, slug redirects and scheduled publishing all read this list. Adding a
 * type means its collection (built with draftedContent), an entry here and its page.
 */
export const CONTENT_TYPES = [
  {
    collection: 'services',
    label: 'Service',
    path: (doc) => {
      const slug = slugOf(doc)
      return slug ? PATHS.service(slug) : null
    },
    pathShape: new RegExp(`^/services/${SLUG}$`),
    tags: [TAGS.services],
    docTags: (doc) => (slugOf(doc) ? [TAGS.service(slugOf(doc) as string)] : []),
    alsoAt: (doc) => {
      const slug = slugOf(doc)
      return slug ? [PATHS.quote({ slug })] : []
    },
    // Service cards, prices and titles (the quote form's service list).
    shownOn: [PATHS.home, PATHS.services, PATHS.contactQuote],
    sitemap: { changeFrequency: 'monthly', priority: 0.8 },
    search: {
      title: (doc) => text(fieldOf(doc, 'title')),
      summary: (doc) => text(fieldOf(doc, 'description')),
      text: (doc) => searchableText(fieldOf(doc, 'description'), fieldOf(doc, 'longDescription')),
    },
    preview: true,
    redirectOnSlugChange: true,
  },
  {
    collection: 'pages',
    label: 'Page',
    path: (doc) => {
      const slug = slugOf(doc)
      return slug ? `/${slug}` : null
    },
    pathShape: new RegExp(`^/${SLUG}$`),
    tags: [TAGS.pages],
    docTags: (doc) => (slugOf(doc) ? [TAGS.page(slugOf(doc) as string)] : []),
    shownOn: [],
    sitemap: { changeFrequency: 'monthly', priority: 0.5 },
    search: {
      title: (doc) => text(fieldOf(doc, 'title')),
      summary: (doc) => seoDescription(doc),
      text: (doc) =>
        searchableText(
          seoDescription(doc),
          blockWords(fieldOf(doc, 'layout')),
          fieldOf(doc, 'layout'),
        ),
    },
    preview: true,
    redirectOnSlugChange: true,
  },
  {
    collection: 'plans',
    label: 'Plan',
    // A plan is shown on its kind's page, whatever its slug.
    path: (doc) =>
      fieldOf(doc, 'kind') === 'white-label'
        ? PATHS.whiteLabel
        : fieldOf(doc, 'kind') === 'maintenance'
          ? PATHS.maintenance
          : null,
    pathShape: exactly(PATHS.whiteLabel, PATHS.maintenance),
    tags: [TAGS.plans],
    shownOn: [],
    sitemap: false,
    search: false,
    preview: true,
    redirectOnSlugChange: false,
  },
  {
    collection: 'templates',
    label: 'Template',
    path: () => PATHS.templates,
    pathShape: exactly(PATHS.templates),
    tags: [TAGS.templates],
    shownOn: [],
    sitemap: false,
    search: {
      title: (doc) => text(fieldOf(doc, 'name')),
      summary: (doc) => text(fieldOf(doc, 'description')),
      text: (doc) => searchableText(fieldOf(doc, 'description'), fieldOf(doc, 'industry')),
    },
    preview: true,
    redirectOnSlugChange: false,
  },
  {
    collection: 'articles',
    label: 'Article',
    path: (doc) => {
      const slug = slugOf(doc)
      return slug ? PATHS.article(slug) : null
    },
    pathShape: new RegExp(`^/insights/${SLUG}$`),
    // Every list page, category page and related-articles box reads with this tag.
    tags: [TAGS.articles],
    docTags: (doc) => (slugOf(doc) ? [TAGS.article(slugOf(doc) as string)] : []),
    shownOn: [PATHS.insights, PATHS.insightsFeed],
    sitemap: { changeFrequency: 'monthly', priority: 0.6 },
    search: {
      title: (doc) => text(fieldOf(doc, 'title')),
      summary: (doc) => text(fieldOf(doc, 'excerpt')),
      text: (doc) => searchableText(fieldOf(doc, 'excerpt'), fieldOf(doc, 'body')),
    },
    preview: true,
    redirectOnSlugChange: true,
  },
  {
    collection: 'case-studies',
    label: 'Case study',
    path: (doc) => {
      const slug = slugOf(doc)
      return slug ? PATHS.caseStudy(slug) : null
    },
    pathShape: new RegExp(`^/work/${SLUG}$`),
    // /work's filter pages, the service pages and the case studies block read with this tag.
    tags: [TAGS.caseStudies],
    docTags: (doc) => (slugOf(doc) ? [TAGS.caseStudy(slugOf(doc) as string)] : []),
    shownOn: [PATHS.work],
    sitemap: { changeFrequency: 'monthly', priority: 0.7 },
    search: {
      title: (doc) => text(fieldOf(doc, 'title')),
      summary: (doc) => text(fieldOf(doc, 'summary')),
      text: (doc) =>
        searchableText(
          fieldOf(doc, 'clientName'),
          fieldOf(doc, 'summary'),
          fieldOf(doc, 'challenge'),
          fieldOf(doc, 'approach'),
          fieldOf(doc, 'outcome'),
          resultWords(doc),
          industryWords(doc),
        ),
    },
    preview: true,
    redirectOnSlugChange: true,
  },
  {
    // No drafts: a category is public once saved. Its list reads articles, so it carries
    // their tag too; the category tag reaches every article that names it.
    collection: 'categories',
    label: 'Insights category',
    path: (doc) => {
      const slug = slugOf(doc)
      return slug ? PATHS.insightsCategory(slug) : null
    },
    pathShape: new RegExp(`^/insights/category/${SLUG}$`),
    tags: [TAGS.categories],
    shownOn: [PATHS.insights, PATHS.insightsFeed],
    sitemap: { changeFrequency: 'weekly', priority: 0.5 },
    search: false,
    preview: false,
    redirectOnSlugChange: false,
  },
  {
    collection: 'testimonials',
    label: 'Testimonial',
    // Shown only inside other content (case studies, the testimonials block), whose readers use
    // the tag: a save expires them all.
    path: () => null,
    pathShape: /(?!)/,
    tags: [TAGS.testimonials],
    shownOn: [],
    sitemap: false,
    search: false,
    preview: false,
    redirectOnSlugChange: false,
  },
  {
    global: 'home-page',
    label: 'Home page',
    path: () => PATHS.home,
    pathShape: exactly(PATHS.home),
    tags: [TAGS.homePage],
    shownOn: [],
    sitemap: { changeFrequency: 'weekly', priority: 1 },
    search: false,
    preview: true,
    redirectOnSlugChange: false,
  },
  {
    global: 'about-page',
    label: 'About page',
    path: () => PATHS.about,
    pathShape: exactly(PATHS.about),
    tags: [TAGS.aboutPage],
    shownOn: [],
    sitemap: { changeFrequency: 'weekly', priority: 0.7 },
    search: false,
    preview: true,
    redirectOnSlugChange: false,
  },
  {
    global: 'estimator-settings',
    label: 'AI estimator',
    path: () => PATHS.aiEstimator,
    pathShape: exactly(PATHS.aiEstimator),
    tags: [TAGS.estimatorSettings],
    shownOn: [],
    // Listed with the other tools (src/app/sitemap.ts).
    sitemap: false,
    search: false,
    preview: false,
    redirectOnSlugChange: false,
  },
] as const satisfies readonly ContentType[]

export type ContentCollection = Extract<
  (typeof CONTENT_TYPES)[number],
  { collection: string }
>['collection']
export type ContentGlobal = Extract<(typeof CONTENT_TYPES)[number], { global: string }>['global']

const byCollection = new Map<string, CollectionContentType>(
  CONTENT_TYPES.flatMap((type) => ('collection' in type ? [[type.collection, type]] : [])),
)
const byGlobal = new Map<string, GlobalContentType>(
  CONTENT_TYPES.flatMap((type) => ('global' in type ? [[type.global, type]] : [])),
)

export const collectionType = (slug: string): CollectionContentType | undefined =>
  byCollection.get(slug)
export const globalType = (slug: string): GlobalContentType | undefined => byGlobal.get(slug)

export const collectionTypes = (): CollectionContentType[] => [...byCollection.values()]
export const globalTypes = (): GlobalContentType[] => [...byGlobal.values()]

/** The drafted collections and globals editors preview (Payload's `admin.livePreview`). */
export const previewCollections = () =>
  collectionTypes()
    .filter((type) => type.preview)
    .map((type) => type.collection)
export const previewGlobals = () =>
  globalTypes()
    .filter((type) => type.preview)
    .map((type) => type.global)

/** The public paths a save of this document touches: its own (old and new), and where it is shown. */
export function revalidationTargets(
  type: ContentType,
  docs: ReadonlyArray<PublicDoc | null | undefined>,
) {
  const present = docs.filter((doc): doc is PublicDoc => Boolean(doc))
  const paths = present
    .flatMap((doc) => [type.path(doc), ...(type.alsoAt?.(doc) ?? [])])
    .filter((path): path is string => path !== null)
  return {
    tags: [...new Set([...type.tags, ...present.flatMap((doc) => type.docTags?.(doc) ?? [])])],
    paths: [...new Set([...paths, ...type.shownOn, ...(type.sitemap ? ['/sitemap.xml'] : [])])],
  }
}

/** Only paths some content type can have, so the preview route can never become an open redirect. */
export const isContentPath = (path: string): boolean =>
  CONTENT_TYPES.some((type) => type.pathShape.test(path))
