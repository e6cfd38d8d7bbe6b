import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { RichText, type JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { richTextHtml } from '@/lib/richTextHtml'

const element = { direction: 'ltr', format: '', indent: 0, version: 1 }
const text = (value: string, format = 0) => ({
  type: 'text',
  detail: 0,
  format,
  mode: 'normal',
  style: '',
  text: value,
  version: 1,
})
const paragraph = (children: object[], extra: object = {}) => ({
  ...element,
  type: 'paragraph',
  textFormat: 0,
  children,
  ...extra,
})
const link = (url: string, newTab = false, type = 'link') => ({
  ...element,
  type,
  fields: { linkType: 'custom', url, newTab },
  children: [text('the link')],
})
const item = (value: number, children: object[], checked?: boolean) => ({
  ...element,
  type: 'listitem',
  value,
  checked,
  children,
})
const list = (listType: string, tag: string, items: object[]) => ({
  ...element,
  type: 'list',
  listType,
  start: 1,
  tag,
  children: items,
})
const state = (children: object[]) =>
  ({ root: { ...element, type: 'root', children } }) as unknown as SerializedEditorState

/** Every node a staff member can make with the editor's default features. */
const EVERYTHING = state([
  { ...element, type: 'heading', tag: 'h2', children: [text('Heading & "quotes"')] },
  { ...element, type: 'heading', tag: 'h3', children: [text("It's a sub-heading")] },
  paragraph([
    text('bold', 1),
    text(' italic', 2),
    text(' struck', 4),
    text(' underlined', 8),
    text(' code', 16),
    text(' sub', 32),
    text(' sup', 64),
    text(' all', 127),
  ]),
  paragraph([text('<img src=x onerror=alert(1)> stays text')]),
  paragraph([]),
  paragraph([text('centred')], { format: 'center' }),
  paragraph([text('indented')], { indent: 2 }),
  paragraph([
    text('before'),
    { type: 'linebreak', version: 1 },
    { type: 'tab', version: 1, text: '\t', detail: 2, format: 0, mode: 'normal', style: '' },
    text('after'),
  ]),
  paragraph([link('https://example.co.za/a?b=1&c=2'), link('/about', true)]),
  paragraph([link('mailto:hello@example.co.za', false, 'autolink')]),
  list('bullet', 'ul', [
    item(1, [text('first')]),
    item(2, [list('bullet', 'ul', [item(1, [text('nested')])])]),
  ]),
  list('number', 'ol', [item(1, [text('one')]), item(2, [text('two')])]),
  list('check', 'ul', [item(1, [text('done')], true), item(2, [text('to do')], false)]),
  { ...element, type: 'quote', children: [text('A client said so.')] },
  { type: 'horizontalrule', version: 1 },
  {
    type: 'upload',
    version: 3,
    format: '',
    relationTo: 'media',
    fields: {},
    value: {
      url: '/media/team.jpg',
      alt: 'The team',
      mimeType: 'image/jpeg',
      width: 800,
      height: 600,
    },
  },
  {
    type: 'upload',
    version: 3,
    format: '',
    relationTo: 'media',
    fields: {},
    value: { url: '/media/brochure.pdf', filename: 'brochure.pdf', mimeType: 'application/pdf' },
  },
  {
    type: 'upload',
    version: 3,
    format: 'center',
    relationTo: 'media',
    fields: { alt: 'Our office' },
    value: {
      url: '/media/office.jpg',
      alt: 'Office',
      mimeType: 'image/jpeg',
      width: 1600,
      height: 900,
      sizes: {
        card: {
          url: '/media/office-640.webp',
          width: 640,
          height: 360,
          mimeType: 'image/webp',
          filesize: 2000,
          filename: 'office-640.webp',
        },
        empty: { url: null, width: null },
      },
    },
  },
  { type: 'upload', version: 3, format: '', relationTo: 'media', fields: {}, value: 42 },
  { type: 'relationship', version: 2, format: '', relationTo: 'services', value: 1 },
])

/** The React renderer the string replaces: Payload's converters, bullet items without `value`. */
const reactConverters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  listitem: (args) => {
    const { node, nodesToJSX, parent } = args
    const listType = 'listType' in parent ? parent.listType : undefined
    if (listType === 'check' && typeof defaultConverters.listitem === 'function')
      return defaultConverters.listitem(args)
    const hasSubLists = node.children.some((child) => child.type === 'list')
    return createElement(
      'li',
      {
        className: hasSubLists ? 'nestedListItem' : undefined,
        style: hasSubLists ? { listStyleType: 'none' } : undefined,
        value: listType === 'number' ? node.value : undefined,
      },
      nodesToJSX({ nodes: node.children }),
    )
  },
})

