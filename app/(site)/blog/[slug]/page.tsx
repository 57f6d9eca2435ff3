import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ArticleCard } from '@/app/_components/blog/ArticleCard'
import { ArticleMeta } from '@/app/_components/blog/ArticleMeta'
import { CategoryBadge } from '@/app/_components/blog/CategoryBadge'
import { linkButtonClass } from '@/app/_components/ui/button-classes'
import { CmsImage } from '@/app/_components/ui/CmsImage'
import { JsonLd } from '@/app/_components/ui/JsonLd'
import { Link } from '@/app/_components/ui/Link'
import { blogCategoryTitle, isBlogCategory } from '@/lib/blog/categories'
import { BLOG_PATH, categoryPath, loadPost, loadPosts, postPath, type Post, type PostSummary } from '@/lib/blog/content'
import { resolveImage } from '@/lib/content/image'
import { PUBLISHED } from '@/lib/content/loader'
import { countWords } from '@/lib/learning/rules'
import { loadSiteSettings } from '@/lib/site/content'
import { linkPreview, notFoundMetadata, sharePictures } from '@/lib/site/page-metadata'
import { articleJsonLd } from '@/lib/structured-data'

import { ArticleBody } from './_components/ArticleBody'

type Params = { params: Promise<{ slug: string }> }

// Rendered again at least hourly, so a post dated today appears in "More from the blog" within the hour without a publish or a deploy
// (docs/behaviour.md#blog). Next needs the number written out here.
export const revalidate = 3600

/**
 * Every published article is generated at build time. One published later is generated on its first
 * visit and cached like the others (so a post staff publish has its URL at once); a slug with no
 * published post is a 404.
 */
export async function generateStaticParams() {
  return (await loadPosts(PUBLISHED)).map((post) => ({ slug: post.slug }))
}

const loadArticle = async (slug: string): Promise<Post> => (await loadPost(slug)) ?? notFound()

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { slug } = await params
  const post = await loadPost(slug, PUBLISHED)
  if (!post) return notFoundMetadata()
  const path = postPath(post.slug)
  return {
    title: post.title,
    description: post.excerpt,
    alternates: { canonical: path },
    openGraph: await linkPreview({
      type: 'article',
      url: path,
      title: post.title,
      description: post.excerpt,
      publishedTime: post.publishedAt,
      modifiedTime: post.updatedAt,
      authors: [post.author.name],
      section: blogCategoryTitle(post.category),
      images: sharePictures(post.mainImage),
    }),
  }
}

/** Up to three other articles: the same category first, then the newest. */
function moreArticles(posts: readonly PostSummary[], post: Post): PostSummary[] {
  const others = posts.filter((candidate) => candidate._id !== post._id)
  return [
    ...others.filter((other) => other.category === post.category),
    ...others.filter((other) => other.category !== post.category),
  ].slice(0, 3)
}

function ArticleJsonLd({ post, settings }: { post: Post; settings: Awaited<ReturnType<typeof loadSiteSettings>> }) {
  const image = resolveImage(post.mainImage, 1200, 630)
  const logo = resolveImage(settings.logo, 512)
  return (
    <JsonLd
      data={articleJsonLd({
        headline: post.title,
        description: post.excerpt,
        path: postPath(post.slug),
        siteUrl: settings.siteUrl,
        imageUrl: image?.src,
        datePublished: post.publishedAt,
        dateModified: post.updatedAt,
        authorName: post.author.name,
        authorRole: post.author.role,
        section: blogCategoryTitle(post.category),
        wordCount: countWords(post.text),
        publisher: { name: settings.title, logoUrl: logo?.src },
      })}
    />
  )
}

/** /blog/<slug>: one article with its own URL, metadata and Article JSON-LD, and the way back to the blog. */
export default async function BlogArticlePage({ params }: Params) {
  const { slug } = await params
  const [post, posts, settings] = await Promise.all([loadArticle(slug), loadPosts(), loadSiteSettings(PUBLISHED)])
  // Structured data describes the published article only (none for a post that was never published).
  const published = await loadPost(slug, PUBLISHED)
  const more = moreArticles(posts, post)
  return (
    <>
      {published && <ArticleJsonLd post={published} settings={settings} />}
      <article aria-labelledby="article-title">
        <header className="bg-forest text-cream">
          <div className="mx-auto max-w-3xl px-4 pt-8 pb-12 sm:pb-16">
            <Link
              href={BLOG_PATH}
              className="inline-flex min-h-11 items-center font-semibold text-sand underline-offset-4 hover:text-cream hover:underline"
            >
              <span aria-hidden="true">←&nbsp;</span>Back to Blog
            </Link>
            <p className="mt-6">
              {isBlogCategory(post.category) ? (
                <Link href={categoryPath(post.category)} className="rounded-full focus-visible:outline-offset-4">
                  <CategoryBadge category={post.category} tone="dark" />
                  <span className="sr-only"> (see every article in this category)</span>
                </Link>
              ) : (
                <CategoryBadge category={post.category} tone="dark" />
              )}
            </p>
            <h1 id="article-title" className="mt-4 font-display text-4xl leading-tight font-semibold sm:text-5xl">
              {post.title}
            </h1>
            <p className="mt-5 text-xl leading-relaxed text-sand">{post.excerpt}</p>
            <ArticleMeta
              author={post.author}
              publishedAt={post.publishedAt}
              text={post.text}
              className="mt-6 text-base text-sand"
            />
          </div>
        </header>
        <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
          <CmsImage
            image={post.mainImage}
            width={768}
            height={480}
            sizes="(min-width: 768px) 48rem, 100vw"
            priority
            className="w-full rounded-3xl"
          />
          <div className="mt-10">
            <ArticleBody body={post.body} />
          </div>
          <footer className="mt-12 flex flex-col gap-6 border-t-2 border-sand-dark pt-8 sm:flex-row sm:items-center">
            <CmsImage
              image={post.author.portrait}
              width={96}
              height={96}
              alt=""
              className="h-24 w-24 shrink-0 rounded-full bg-sand"
            />
            <div>
              <p className="font-display text-xl font-semibold text-ink">{post.author.name}</p>
              <p className="font-semibold text-forest">{post.author.role}</p>
              <p className="mt-2 leading-relaxed text-muted">{post.author.shortBio}</p>
            </div>
          </footer>
          <p className="mt-10">
            <Link href={BLOG_PATH} className={linkButtonClass({ size: 'large', tone: 'primary' })}>
              <span aria-hidden="true">←&nbsp;</span>Back to Blog
            </Link>
          </p>
        </div>
      </article>
      {more.length > 0 && (
        <section aria-labelledby="more-heading" className="bg-sand">
          <div className="mx-auto max-w-7xl px-4 py-14 lg:px-6">
            <h2 id="more-heading" className="text-center font-display text-3xl font-semibold text-ink">
              More from the blog
            </h2>
            <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
              {more.map((other) => (
                <li key={other._id}>
                  <ArticleCard post={other} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </>
  )
}
