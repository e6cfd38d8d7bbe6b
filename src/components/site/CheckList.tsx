import { CheckIcon } from '@/components/ui/icons'
import { cn } from '@/utilities/cn'

type CheckItem = { text: string; id?: string | null }

/** A list of ticked items (the tick is the `.checks` CSS), in one column or two. */
export function CheckList({ items, columns = false }: { items: CheckItem[]; columns?: boolean }) {
  return (
    <ul
      className={cn(
        'checks checks-lg text-slate-700',
        columns ? 'grid gap-3 sm:grid-cols-2' : 'space-y-3',
      )}
    >
      {items.map((item, index) => (
        <li key={item.id ?? index}>{item.text}</li>
      ))}
    </ul>
  )
}

/** One reason to choose the agency: a round tick beside a title and a line of text. */
export function CheckPoint({
  title,
  description,
  className,
  badgeClassName,
}: {
  title: string
  description?: string | null
  className?: string
  badgeClassName?: string
}) {
  return (
    <li className={cn('flex gap-4', className)}>
      <span
        className={cn(
          'grid shrink-0 place-items-center rounded-full bg-green-100 text-green-800',
          badgeClassName,
        )}
      >
        <CheckIcon className="size-4" />
      </span>
      <div>
        <h3 className="font-semibold text-slate-900">{title}</h3>
        <p className="mt-1 text-sm leading-6 text-slate-600">{description}</p>
      </div>
    </li>
  )
}

type TickPoint = { title: string; text: string; href?: string }

/** Titled points, each beside a green tick; a point with an address links its title there. */
export function TickList({
  items,
  titleAs: Title = 'h3',
}: {
  items: readonly TickPoint[]
  /** 'p' where the points sit under a heading that would otherwise gain sub-headings it does not need. */
  titleAs?: 'h3' | 'p'
}) {
  return (
    <ul className="space-y-4">
      {items.map((item) => (
        <li key={item.title} className="flex gap-3">
          <CheckIcon className="mt-0.5 size-5 shrink-0 text-green-700" />
          <div>
            <Title className="font-semibold text-slate-900">
              {item.href ? (
                <a href={item.href} className="hover:text-brand-700 hover:underline">
                  {item.title}
                </a>
              ) : (
                item.title
              )}
            </Title>
            <p className="text-sm text-slate-700">{item.text}</p>
          </div>
        </li>
      ))}
    </ul>
  )
}
