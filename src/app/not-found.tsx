/**
 * The root segment's not-found. No page reaches it: the site's 404 is (site)/not-found.tsx and the
 * admin's is Payload's. But Next serialises the root segment's not-found element into every page's
 * payload, and without this file that is its built-in page with inline styles: 1.2 KB of inline
 * script on every route (issue 25). This one is a heading.
 */
export default function NotFound() {
  return <h1>Page not found</h1>
}
