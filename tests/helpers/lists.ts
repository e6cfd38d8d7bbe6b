/**
 * The first item of a list the test cannot go on without. An empty list fails here, naming what
 * was expected, rather than later on a property of undefined.
 */
export function first<T>(list: readonly T[], what: string): T {
  const [item] = list
  if (item === undefined) throw new Error(`Expected ${what}, found none`)
  return item
}

/** The id of a relation, whether Payload gave the id or the populated document. */
export const idOf = (ref: unknown): string | undefined =>
  typeof ref === 'string'
    ? ref
    : ref && typeof ref === 'object' && 'id' in ref
      ? String(ref.id)
      : undefined
