import { singletonMainDocuments, type MainDocument, type TypePlaces } from '@/lib/content/content-places'

import { blogCategoryTitle, isBlogCategory } from './categories'
import { categoryPath, postPath } from './paths'

/** The blog: where its documents show (composed in lib/content-map.ts). */

export const BLOG_STATIC_PAGES = { '/blog': 'Blog' } as const

export const BLOG_PLACES = {
  blogPage: { pages: ['/blog'], ownRoutes: ['/blog/category/[category]'] },
  blogPost: {
    shown: (post) => Boolean(post.slug),
    pages: ['/blog'],
    ownRoutes: ['/blog/[slug]', '/blog/category/[category]'],
    ownPages: (post) => [
      ...(post.slug ? [{ title: post.title ?? post.slug, href: postPath(post.slug) }] : []),
      ...(post.category && isBlogCategory(post.category)
        ? [{ title: `Blog: ${blogCategoryTitle(post.category)}`, href: categoryPath(post.category) }]
        : []),
    ],
  },
} as const satisfies Record<string, TypePlaces>

export const BLOG_MAIN_DOCUMENTS: readonly MainDocument[] = [
  ...singletonMainDocuments([
    ['/blog', 'blogPage'],
    ['/blog/category/:category', 'blogPage'],
  ]),
  { route: '/blog/:slug', filter: '_type == "blogPost" && slug.current == $slug' },
]
