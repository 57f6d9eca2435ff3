import type { Metadata } from 'next'

import { BlogIndex } from '@/app/_components/blog/BlogIndex'
import { BLOG_PATH, FEED_PATH, loadBlogPage } from '@/lib/blog/content'
import { PUBLISHED } from '@/lib/content/loader'
import { pageMetadata } from '@/lib/site/page-metadata'

// Rendered again at least hourly, so a post dated today appears within the hour without a publish or a deploy
// (docs/behaviour.md#blog). Next needs the number written out here.
export const revalidate = 3600

export async function generateMetadata(): Promise<Metadata> {
  const page = await loadBlogPage(PUBLISHED)
  return {
    ...(await pageMetadata(page.seo, BLOG_PATH)),
    alternates: { canonical: BLOG_PATH, types: { 'application/rss+xml': FEED_PATH } },
  }
}

/** /blog: every article, the two featured ones first, with the category filter. */
export default function BlogPage() {
  return <BlogIndex category={null} />
}
