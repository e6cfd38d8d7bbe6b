import { cn } from '@/utilities/cn'

type CheckItem = { text: string; id?: string | null }

/** A list of ticked items (the tick is the `.checks` CSS), in one column or two. */
export function CheckList({ items, columns = false }: { items: CheckItem[]; columns?: boolean }) {
  return (
    <ul className={cn('checks checks-lg text-slate-700', columns ? 'grid gap-3 sm:grid-cols-2' : 'space-y-3')}>
      {items.map((item, index) => (
        <li key={item.id ?? index}>{item.text}</li>
      ))}
    </ul>
  )
}
