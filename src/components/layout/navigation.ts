import { PATHS } from '@/utilities/paths'

/** A menu entry from the navigation global (src/globals/Navigation.ts). */
export type NavLink = { label: string; href: string }

/** Home only on an exact match, or it would be current everywhere. */
export function isActivePath(href: string, pathname: string | null | undefined): boolean {
  if (!pathname) return false
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  if (href === PATHS.home) return path === PATHS.home
  return path === href || path.startsWith(`${href}/`)
}