const reactHtml = (data: SerializedEditorState) =>
  renderToStaticMarkup(
    createElement(RichText, { data, converters: reactConverters, disableContainer: true }),
  )

/**
 * Spellings that parse to the same DOM: `<br />` and `<br/>`, `&#39;` and `&#x27;`, attribute
 * names in any case (`readOnly`, `srcSet`), the spacing and order of a style's declarations; the
 * checklist's random ids. And the `<link rel="preload">` React hoists for an <img> element: an
 * image inside the string is not preloaded (it is never the page's largest paint).
 */
function normalise(html: string): string {
  return html
    .replace(/<link rel="preload" as="image"[^>]*>/g, '')
    .replace(/ (readOnly|srcSet)=/g, (attribute) => attribute.toLowerCase())
    .replace(/\s*\/>/g, '/>')
    .replace(/&#x27;/g, '&#39;')
    .replace(/style="([^"]*)"/g, (_, css: string) => {
      const declarations = css
        .split(';')
        .map((declaration) => declaration.replace(/\s+/g, ''))
        .filter(Boolean)
        .sort()
      return `style="${declarations.join(';')}"`
    })
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, 'ID')
}

describe('richTextHtml', () => {
  it('gives the markup of the React renderer it replaces, node for node', () => {
    const html = richTextHtml(EVERYTHING)
    expect(normalise(html)).toBe(normalise(reactHtml(EVERYTHING)))
    // The fixture reached every converter, not only the easy ones.
    for (const tag of [
      '<h2>',
      '<strong>',
      '<ol',
      '<blockquote>',
      '<hr',
      '<source',
      'type="checkbox"',
    ])
      expect(html).toContain(tag)
  })

  it('keeps text as text: markup typed by staff is escaped, never parsed', () => {
    const html = richTextHtml(EVERYTHING)
    expect(html).not.toContain('<img src=x')
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; stays text')
  })

  it('links: the href as entered (escaped); a new tab adds rel="noopener noreferrer"', () => {
    const html = richTextHtml(
      state([paragraph([link('https://example.co.za/a?b=1&c=2'), link('/about', true)])]),
    )
    expect(html).toBe(
      '<p><a href="https://example.co.za/a?b=1&amp;c=2">the link</a>' +
        '<a href="/about" rel="noopener noreferrer" target="_blank">the link</a></p>',
    )
  })

  it.each([
    'javascript:alert(document.cookie)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
  ])('drops an unsafe link target (%j) for "#", keeping the words', (url) => {
    for (const type of ['link', 'autolink']) {
      const html = richTextHtml(state([paragraph([link(url, false, type)])]))
      expect(html).toBe('<p><a href="#">the link</a></p>')
    }
  })

  it('cannot be broken out of an attribute', () => {
    const html = richTextHtml(state([paragraph([link('/a" onmouseover="alert(1)')])]))
    expect(html).toBe('<p><a href="/a&quot; onmouseover=&quot;alert(1)">the link</a></p>')
  })

  it('bullet items carry no value attribute; numbered items do', () => {
    const html = richTextHtml(EVERYTHING)
    expect(html).toContain('<ul class="list-bullet"><li>first</li>')
    expect(html).toContain(
      '<ol class="list-number"><li value="1">one</li><li value="2">two</li></ol>',
    )
  })

  it('is empty for an editor without text', () => {
    expect(richTextHtml(state([paragraph([])]))).toBe('')
  })
})
