import { buttonClasses } from '@/components/ui/Button'
import { TextField } from '@/components/ui/FormField'
import { SEARCH_QUERY_MAX } from '@/data/search'
import { PATHS } from '@/utilities/paths'

/** A plain GET form: search works without JavaScript and every result page has its own URL. */
export function SearchForm({ query }: { query: string }) {
  return (
    <form
      action={PATHS.search}
      method="get"
      role="search"
      className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      <TextField
        id="site-search"
        fieldClassName="flex-1"
        label="Search the site"
        name="q"
        type="search"
        defaultValue={query}
        maxLength={SEARCH_QUERY_MAX}
        placeholder="e.g. e-commerce, hosting, POPIA"
      />
      <button type="submit" className={buttonClasses('primary', 'md')}>
        Search
      </button>
    </form>
  )
}
