import { formatDay } from '@/lib/agencyTime'
import { readingTimeLabel } from '@/lib/readingTime'
import type { Author } from '@/payload-types'
import { cn } from '@/utilities/cn'

/** "Thandi Mokoena · 3 March 2026 · 6 min read" */
export function ArticleMeta({
  author,
  publishedAt,
  readingMinutes,
  className,
}: {
  author: string | Author
  publishedAt: string | null | undefined
  readingMinutes: number | null | undefined
  className?: string
}) {
  return (
    <p className={cn('flex flex-wrap items-center gap-x-2 text-sm text-slate-600', className)}>
      {typeof author === 'object' ? (
        <>
          <span>{author.name}</span>
          <span aria-hidden="true">·</span>
        </>
      ) : null}
      {publishedAt ? (
        <>
          <time dateTime={publishedAt}>{formatDay(publishedAt)}</time>
          <span aria-hidden="true">·</span>
        </>
      ) : null}
      <span>{readingTimeLabel(readingMinutes ?? 1)}</span>
    </p>
  )
}
