/** Template gallery search and filters (spec §5 'Template search'). */

export interface FilterableTemplate {
  readonly name: string
  readonly description: string
  readonly industry: string
  readonly type: string
}

export interface TemplateFilters {
  readonly q?: string
  readonly industry?: string
  readonly type?: string
}

/** The select value that means "no filter". */
export const ALL = 'all'

const matchesFilter = (value: string, filter: string | undefined): boolean =>
  !filter || filter === ALL || value === filter

export function filterTemplates<T extends FilterableTemplate>(
  templates: readonly T[],
  { q, industry, type }: TemplateFilters,
): T[] {
  const query = (q ?? '').trim().toLowerCase()
  return templates.filter(
    (template) =>
      (query === '' ||
        template.name.toLowerCase().includes(query) ||
        template.description.toLowerCase().includes(query)) &&
      matchesFilter(template.industry, industry) &&
      matchesFilter(template.type, type),
  )
}
