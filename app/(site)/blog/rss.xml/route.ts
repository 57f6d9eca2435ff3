import { blogCategoryTitle } from '@/lib/blog/categories'
import { BLOG_PATH, FEED_PATH, loadBlogPage, loadPosts, postPath } from '@/lib/blog/content'
import { buildRss } from '@/lib/blog/rss'
import { PUBLISHED } from '@/lib/content/loader'
import { loadSiteSettings } from '@/lib/site/content'

/** /blog/rss.xml: every published article dated today or earlier, newest first, as RSS 2.0. */

export const dynamic = 'force-static'
// Rendered again at least hourly, so a post dated today appears within the hour without a publish or a deploy
// (docs/behaviour.md#blog). Next needs the number written out here.
export const revalidate = 3600

export async function GET() {
  const [settings, page, posts] = await Promise.all([
    loadSiteSettings(PUBLISHED),
    loadBlogPage(PUBLISHED),
    loadPosts(PUBLISHED),
  ])
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
