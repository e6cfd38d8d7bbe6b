import { cn } from '@/utilities/cn'

const LINK =
  'inline-flex min-w-10 items-center justify-center rounded-lg px-3 py-2 text-sm font-semibold'

/** Numbered pages with previous and next, as plain links: the pages are static. */
export function Pagination({
  page,
  totalPages,
  href,
}: {
  page: number
  totalPages: number
  href: (page: number) => string
}) {
  if (totalPages <= 1) return null
  const pages = Array.from({ length: totalPages }, (_, index) => index + 1)
  return (
    <nav aria-label="Pagination" className="mt-12">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <a href={href(page - 1)} rel="prev" className={cn(LINK, 'btn-outline')}>
              Previous
            </a>
          </li>
        ) : null}
        {pages.map((number) => (
          <li key={number}>
            <a
              href={href(number)}
              aria-current={number === page ? 'page' : undefined}
              className={cn(LINK, number === page ? 'bg-brand-600 text-white' : 'btn-outline')}
            >
              <span className="sr-only">Page </span>
              {number}
            </a>
          </li>
        ))}
        {page < totalPages ? (
          <li>
            <a href={href(page + 1)} rel="next" className={cn(LINK, 'btn-outline')}>
              Next
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
