import { blogCategoryTitle } from '@/lib/blog/categories'
import { buildRss } from '@/lib/blog/rss'

import { BLOG_PATH, FEED_PATH, loadBlogPage, loadPosts, postPath } from '@/lib/blog/content'
import { loadSiteSettings } from '@/lib/site/content'

/** /blog/rss.xml: every published article, newest first, as RSS 2.0. Built with the site. */

export const dynamic = 'force-static'

export async function GET() {
  const [settings, page, posts] = await Promise.all([loadSiteSettings(), loadBlogPage(), loadPosts()])
  const xml = buildRss({
    title: `${settings.title} Blog`,
    description: page.seo.description,
    siteUrl: settings.siteUrl,
    blogPath: BLOG_PATH,
    feedPath: FEED_PATH,
    language: 'en-us',
    items: posts.map((post) => ({
      title: post.title,
      path: postPath(post.slug),
      description: post.excerpt,
      publishedAt: post.publishedAt,
      category: blogCategoryTitle(post.category),
      author: post.author.name,
    })),
  })
  return new Response(xml, { headers: { 'content-type': 'application/rss+xml; charset=utf-8' } })
}
