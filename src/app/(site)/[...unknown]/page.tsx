import { notFound } from 'next/navigation'

// Two root layouts leave no global 404, so unclaimed paths land here and get the site's not-found page.

// The not-found page's title and description. Next takes the flight data's metadata from this page,
// not from not-found.tsx, so without it the tab showed the home page's title once React hydrated.
export { metadata } from '../not-found'

// Rendered on demand like a prerendered page (never per request), so the answer passes through the
// cache handler and carries the page policy; the handler does not keep it (src/cache/cacheHandler.mjs).
export const generateStaticParams = (): { unknown: string[] }[] => []

export default function UnknownPath() {
  notFound()
}
