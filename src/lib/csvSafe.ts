/**
 * Spreadsheet formula neutralisation for CSV exports (OWASP "CSV injection"): a cell that starts
 * with = + - @, a tab or a carriage return is read as a formula by Excel, LibreOffice and Google
 * Sheets, so a visitor typing '=HYPERLINK(...)' into a form could make staff run it. A leading
 * apostrophe makes the spreadsheet show the text as text. Phone numbers like '+27 21 ...' get the
 * apostrophe too; spreadsheets hide it.
 */
const FORMULA_START = /^[=+\-@\t\r]/

export const neutraliseCell = (value: string): string => (FORMULA_START.test(value) ? `'${value}` : value)

export function neutraliseRow(row: Record<string, unknown>): Record<string, unknown> {
  const safe: Record<string, unknown> = {}
  for (const [column, value] of Object.entries(row)) {
    safe[column] = typeof value === 'string' ? neutraliseCell(value) : value
  }
  return safe
}
