import { PATHS } from '@/utilities/paths'

export type NavLink = { label: string; href: string }

/** The header's links, in the spec's order. */
export const MAIN_NAV: readonly NavLink[] = [
  { label: 'Home', href: PATHS.home },
  { label: 'Services', href: PATHS.services },
  { label: 'About', href: PATHS.about },
  { label: 'Contact', href: PATHS.contact },
]

/** Home only on an exact match, or it would be current everywhere. */
export function isActivePath(href: string, pathname: string | null | undefined): boolean {
  if (!pathname) return false
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  if (href === PATHS.home) return path === PATHS.home
  return path === href || path.startsWith(`${href}/`)
}
