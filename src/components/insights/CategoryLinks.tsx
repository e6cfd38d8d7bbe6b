import type { Category } from '@/payload-types'
import { PATHS } from '@/utilities/paths'

/** An article's categories as links to their lists (unpopulated ones are skipped). */
export function CategoryLinks({ categories }: { categories: (string | Category)[] }) {
  const populated = categories.filter(
    (category): category is Category => typeof category === 'object',
  )
  if (!populated.length) return null
  return (
    <ul className="flex flex-wrap gap-2">
      {populated.map((category) => (
        <li key={category.id}>
          <a
            href={PATHS.insightsCategory(category.slug)}
            className="inline-flex rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800 hover:bg-brand-100"
          >
            {category.title}
          </a>
        </li>
      ))}
    </ul>
  )
}
