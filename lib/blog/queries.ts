import { defineQuery } from 'next-sanity'

import { IMAGE_FIELDS } from '@/lib/content/image-projection'
import { tagQuery } from '@/lib/content/query-tags'

/**
 * The blog: its page, the post list and one post.
 *
 * GROQ sent to the Content Lake (connected mode) and evaluated by groq-js over the fixtures (local mode); `npm run
 * typegen` writes the result types into lib/content/sanity.types.ts. Under each query, `tagQuery` names the
 * document types it reads, through references too: its cache tags (tests/unit/query-tags.test.ts checks them).
 * ./content.ts loads them.
 */

export const BLOG_PAGE_QUERY = defineQuery(`*[_type == "blogPage" && _id == "blogPage"][0]{
  seo{title, description},
  heading,
  intro,
  featuredHeading,
  articlesHeading,
  emptyCategory
}`)
tagQuery(BLOG_PAGE_QUERY, 'blogPage')

// What a blog card and an article page both show. "updatedAt" is the document's last change (the sitemap's lastmod).
const POST_FIELDS = /* groq */ `
  _id,
  title,
  "slug": slug.current,
  excerpt,
  category,
  publishedAt,
  "updatedAt": coalesce(_updatedAt, publishedAt)`

// A post is published from its publish date on: $today is the date on the school's clock (lib/blog/content.ts
// passes it), so a post dated later is left out everywhere until that day (docs/behaviour.md#blog). A post with
// no date fails the comparison too.
// Newest first. "text" is the body's plain text, for the read time (lib/blog/read-time.ts).
export const BLOG_POSTS_QUERY =
  defineQuery(`*[_type == "blogPost" && defined(slug.current) && publishedAt <= $today] | order(publishedAt desc, _id asc){${POST_FIELDS},
  "featured": featured == true,
  mainImage{${IMAGE_FIELDS}},
  "author": author->{name, role},
  "text": pt::text(body)
}`)
tagQuery(BLOG_POSTS_QUERY, 'blogPost', 'educator')

export const BLOG_POST_QUERY =
  defineQuery(`*[_type == "blogPost" && slug.current == $slug && publishedAt <= $today][0]{${POST_FIELDS},
  mainImage{${IMAGE_FIELDS}},
  "author": author->{name, role, shortBio, portrait{${IMAGE_FIELDS}}},
  body[]{
    ...,
    _type == "blogImage" => {_key, _type, caption, ${IMAGE_FIELDS}}
  },
  "text": pt::text(body)
}`)
tagQuery(BLOG_POST_QUERY, 'blogPost', 'educator')
