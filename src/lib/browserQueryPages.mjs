/**
 * Links whose query only the browser reads (the enquiry form's prefill, src/lib/contactPrefill.ts):
 * the path, the parameter that chooses which prerendered page answers, and every parameter that
 * page reads in the browser. Written once: next.config.mjs rewrites from it, and the front server
 * answers such a link from that page's compressed copy (src/server/cachedPages.mjs), as Next would.
 * Plain ESM: the production server imports it with Node alone.
 *
 * @typedef {{ path: string, when?: string, page: string, reads: readonly string[] }} BrowserQueryPage
 * @type {readonly BrowserQueryPage[]}
 */
export const BROWSER_QUERY_PAGES = [
  // An older quote link, /contact?service=…&title=…: the quote mode's page (a service's own quote
  // page, /contact/quote/<service>, needs no query).
  { path: '/contact', when: 'service', page: '/contact/quote', reads: ['service', 'title'] },
  // A plan's link, /contact?plan=maintenance:Professional: the contact page itself.
  { path: '/contact', page: '/contact', reads: ['plan'] },
]

/**
 * The prerendered page that answers `path` with a query of these parameter names (marketing
 * parameters left out), or undefined when the query is one the server must see.
 * @param {string} path
 * @param {readonly string[]} names
 */
export function browserQueryPage(path, names) {
  if (names.length === 0) return path
  return BROWSER_QUERY_PAGES.find(
    (entry) =>
      entry.path === path &&
      (entry.when === undefined || names.includes(entry.when)) &&
      names.every((name) => entry.reads.includes(name)),
  )?.page
}

/** next.config.mjs's rewrites for the entries a parameter sends to another page. */
export const browserQueryRewrites = () =>
  BROWSER_QUERY_PAGES.flatMap((entry) =>
    entry.when !== undefined && entry.page !== entry.path
      ? [
          {
            source: entry.path,
            has: [{ type: /** @type {const} */ ('query'), key: entry.when }],
            destination: entry.page,
          },
        ]
      : [],
  )
