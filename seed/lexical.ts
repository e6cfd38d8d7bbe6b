import type {
  SerializedUploadNode,
  SerializedHeadingNode,
  SerializedListItemNode,
  SerializedListNode,
  SerializedParagraphNode,
  SerializedTextNode,
} from '@payloadcms/richtext-lexical'

import type { RichTextBlock } from '../src/payload-types'

/** The stored shape of every richText field (they share one generated type). */
export type RichTextState = RichTextBlock['content']

export type RichBlock =
  | { h2: string }
  | { h3: string }
  | { p: string }
  | { ul: string[] }
  /** A picture from the media collection, by id. */
  | { upload: string }

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
  children: items.map((item, index): SerializedListItemNode => ({
    ...element,
    type: 'listitem',
    value: index + 1,
    checked: undefined,
    children: [text(item)],
  })),
})

const upload = (id: string): SerializedUploadNode => ({
  type: 'upload',
  version: 3,
  format: '',
  id: `seed-${id}`,
  relationTo: 'media',
  value: id,
  fields: {},
})

const toNode = (block: RichBlock) => {
  if ('upload' in block) return upload(block.upload)
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

/** A page's rich-text block. */
export const richTextBlock = (blocks: RichBlock[]) => ({
  blockType: 'richText' as const,
  content: richText(blocks),
})
