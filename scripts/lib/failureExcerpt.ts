/** Vitest's colours and styles in a log written to a file. */
const ANSI = /\u001b\[[0-9;]*m/g

/**
 * What each failed test got, from vitest's "Failed Tests" section: its error line (vitest's JSON
 * report has only a placeholder stack for a timeout) and the changed lines of its assertion diff
 * (the "- Expected" / "+ Received" blocks, without the unchanged context), so the very end of a
 * CI log says what happened, not only that a test failed. Each line is clipped to `width`
 * characters and at most `max` lines are kept: a changed line can hold a whole JSON document.
 */
export function failureExcerpt(lines: readonly string[], max = 40, width = 240): string[] {
  const plain = lines.map((line) => line.replace(ANSI, ''))
  const kept: string[] = []
  plain.forEach((line, i) => {
    if (/^[-+] /.test(line)) kept.push(line)
    else if (/^ FAIL /.test(line)) {
      kept.push(line.trim())
      const error = plain.slice(i + 1).find((next) => next.trim() !== '')
      if (error) kept.push(`  ${error.trim()}`)
    }
  })
  const clipped = kept.map((line) => (line.length > width ? `${line.slice(0, width)}…` : line))
  return clipped.length > max
    ? [...clipped.slice(0, max), `… ${clipped.length - max} more`]
    : clipped
}
