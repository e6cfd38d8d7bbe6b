'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useId, useState } from 'react'

import { buttonClasses } from '@/components/ui/Button'
import { Link } from '@/components/ui/Link'
import { isActivePath, type NavLink } from './navigation'

/** The header's links and the small-screen menu: the only interactive part of the header. */
export function HeaderNav({ links: menu, button }: { links: readonly NavLink[]; button: NavLink }) {
  const pathname = usePathname()
  // The menu stays open only on the page it was opened on, so back/forward closes it too.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null)
  const menuId = useId()

  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenOn(null)
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [open])

  const links = (variant: 'desktop' | 'mobile') =>
    menu.map((link) => {
      const active = isActivePath(link.href, pathname)
      return (
        <li key={link.href}>
          <Link
            href={link.href}
            aria-current={active ? 'page' : undefined}
            onClick={() => setOpen(false)}
            className={`nav-link nav-link-${variant}`}
          >
            {link.label}
          </Link>
        </li>
      )
    })

  return (
    <>
      <nav aria-label="Main" className="hidden items-center gap-2 md:flex">
        <ul className="flex items-center gap-1">{links('desktop')}</ul>
        <Link href={button.href} className={buttonClasses('primary', 'sm', 'ml-2')}>
          {button.label}
        </Link>
      </nav>

      <button
        type="button"
        className="inline-flex size-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 md:hidden"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        <span className="sr-only">{open ? 'Close menu' : 'Open menu'}</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>

      <nav
        id={menuId}
        aria-label="Mobile"
        hidden={!open}
        className="absolute inset-x-0 top-full border-b border-slate-200 bg-white px-4 pb-4 pt-2 shadow-lg md:hidden"
      >
        <ul className="flex flex-col gap-1">{links('mobile')}</ul>
        <Link
          href={button.href}
          onClick={() => setOpen(false)}
          className={buttonClasses('primary', 'md', 'mt-3 w-full')}
        >
          {button.label}
        </Link>
      </nav>
    </>
  )
}
