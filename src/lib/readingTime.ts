import { richTextWords } from './plainText'

/** Words a reader of a screen reads in a minute: the common estimate for non-fiction. */
export const WORDS_PER_MINUTE = 200
/** Seconds a reader spends on each picture of the body. */
export const SECONDS_PER_IMAGE = 12

type LexicalNode = { type?: string; children?: LexicalNode[] }

const countImages = (node: LexicalNode): number =>
  (node.type === 'upload' ? 1 : 0) +
  (node.children ?? []).reduce((sum, child) => sum + countImages(child), 0)

/**
 * Whole minutes to read a rich-text body (Lexical JSON): its words (the search's words,
 * src/lib/plainText) at WORDS_PER_MINUTE plus SECONDS_PER_IMAGE per picture, rounded up, and at
 * least one for any body with content.
 */
export function readingMinutes(body: { root: LexicalNode } | null | undefined): number {
  if (!body) return 0
  const words = richTextWords(body).split(' ').filter(Boolean).length
  const images = countImages(body.root)
  if (words === 0 && images === 0) return 0
  const seconds = (words / WORDS_PER_MINUTE) * 60 + images * SECONDS_PER_IMAGE
  return Math.max(1, Math.ceil(seconds / 60))
}

/** "6 min read" */
export const readingTimeLabel = (minutes: number) => `${Math.max(1, minutes)} min read`
