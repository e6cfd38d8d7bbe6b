/**
 * The words of a stored document for the site search: every Lexical text node of a rich-text
 * value (or of blocks holding rich text), joined by spaces. Nothing else of the JSON is read.
 */
export function richTextWords(value: unknown): string {
  const words: string[] = []
  const visit = (node: unknown) => {
    if (Array.isArray(node)) {
      node.forEach(visit)
      return
    }
    if (typeof node !== 'object' || node === null) return
    const record = node as Record<string, unknown>
    if (record.type === 'text' && typeof record.text === 'string') words.push(record.text)
    for (const [key, child] of Object.entries(record)) if (key !== 'text') visit(child)
  }
  visit(value)
  return words.join(' ').replace(/\s+/g, ' ').trim()
}

/** Plain strings and rich text, in order, as one line of searchable text. */
export const searchableText = (...parts: unknown[]): string =>
  parts
    .map((part) => (typeof part === 'string' ? part : richTextWords(part)))
    .filter(Boolean)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim()
