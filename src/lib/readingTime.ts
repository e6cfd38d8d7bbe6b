/** Words a reader of a screen reads in a minute: the common estimate for non-fiction. */
export const WORDS_PER_MINUTE = 200
/** Seconds a reader spends on each picture of the body. */
export const SECONDS_PER_IMAGE = 12

type LexicalNode = { type?: string; text?: string; children?: LexicalNode[] }

function countBody(node: LexicalNode, counts: { words: number; images: number }) {
  if (node.type === 'text' && typeof node.text === 'string') {
    counts.words += node.text.split(/\s+/).filter(Boolean).length
  }
  if (node.type === 'upload') counts.images += 1
  for (const child of node.children ?? []) countBody(child, counts)
}

/**
 * Whole minutes to read a rich-text body (Lexical JSON): its words at WORDS_PER_MINUTE plus
 * SECONDS_PER_IMAGE per picture, rounded up, and at least one for any body with content.
 */
export function readingMinutes(body: { root: LexicalNode } | null | undefined): number {
  if (!body) return 0
  const counts = { words: 0, images: 0 }
  countBody(body.root, counts)
  if (counts.words === 0 && counts.images === 0) return 0
  const seconds = (counts.words / WORDS_PER_MINUTE) * 60 + counts.images * SECONDS_PER_IMAGE
  return Math.max(1, Math.ceil(seconds / 60))
}

/** "6 min read" */
export const readingTimeLabel = (minutes: number) => `${Math.max(1, minutes)} min read`
