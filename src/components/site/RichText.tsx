import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import {
  RichText as LexicalRichText,
  type JSXConvertersFunction,
} from '@payloadcms/richtext-lexical/react'

import { cn } from '@/utilities/cn'

/** Bullet items lose Lexical's `value`, which HTML allows only inside <ol> (Nu HTML Checker). */
const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  listitem: (args) => {
    const { node, nodesToJSX, parent } = args
    const listType = 'listType' in parent ? parent.listType : undefined
    if (listType === 'check' && typeof defaultConverters.listitem === 'function')
      return defaultConverters.listitem(args)
    const hasSubLists = node.children.some((child) => child.type === 'list')
    return (
      <li
        className={hasSubLists ? 'nestedListItem' : undefined}
        style={hasSubLists ? { listStyleType: 'none' } : undefined}
        value={listType === 'number' ? node.value : undefined}
      >
        {nodesToJSX({ nodes: node.children })}
      </li>
    )
  },
})

/** Server-rendered rich text, styled here because the site has no typography plugin. */
export function RichText({
  data,
  className,
}: {
  data: SerializedEditorState | null | undefined
  className?: string
}) {
  if (!data) return null
  return (
    <LexicalRichText
      data={data}
      converters={converters}
      className={cn(
        'max-w-none text-base leading-7 text-slate-700',
        '[&_p]:my-4 [&_p:first-child]:mt-0',
        '[&_h2]:mb-3 [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900',
        '[&_h3]:mb-2 [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900',
        '[&_ul]:my-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
        '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline',
        '[&_blockquote]:border-l-4 [&_blockquote]:border-brand-500 [&_blockquote]:pl-4 [&_blockquote]:italic',
        className,
      )}
    />
  )
}
