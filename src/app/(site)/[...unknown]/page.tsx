import { notFound } from 'next/navigation'

/*
 * The app has two root layouts ((site) and (payload)), so there is no single root layout
 * to render a global 404 in. Every path no other route claims lands here instead and gets
 * the site's not-found page, inside the site layout, with HTTP 404.
 */

// Rendered on demand like a prerendered page (never per request), so the answer passes through the
// cache handler and carries the page policy; the handler does not keep it (src/cache/cacheHandler.mjs).
export const generateStaticParams = (): { unknown: string[] }[] => []

export default function UnknownPath() {
  notFound()
}
