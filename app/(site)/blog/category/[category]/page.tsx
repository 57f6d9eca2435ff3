import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { BlogIndex } from '@/app/_components/blog/BlogIndex'
import { BLOG_CATEGORIES, blogCategoryTitle, isBlogCategory } from '@/lib/blog/categories'
import { categoryPath, FEED_PATH, loadBlogPage } from '@/lib/blog/content'
import { PUBLISHED } from '@/lib/content/loader'
import { notFoundMetadata, pageMetadata } from '@/lib/site/page-metadata'

type Params = { params: Promise<{ category: string }> }

/** One static page per category; any other name is a 404. */
export const dynamicParams = false

// Rendered again at least hourly, so a post dated today appears within the hour without a publish or a deploy
// (docs/behaviour.md#blog). Next needs the number written out here.
export const revalidate = 3600

export function generateStaticParams() {
  return BLOG_CATEGORIES.map((category) => ({ category: category.value }))
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { category } = await params
  if (!isBlogCategory(category)) return notFoundMetadata()
  const page = await loadBlogPage(PUBLISHED)
  const path = categoryPath(category)
  const title = `${blogCategoryTitle(category)} Articles`
  return {
    ...(await pageMetadata({ title, description: `${title}: ${page.seo.description}` }, path)),
    alternates: { canonical: path, types: { 'application/rss+xml': FEED_PATH } },
  }
}

/** /blog/category/<category>: the blog filtered to one category. */
export default async function BlogCategoryPage({ params }: Params) {
  const { category } = await params
  if (!isBlogCategory(category)) notFound()
  return <BlogIndex category={category} />
}
