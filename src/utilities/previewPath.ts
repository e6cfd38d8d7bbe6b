import { PATHS } from '@/utilities/paths'

/** Content types with drafts and live preview (Payload config `admin.livePreview`). */
export const PREVIEW_COLLECTIONS = ['services', 'pages', 'plans', 'templates'] as const
export const PREVIEW_GLOBALS = ['home-page', 'about-page'] as const

type PreviewTarget =
  | { collection: (typeof PREVIEW_COLLECTIONS)[number]; data: Record<string, unknown> }
  | { global: (typeof PREVIEW_GLOBALS)[number] }

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export function previewPath(target: PreviewTarget): string | null {
  if ('global' in target) return target.global === 'home-page' ? PATHS.home : PATHS.about
  const { collection, data } = target
  const slug = typeof data.slug === 'string' && SLUG.test(data.slug) ? data.slug : null
  switch (collection) {
    case 'services':
      return slug ? PATHS.service(slug) : null
    case 'pages':
      return slug ? `/${slug}` : null
    case 'plans':
      return data.kind === 'white-label' ? PATHS.whiteLabel : PATHS.maintenance
    case 'templates':
      return PATHS.templates
  }
}

/** Only the preview pages, matched by shape, so the route can never become an open redirect. */
export function isPreviewablePath(path: string): boolean {
  if (
    (
      [PATHS.home, PATHS.about, PATHS.templates, PATHS.maintenance, PATHS.whiteLabel] as string[]
    ).includes(path)
  )
    return true
  const [, first, second, extra] = path.split('/')
  if (extra !== undefined || !first) return false
  if (first === 'services') return second !== undefined && SLUG.test(second)
  return second === undefined && SLUG.test(first)
}

/** The admin's preview address for a path: the preview route checks staff, then opens it. */
export const previewUrl = (serverUrl: string, path: string) =>
  `${serverUrl}/next/preview?${new URLSearchParams({ path }).toString()}`
