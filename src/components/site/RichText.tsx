import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import { richTextHtml } from '@/lib/richTextHtml'
import { cn } from '@/utilities/cn'

/**
 * Server-rendered rich text, styled here because the site has no typography plugin. One element
 * with the converted HTML (src/lib/richTextHtml.ts): the page's payload carries one string.
 */
export function RichText({
  data,
  className,
}: {
  data: SerializedEditorState | null | undefined
  className?: string
}) {
  if (!data) return null
  return (
    <div
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
      // Escaped and URL-sanitised by the converters: see richTextHtml.
      dangerouslySetInnerHTML={{ __html: richTextHtml(data) }}
    />
  )
}
