import { Container } from '@/components/ui/Container'

import type { NavLink } from './navigation'

type FooterProps = {
  brandName: string
  tagline?: string | null
  contactEmail: string
  phone?: string | null
  address?: string | null
  socialUrl?: string | null
  /** The link columns of the navigation global. */
  columns: readonly { heading: string; links?: readonly NavLink[] | null }[]
}

const NETWORKS: Record<string, string> = {
  'linkedin.com': 'LinkedIn',
  'facebook.com': 'Facebook',
  'instagram.com': 'Instagram',
  'x.com': 'X',
  'twitter.com': 'X',
  'youtube.com': 'YouTube',
}

function socialNetworkName(url: string): string {
  try {
    const host = new URL(url).hostname.replace(/^www\./, '')
    return NETWORKS[host] ?? 'social media'
  } catch {
    return 'social media'
  }
}

function LinkList({ heading, links }: { heading: string; links: readonly NavLink[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{heading}</h2>
      <ul className="mt-4 space-y-3 text-sm">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className="footer-link">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

export function Footer({
  brandName,
  tagline,
  contactEmail,
  phone,
  address,
  socialUrl,
  columns,
}: FooterProps) {
  const year = new Date().getFullYear()
  return (
    <footer className="bg-slate-900 text-slate-300">
      {/* Below every page's first screen; on the inner grid, so the dark band itself is always drawn. */}
      <Container className="below-fold grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{brandName}</p>
          {tagline ? <p className="mt-3 text-sm">{tagline}</p> : null}
          {socialUrl ? (
            <a
              href={socialUrl}
              rel="me noopener"
              target="_blank"
              className="footer-link mt-4 inline-block text-sm underline"
            >
              Follow {brandName} on {socialNetworkName(socialUrl)}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : null}
        </div>
        {columns.map((column) => (
          <LinkList key={column.heading} heading={column.heading} links={column.links ?? []} />
        ))}
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">Get in touch</h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li>
              <a href={`mailto:${contactEmail}`} className="footer-link">
                {contactEmail}
              </a>
            </li>
            {phone ? (
              <li>
                <a href={`tel:${phone.replace(/\s+/g, '')}`} className="footer-link">
                  {phone}
                </a>
              </li>
            ) : null}
            {address ? <li>{address}</li> : null}
          </ul>
        </div>
      </Container>
      <div className="border-t border-slate-800">
        <Container className="py-6 text-sm text-slate-400">
          <p>
            © {year} {brandName}. All rights reserved.
          </p>
        </Container>
      </div>
    </footer>
  )
}
