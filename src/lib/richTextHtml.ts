/**
 * CMS rich text as one HTML string (issue 25): the page's RSC payload then carries a string
 * instead of an element tree per paragraph, and hydration has one element to claim. The markup is
 * the one Payload's React renderer gave (`@payloadcms/richtext-lexical/react`), so the page looks
 * the same; tests/unit/richTextHtml.unit.spec.ts holds the two side by side.
 *
 * Safe to inject: Payload's converters escape every text and attribute and pass link targets
 * through `sanitizeUrl` (http, https, mailto, tel, relative and # only; anything else becomes #),
 * and the converters below do the same.
 */
import type { SerializedListItemNode, SerializedUploadNode } from '@payloadcms/richtext-lexical'
import {
  convertLexicalToHTML,
  type HTMLConverter,
  type HTMLConvertersFunction,
} from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { sanitizeUrl } from 'payload/shared'

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}
const escapeHTML = (text: string) => text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char)

/** ` name="value"` for each set attribute, in order; unset ones are left out, as React does. */
function attributes(pairs: [string, string | number | null | undefined][]): string {
  return pairs
    .filter((pair): pair is [string, string | number] => pair[1] != null)
    .map(([name, value]) => ` ${name}="${escapeHTML(String(value))}"`)
    .join('')
}

/**
 * Bullet items lose Lexical's `value`, which HTML allows only inside <ol> (Nu HTML Checker);
 * checklist items keep Payload's markup (a labelled read-only checkbox).
 */
const listItem: HTMLConverter<SerializedListItemNode> = ({
  node,
  nodesToHTML,
  parent,
  providedCSSString,
}) => {
  const listType = 'listType' in parent ? parent.listType : undefined
  const hasSubLists = node.children.some((child) => child.type === 'list')
  const children = nodesToHTML({ nodes: node.children }).join('')
  const listStyle = hasSubLists || listType === 'check' ? 'list-style-type: none;' : ''
  const style = `${listStyle}${providedCSSString}` || undefined
  if (listType !== 'check') {
    return `<li${attributes([
      ['class', hasSubLists ? 'nestedListItem' : undefined],
      ['style', style],
      ['value', listType === 'number' ? node.value : undefined],
    ])}>${children}</li>`
  }
  const state = node.checked ? 'list-item-checkbox-checked' : 'list-item-checkbox-unchecked'
  const item = attributes([
    ['aria-checked', node.checked ? 'true' : 'false'],
    ['class', `list-item-checkbox ${state}${hasSubLists ? ' nestedListItem' : ''}`],
    ['role', 'checkbox'],
    ['style', style],
    ['tabindex', -1],
    ['value', node.value],
  ])
  if (hasSubLists) return `<li${item}>${children}</li>`
  const id = crypto.randomUUID()
  const checked = node.checked ? ' checked=""' : ''
  return `<li${item}><input id="${id}" readonly="" type="checkbox"${checked}/><label for="${id}">${children}</label><br/></li>`
}

type UploadSize = { url?: string | null; width?: number | null; height?: number | null }
type UploadDoc = {
  url?: string | null
  alt?: string | null
  filename?: string | null
  mimeType?: string | null
  width?: number | null
  height?: number | null
  sizes?: Record<
    string,
    | (UploadSize & {
        mimeType?: string | null
        filesize?: number | null
        filename?: string | null
      })
    | null
    | undefined
  >
}

/** An uploaded image (with its sizes as <source>s) or a link to another file; nothing if unpopulated. */
const upload: HTMLConverter<SerializedUploadNode> = ({ node, providedStyleTag }) => {
  const value: unknown = node.value
  if (typeof value !== 'object' || value === null) return ''
  const doc = value as UploadDoc
  const src = doc.url ? sanitizeUrl(doc.url) : undefined
  if (!doc.mimeType?.startsWith('image')) {
    return `<a${providedStyleTag}${attributes([
      ['href', src],
      ['rel', 'noopener noreferrer'],
    ])}>${escapeHTML(doc.filename ?? '')}</a>`
  }
  const alt = (node.fields as { alt?: string } | undefined)?.alt || doc.alt || ''
  const img = (style: string) =>
    `<img${style}${attributes([
      ['alt', alt],
      ['height', doc.height],
      ['src', src],
      ['width', doc.width],
    ])}/>`
  const sizes = Object.values(doc.sizes ?? {})
  if (!sizes.length) return img(providedStyleTag)
  const sources = sizes.flatMap((size) =>
    size?.url && size.width && size.height && size.mimeType && size.filesize && size.filename
      ? [
          `<source${attributes([
            ['media', `(max-width: ${size.width}px)`],
            ['srcset', sanitizeUrl(size.url)],
            ['type', size.mimeType],
          ])}/>`,
        ]
      : [],
  )
  return `<picture${providedStyleTag}>${sources.join('')}${img('')}</picture>`
}

const converters: HTMLConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  listitem: listItem,
  upload,
})

/** The inner HTML of a rich-text field: empty when the editor holds no text. */
export function richTextHtml(data: SerializedEditorState): string {
  return convertLexicalToHTML({ data, converters, disableContainer: true })
}
