/** The competitor-analysis URL list (spec §5): "up to 3" is page text only, and no URL format is checked. */

/** Only shown in the page text. */
export const STATED_COMPETITOR_LIMIT = 3

const sameUrl = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase()

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

export function canStartAnalysis(ownUrl: string, list: readonly string[]): boolean {
  return ownUrl.trim() !== '' && list.length > 0
}
