/** OWASP CSV injection: a leading apostrophe keeps a cell starting with = + - @ from running as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/

export const neutraliseCell = (value: string): string =>
  FORMULA_START.test(value) ? `'${value}` : value

export function neutraliseRow(row: Record<string, unknown>): Record<string, unknown> {
  const safe: Record<string, unknown> = {}
  for (const [column, value] of Object.entries(row)) {
    safe[column] = typeof value === 'string' ? neutraliseCell(value) : value
  }
  return safe
}
