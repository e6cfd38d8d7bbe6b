import { Container } from '@/components/ui/Container'
import { Link } from '@/components/ui/Link'
import { PATHS } from '@/utilities/paths'

import { HeaderNav } from './HeaderNav'
import type { NavLink } from './navigation'

/** Sticky site header: the brand is server-rendered, only the navigation is a client island. */
export function Header({
  brandName,
  links,
  button,
}: {
  brandName: string
  links: readonly NavLink[]
  button: NavLink
}) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <Container className="relative flex h-16 items-center justify-between gap-4">
        <Link
          href={PATHS.home}
          className="flex items-center gap-2 rounded-lg text-lg font-bold text-slate-900"
        >
          <span
            aria-hidden="true"
            className="grid size-8 place-items-center rounded-lg bg-brand-600 text-sm text-white"
          >
            {brandName.charAt(0)}
          </span>
          {brandName}
        </Link>
        <HeaderNav links={links} button={button} />
      </Container>
    </header>
  )
}
