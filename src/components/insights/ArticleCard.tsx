import type { ArticleSummary } from '@/data/insights'
import { PATHS } from '@/utilities/paths'

import { ArticleImage } from './ArticleImage'
import { ArticleMeta } from './ArticleMeta'
import { CategoryLinks } from './CategoryLinks'

/** An article in a list: picture, categories, title (the link), excerpt and byline. */
export function ArticleCard({
  article,
  headingLevel = 'h2',
}: {
  article: ArticleSummary
  headingLevel?: 'h2' | 'h3'
}) {
  const Heading = headingLevel
  return (
    <article className="card flex h-full flex-col overflow-hidden">
      <ArticleImage
        media={article.heroImage}
        sizes="(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw"
        className="aspect-[16/10] w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <CategoryLinks categories={article.categories} />
        <Heading className="card-title">
          <a href={PATHS.article(article.slug)}>{article.title}</a>
        </Heading>
        <p className="card-text flex-1">{article.excerpt}</p>
        <ArticleMeta
          author={article.author}
          publishedAt={article.publishedAt}
          readingMinutes={article.readingMinutes}
        />
      </div>
    </article>
  )
}
