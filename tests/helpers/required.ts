/**
 * A value the test cannot go on without. A missing one fails here, naming what was expected,
 * rather than later on a property of undefined.
 */
export function required<T>(value: T | null | undefined, what: string): T {
  if (value === undefined || value === null) throw new Error(`Expected ${what}, found none`)
  return value
}
