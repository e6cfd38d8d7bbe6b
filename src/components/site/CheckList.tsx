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
