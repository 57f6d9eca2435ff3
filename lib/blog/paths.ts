import type { BlogCategory } from './categories'

/** The blog's addresses. Pure, so the Studio's content map can build them too. */
export const BLOG_PATH = '/blog'
export const FEED_PATH = '/blog/rss.xml'

export const postPath = (slug: string) => `${BLOG_PATH}/${slug}`
export const categoryPath = (category: BlogCategory | null) =>
  category ? `${BLOG_PATH}/category/${category}` : BLOG_PATH
