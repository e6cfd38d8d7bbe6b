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

/** A page block's own words (src/fields/blocks): headings, texts, captions, questions, answers. */
const BLOCK_TEXT_FIELDS = new Set(['heading', 'text', 'intro', 'caption', 'question', 'answer'])

/** The plain-text fields of a layout of blocks, in order; its rich text is read by richTextWords. */
export function blockWords(layout: unknown): string {
  const words: string[] = []
  const visit = (node: unknown) => {
    if (Array.isArray(node)) {
      node.forEach(visit)
      return
    }
    if (typeof node !== 'object' || node === null || 'root' in node) return
    for (const [key, child] of Object.entries(node))
      if (BLOCK_TEXT_FIELDS.has(key) && typeof child === 'string') words.push(child)
      else visit(child)
  }
  visit(layout)
  return words.join(' ').replace(/\s+/g, ' ').trim()
}
