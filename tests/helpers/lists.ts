/**
 * The first item of a list the test cannot go on without. An empty list fails here, naming what
 * was expected, rather than later on a property of undefined.
 */
export function first<T>(list: readonly T[], what: string): T {
  const [item] = list
  if (item === undefined) throw new Error(`Expected ${what}, found none`)
  return item
}

/**
 * A value the test cannot go on without. A missing one fails here, naming what was expected,
 * rather than later on a property of undefined.
 */
export function required<T>(value: T | null | undefined, what: string): T {
  if (value === undefined || value === null) throw new Error(`Expected ${what}, found none`)
  return value
}

/** The id of a relation, whether Payload gave the id or the populated document. */
export const idOf = (ref: unknown): string | undefined =>
  typeof ref === 'string'
    ? ref
    : ref && typeof ref === 'object' && 'id' in ref
      ? String(ref.id)
      : undefined
