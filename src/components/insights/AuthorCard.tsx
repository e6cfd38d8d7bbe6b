import type { Author } from '@/payload-types'

import { ArticleImage } from './ArticleImage'

/** Who wrote the article: photo, public name and role. */
export function AuthorCard({ author }: { author: Author }) {
  return (
    <aside
      aria-label="About the author"
      className="mt-12 flex items-center gap-4 border-t border-slate-200 pt-8"
    >
      <ArticleImage
        media={author.photo}
        sizes="64px"
        className="size-16 shrink-0 rounded-full object-cover"
      />
      <p className="text-sm">
        <span className="block font-semibold text-slate-900">{author.name}</span>
        <span className="block text-slate-600">{author.role}</span>
      </p>
    </aside>
  )
}
