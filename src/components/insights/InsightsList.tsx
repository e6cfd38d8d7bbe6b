import type { ArticleListPage } from '@/data/insights'
import type { Category } from '@/payload-types'
import { Container } from '@/components/ui/Container'
import { cn } from '@/utilities/cn'
import { PATHS } from '@/utilities/paths'

import { ArticleCard } from './ArticleCard'
import { Pagination } from './Pagination'

/** The /insights lists (all, or one category's), one page of them, with the category links. */
export function InsightsList({
  title,
  intro,
  list,
  categories,
  current,
}: {
  title: string
  intro: string
  list: ArticleListPage
  categories: Category[]
  /** The category shown, or undefined for all articles. */
  current?: Category
}) {
  const href = (page: number) =>
    current ? PATHS.insightsCategory(current.slug, page) : PATHS.insightsPage(page)
  const tab = (active: boolean) =>
    cn(
      'inline-flex rounded-full px-4 py-1.5 text-sm font-semibold',
      active
        ? 'bg-brand-600 text-white'
        : 'bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50',
    )
  return (
    <>
      <section className="border-b border-slate-200 bg-slate-50">
        <Container className="py-12 sm:py-16">
          <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            {title}
          </h1>
          <p className="mt-4 max-w-3xl text-lg leading-8 text-slate-600">{intro}</p>
          <nav aria-label="Categories" className="mt-8">
            <ul className="flex flex-wrap gap-2">
              <li>
                <a
                  href={PATHS.insights}
                  aria-current={current ? undefined : 'page'}
                  className={tab(!current)}
                >
                  All insights
                </a>
              </li>
              {categories.map((category) => (
                <li key={category.id}>
                  <a
                    href={PATHS.insightsCategory(category.slug)}
                    aria-current={category.id === current?.id ? 'page' : undefined}
                    className={tab(category.id === current?.id)}
                  >
                    {category.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </Container>
      </section>
      <Container className="py-12 sm:py-16">
        {list.articles.length ? (
          <ul className="card-grid card-grid-3">
            {list.articles.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-600">No articles here yet.</p>
        )}
        <Pagination page={list.page} totalPages={list.totalPages} href={href} />
        <p className="mt-12 text-center text-sm text-slate-600">
          <a href={PATHS.insightsFeed} className="font-semibold text-brand-700 underline">
            Subscribe to the feed
          </a>{' '}
          to get new articles in your feed reader.
        </p>
      </Container>
    </>
  )
}
