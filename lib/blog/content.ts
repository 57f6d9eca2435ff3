import { BLOG_CATEGORIES } from '@/lib/blog/categories'
import { categoryPath, postPath } from '@/lib/blog/paths'
import { fetchContent, loadSingleton } from '@/lib/content'
import { contentLoader, contentLoaderBy, PUBLISHED, readFor } from '@/lib/content/loader'
import type { BLOG_POST_QUERY_RESULT, BLOG_POSTS_QUERY_RESULT } from '@/lib/content/sanity.types'
import { schoolToday } from '@/lib/school/clock'
import { siteNow } from '@/lib/site/now.mjs'
import type { SitemapSource } from '@/lib/sitemap'

import { BLOG_PAGE_QUERY, BLOG_POST_QUERY, BLOG_POSTS_QUERY } from './queries'

export type PostSummary = BLOG_POSTS_QUERY_RESULT[number]
export type Post = NonNullable<BLOG_POST_QUERY_RESULT>

export { BLOG_PATH, categoryPath, FEED_PATH, postPath } from './paths'
/** The id of the section that holds the category filter and the cards: category links land on it. */
export const ARTICLES_ANCHOR = 'articles'

// Loaders read draft mode themselves (lib/content/loader.ts); metadata, structured data, feeds, static params
// and the sitemap ask for PUBLISHED.

/**
 * The last publish date a read shows: today on the school's clock, so a post dated later stays hidden until its
 * day. Draft mode shows every date, so staff can read a post before it goes out.
 */
export const publishedThrough = (preview: boolean): string => (preview ? '9999-12-31' : schoolToday(siteNow()))

export const loadBlogPage = contentLoader((preview) => loadSingleton(BLOG_PAGE_QUERY, 'blogPage', readFor(preview)))

/** Every published post dated today or earlier, newest first (authors are educators, so their edits refresh the blog too). */
export const loadPosts = contentLoader((preview) =>
  fetchContent(BLOG_POSTS_QUERY, { today: publishedThrough(preview) }, { read: readFor(preview) }),
)

/**
 * One published post, or null. The slug is first looked up in the published list (one cached query shared by
 * every visit), so a made-up address costs no Content Lake request of its own.
 */
export const loadPost = contentLoaderBy(async (slug: string, preview: boolean) => {
  if (!(await loadPosts(readFor(preview))).some((post) => post.slug === slug)) return null
  return fetchContent(BLOG_POST_QUERY, { slug, today: publishedThrough(preview) }, { read: readFor(preview) })
})

/** Every category page, and every article page with the date its document last changed. */
export const BLOG_SITEMAP_SOURCES: readonly SitemapSource[] = [
  {
    appRoute: '/blog/category/[category]',
    list: async () => BLOG_CATEGORIES.map((category) => ({ path: categoryPath(category.value) })),
  },
  {
    appRoute: '/blog/[slug]',
    list: async () =>
      (await loadPosts(PUBLISHED)).map((post) => ({ path: postPath(post.slug), lastModified: post.updatedAt })),
  },
]
