/** Vitest's colours and styles in a log written to a file. */
const ANSI = /\u001b\[[0-9;]*m/g

/**
 * The changed lines of the assertion diffs in vitest's "Failed Tests" section (its "- Expected" /
 * "+ Received" blocks, without the unchanged context), so the very end of a CI log says what an
 * assertion got, not only that it failed. Each line is clipped to `width` characters and at most
 * `max` lines are kept: a changed line can hold a whole JSON document.
 */
export function changedDiffLines(lines: readonly string[], max = 40, width = 240): string[] {
  const changed = lines
    .map((line) => line.replace(ANSI, ''))
    .filter((line) => /^[-+] /.test(line))
    .map((line) => (line.length > width ? `${line.slice(0, width)}…` : line))
  return changed.length > max
    ? [...changed.slice(0, max), `… ${changed.length - max} more`]
    : changed
}
