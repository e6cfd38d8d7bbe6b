import type {
  SerializedHeadingNode,
  SerializedListItemNode,
  SerializedListNode,
  SerializedParagraphNode,
  SerializedTextNode,
} from '@payloadcms/richtext-lexical'

import type { Page } from '../src/payload-types'

/** The stored shape of every richText field (they share one generated type). */
export type RichTextState = Page['content']

export type RichBlock = { h2: string } | { h3: string } | { p: string } | { ul: string[] }

const element = { direction: 'ltr', format: '', indent: 0, version: 1 } as const

const text = (value: string): SerializedTextNode => ({
  type: 'text',
  detail: 0,
  format: 0,
  mode: 'normal',
  style: '',
  text: value,
  version: 1,
})

const heading = (tag: 'h2' | 'h3', value: string): SerializedHeadingNode => ({
  ...element,
  type: 'heading',
  tag,
  children: [text(value)],
})

const paragraph = (value: string): SerializedParagraphNode => ({
  ...element,
  type: 'paragraph',
  textFormat: 0,
  textStyle: '',
  children: [text(value)],
})

const bulletList = (items: string[]): SerializedListNode => ({
  ...element,
  type: 'list',
  listType: 'bullet',
  start: 1,
  tag: 'ul',
  children: items.map(
    (item, index): SerializedListItemNode => ({
      ...element,
      type: 'listitem',
      value: index + 1,
      checked: undefined,
      children: [text(item)],
    }),
  ),
})

const toNode = (block: RichBlock) => {
  if ('h2' in block) return heading('h2', block.h2)
  if ('h3' in block) return heading('h3', block.h3)
  if ('p' in block) return paragraph(block.p)
  return bulletList(block.ul)
}

/** Builds the Lexical JSON that Payload's richtext-lexical field stores. */
export const richText = (blocks: RichBlock[]): RichTextState => ({
  root: {
    ...element,
    type: 'root',
    children: blocks.map(toNode),
  },
})

type AnyNode = { type?: unknown; text?: unknown; children?: unknown }

const BLOCK_TYPES = new Set(['heading', 'paragraph', 'list', 'listitem', 'quote'])

const collect = (node: AnyNode, out: string[]): void => {
  if (node.type === 'text' && typeof node.text === 'string') {
    out.push(node.text)
    return
  }
  if (node.type === 'linebreak') {
    out.push('\n')
    return
  }
  if (Array.isArray(node.children)) {
    for (const child of node.children as AnyNode[]) collect(child, out)
  }
  if (typeof node.type === 'string' && BLOCK_TYPES.has(node.type)) out.push('\n')
}

/** The plain text of a rich text value: one line per block, for tests and search. */
export const plainText = (state: { root: AnyNode } | null | undefined): string => {
  if (!state?.root) return ''
  const out: string[] = []
  collect(state.root, out)
  return out
    .join('')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n')
}
