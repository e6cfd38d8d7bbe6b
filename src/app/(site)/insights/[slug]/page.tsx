import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ArticleCard } from '@/components/insights/ArticleCard'
import { ArticleImage } from '@/components/insights/ArticleImage'
import { ArticleJsonLd } from '@/components/insights/ArticleJsonLd'
import { ArticleMeta } from '@/components/insights/ArticleMeta'
import { AuthorCard } from '@/components/insights/AuthorCard'
import { CategoryLinks } from '@/components/insights/CategoryLinks'
import { INSIGHTS_FEED } from '@/components/insights/InsightsListPage'
import { PreviewBanner } from '@/components/services/PreviewBanner'
import { CtaBand } from '@/components/site/CtaBand'
import { RichText } from '@/components/site/RichText'
import { ButtonLink } from '@/components/ui/Button'
import { Container } from '@/components/ui/Container'
import { getSiteSettings } from '@/data/content'
import { readArticle } from '@/data/drafts'
import { getArticle, getArticleSlugs, getRelatedArticles } from '@/data/insights'
import { absoluteUrl, getSiteUrl, pageMetadata, shareImageFromMedia } from '@/data/seo'
import { PATHS } from '@/utilities/paths'

type Props = { params: Promise<{ slug: string }> }

export async function generateStaticParams() {
  return (await getArticleSlugs()).map((slug) => ({ slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const article = await getArticle((await params).slug)
  if (!article) return { title: 'Article not found', robots: { index: false } }
  return pageMetadata({
    title: article.seo?.title || article.title,
    description: article.seo?.description || article.excerpt,
    path: PATHS.article(article.slug),
    type: 'article',
    feed: INSIGHTS_FEED,
  })
}

export default async function ArticlePage({ params }: Props) {
  const { article, preview } = await readArticle((await params).slug)
  if (!article) notFound()

  const path = PATHS.article(article.slug)
  const categoryIds = article.categories.map((category) =>
    typeof category === 'object' ? category.id : category,
  )
  const hero = shareImageFromMedia(article.heroImage)
  const [settings, siteUrl, url, imageUrl, related] = await Promise.all([
    getSiteSettings(),
    getSiteUrl(),
    absoluteUrl(path),
    hero ? absoluteUrl(hero.url) : null,
    getRelatedArticles(article.id, categoryIds),
  ])

  return (
    <>
      <ArticleJsonLd
        article={article}
        url={url}
        imageUrl={imageUrl}
        brandName={settings.brandName}
        siteUrl={siteUrl}
      />
      {preview ? <PreviewBanner published={article._status === 'published'} path={path} /> : null}
      <article>
        <Container className="max-w-3xl py-12 sm:py-16">
          <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
            <a href={PATHS.insights} className="hover:text-brand-700 hover:underline">
              Insights
            </a>
          </nav>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            {article.title}
          </h1>
          <ArticleMeta
            className="mt-4"
            author={article.author}
            publishedAt={article.publishedAt}
            readingMinutes={article.readingMinutes}
          />
          <div className="mt-4">
            <CategoryLinks categories={article.categories} />
          </div>
          <ArticleImage
            media={article.heroImage}
            sizes="(min-width: 768px) 720px, 100vw"
            eager
            className="mt-8 aspect-[16/10] w-full rounded-2xl object-cover"
          />
          <p className="mt-8 text-lg leading-8 text-slate-700">{article.excerpt}</p>
          <RichText data={article.body} className="mt-8" />
          {typeof article.author === 'object' ? <AuthorCard author={article.author} /> : null}
        </Container>
      </article>
      {related.length ? (
        <section
          aria-labelledby="related-heading"
          className="border-t border-slate-200 bg-slate-50"
        >
          <Container className="py-12 sm:py-16">
            <h2 id="related-heading" className="detail-heading">
              Related articles
            </h2>
            <ul className="card-grid card-grid-3 mt-8">
              {related.map((item) => (
                <li key={item.id}>
                  <ArticleCard article={item} headingLevel="h3" />
                </li>
              ))}
            </ul>
          </Container>
        </section>
      ) : null}
      <CtaBand
        id="article-cta-heading"
        title="Want this working for your business?"
        text={<>Tell us what you need and we will reply within {settings.replyHours} hours.</>}
      >
        <ButtonLink href={PATHS.contact} variant="inverse" size="lg">
          Talk to us
        </ButtonLink>
      </CtaBand>
    </>
  )
}
