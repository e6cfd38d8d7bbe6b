/**
 * Competitor URL list of the competitor-analysis tool (spec §5 'Competitor analysis'). The page
 * says "up to 3 competitors" but the spec does not enforce it, and no URL format is checked.
 */

/** Only shown in the page text. */
export const STATED_COMPETITOR_LIMIT = 3

const sameUrl = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase()

/** The Add button is disabled while the input is blank. */
export const canAddCompetitor = (input: string): boolean => input.trim() !== ''

/** A new list with the trimmed input appended; blank input and duplicates leave it as it was. */
export function addCompetitor(list: readonly string[], input: string): string[] {
  const url = input.trim()
  if (url === '' || list.some((existing) => sameUrl(existing, url))) return [...list]
  return [...list, url]
}

export function removeCompetitor(list: readonly string[], url: string): string[] {
  return list.filter((existing) => existing !== url)
}

/** Start Analysis needs the visitor's own URL and at least one competitor. */
export function canStartAnalysis(ownUrl: string, list: readonly string[]): boolean {
  return ownUrl.trim() !== '' && list.length > 0
}
