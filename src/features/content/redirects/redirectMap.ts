import { collectionType, previewCollections } from '@/utilities/contentTypes'
import { isSitePath, normalizeRedirectPath } from '@/validation/redirect'

/** The parts of a stored redirect the map needs; `reference.value` populated (depth 1) or an id. */
export type StoredRedirect = {
  from: string
  to?: {
    type?: 'reference' | 'custom' | null
    reference?: { relationTo: string; value: unknown } | null
    url?: string | null
  } | null
}

export type RedirectPairs = Array<[from: string, to: string]>

const isRedirectCollection = (slug: string) => previewCollections().includes(slug)

/** Where a redirect sends a visitor now: a document's current path, or the address staff typed. */
export function targetOf(redirect: StoredRedirect): string | null {
  const to = redirect.to
  if (to?.type === 'custom') return to.url || null
  const reference = to?.reference
  if (!reference || !isRedirectCollection(reference.relationTo)) return null
  const doc = reference.value
  if (typeof doc !== 'object' || doc === null) return null
  return collectionType(reference.relationTo)?.path(doc) ?? null
}

/** Follows a target through further redirects, so a visitor gets one 308, never a chain. */
function finalTarget(from: string, rules: ReadonlyMap<string, string>): string | null {
  let target = rules.get(from)
  const seen = new Set([from])
  while (target !== undefined && isSitePath(target)) {
    const path = normalizeRedirectPath(target)
    if (seen.has(path)) return null
    const next = rules.get(path)
    if (next === undefined) return target
    seen.add(path)
    target = next
  }
  return target ?? null
}

/** from → final target for every redirect; a loop (which validation refuses) is left out, not served. */
export function resolveRedirects(redirects: readonly StoredRedirect[]): RedirectPairs {
  const rules = new Map<string, string>()
  for (const redirect of redirects) {
    const target = targetOf(redirect)
    if (target) rules.set(normalizeRedirectPath(redirect.from), target)
  }
  const pairs: RedirectPairs = []
  for (const from of rules.keys()) {
    const target = finalTarget(from, rules)
    if (target !== null) pairs.push([from, target])
  }
  return pairs
}

/**
 * The path a new or changed redirect would loop through, or null: its target is its own path, or
 * the redirects already stored lead from its target back to it.
 */
export function loopThrough(
  candidate: { from: string; target: string },
  others: readonly StoredRedirect[],
): string | null {
  const from = normalizeRedirectPath(candidate.from)
  if (!isSitePath(candidate.target)) return null
  const first = normalizeRedirectPath(candidate.target)
  if (first === from) return from
  const rules = new Map<string, string>()
  for (const redirect of others) {
    const target = targetOf(redirect)
    const path = normalizeRedirectPath(redirect.from)
    if (target && path !== from) rules.set(path, target)
  }
  rules.set(from, candidate.target)
  return finalTarget(from, rules) === null ? first : null
}
