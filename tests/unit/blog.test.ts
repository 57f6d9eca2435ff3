import { describe, expect, it } from 'vitest'

import { BLOG_CATEGORIES, blogCategoryTitle, countByCategory, isBlogCategory } from '@/lib/blog/categories'
import { featuredPosts, listedPosts } from '@/lib/blog/listing'
import { formatReadTime, readTimeMinutes } from '@/lib/blog/read-time'
import { buildRss, rfc822 } from '@/lib/blog/rss'
import { articleJsonLd } from '@/lib/structured-data'

const SITE = 'https://www.sankofa-academy.example'

describe('read time', () => {
  it('is the words at 200 a minute, rounded up, and never less than a minute', () => {
    expect(readTimeMinutes('')).toBe(1)
    expect(readTimeMinutes(null)).toBe(1)
    expect(readTimeMinutes('word '.repeat(200))).toBe(1)
    expect(readTimeMinutes('word '.repeat(201))).toBe(2)
    expect(readTimeMinutes('Habari za asubuhi! '.repeat(300))).toBe(5)
    expect(formatReadTime(4)).toBe('4 min read')
  })
})

describe('where each post is shown', () => {
  const posts = [
    { id: 'a', category: 'history', featured: true },
    { id: 'b', category: 'culture', featured: false },
    { id: 'c', category: 'history', featured: false },
    { id: 'd', category: 'language', featured: true },
    { id: 'e', category: 'history', featured: null },
  ]
  const ids = (list: ReadonlyArray<{ id: string }>) => list.map((post) => post.id)

  it('under "All": the featured posts in their row, every other post in the list, each once', () => {
    expect(ids(featuredPosts(posts, null))).toEqual(['a', 'd'])
    expect(ids(listedPosts(posts, null))).toEqual(['b', 'c', 'e'])
    expect([...ids(featuredPosts(posts, null)), ...ids(listedPosts(posts, null))].sort()).toEqual(ids(posts))
  })

  it('on a category page: no featured row, and every post of the category in the list, featured ones too', () => {
    expect(featuredPosts(posts, 'history')).toEqual([])
    expect(ids(listedPosts(posts, 'history'))).toEqual(['a', 'c', 'e'])
    expect(listedPosts(posts, 'community')).toEqual([])
  })
})

describe('categories', () => {
  it('are the five fixed categories, in the filter’s order, with their labels', () => {
    expect(BLOG_CATEGORIES.map((category) => category.title)).toEqual([
      'Education',
      'Culture',
      'History',
      'Language',
      'Community',
    ])
    expect(blogCategoryTitle('history')).toBe('History')
    expect(isBlogCategory('history')).toBe(true)
    expect(isBlogCategory('sports')).toBe(false)
  })

  it('counts the posts of every category, empty ones as 0, and ignores unknown ones', () => {
    const posts = [{ category: 'history' }, { category: 'history' }, { category: 'language' }, { category: 'sports' }]
    expect(countByCategory(posts)).toEqual({ education: 0, culture: 0, history: 2, language: 1, community: 0 })
  })
})

describe('RSS feed', () => {
  const feed = buildRss({
    title: 'Sankofa Academy Blog',
    description: 'Stories & ideas <from> our educators',
    siteUrl: SITE,
    blogPath: '/blog',
    feedPath: '/blog/rss.xml',
    language: 'en-us',
    items: [
      {
        title: 'Older',
        path: '/blog/older',
        description: 'First "post"',
        publishedAt: '2025-08-04',
        category: 'Culture',
        author: 'A. Writer',
      },
      {
        title: 'Kiswahili & you',
        path: '/blog/newer',
        description: 'Second',
        publishedAt: '2025-10-21',
        category: 'Language',
        author: 'B. Writer',
      },
    ],
  })

  it('is RSS 2.0 with the channel, its self link and absolute links', () => {
    expect(feed.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true)
    expect(feed).toContain('<link>https://www.sankofa-academy.example/blog</link>')
    expect(feed).toContain(
      '<atom:link href="https://www.sankofa-academy.example/blog/rss.xml" rel="self" type="application/rss+xml"/>',
    )
    expect(feed).toContain('<lastBuildDate>Tue, 21 Oct 2025 00:00:00 GMT</lastBuildDate>')
  })

  it('lists the newest item first, each with its guid, RFC 822 date, category and author', () => {
    const titles = [...feed.matchAll(/<item><title>(.*?)<\/title>/g)].map((match) => match[1])
    expect(titles).toEqual(['Kiswahili &amp; you', 'Older'])
    expect(feed).toContain('<guid isPermaLink="true">https://www.sankofa-academy.example/blog/newer</guid>')
    expect(feed).toContain('<pubDate>Mon, 04 Aug 2025 00:00:00 GMT</pubDate>')
    expect(feed).toContain('<category>Language</category><dc:creator>B. Writer</dc:creator>')
  })

  it('escapes text so an editor’s ampersand or angle bracket cannot break the XML', () => {
    expect(feed).toContain('<description>Stories &amp; ideas &lt;from&gt; our educators</description>')
    expect(feed).toContain('<description>First &quot;post&quot;</description>')
    expect(feed).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/)
    expect(rfc822('2025-09-16')).toBe('Tue, 16 Sep 2025 00:00:00 GMT')
  })
})

describe('Article JSON-LD', () => {
  it('describes a post with absolute URLs, dates, author and publisher', () => {
    expect(
      articleJsonLd({
        headline: 'Sankofa: Looking Back to Move Forward',
        description: 'What the name of our school means.',
        path: '/blog/sankofa-looking-back',
        siteUrl: SITE,
        imageUrl: '/fixture-images/blog/sankofa.svg',
        datePublished: '2025-09-16',
        dateModified: '2025-10-01T08:00:00Z',
        authorName: 'Wanjiru Kamau',
        authorRole: 'Kiswahili Instructor',
        section: 'Culture',
        wordCount: 740,
        publisher: { name: 'Sankofa Academy', logoUrl: '/fixture-images/logo.svg' },
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Sankofa: Looking Back to Move Forward',
      description: 'What the name of our school means.',
      url: `${SITE}/blog/sankofa-looking-back`,
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${SITE}/blog/sankofa-looking-back` },
      image: [`${SITE}/fixture-images/blog/sankofa.svg`],
      datePublished: '2025-09-16',
      dateModified: '2025-10-01T08:00:00Z',
      author: { '@type': 'Person', name: 'Wanjiru Kamau', jobTitle: 'Kiswahili Instructor' },
      publisher: {
        '@type': 'EducationalOrganization',
        name: 'Sankofa Academy',
        url: `${SITE}/`,
        logo: { '@type': 'ImageObject', url: `${SITE}/fixture-images/logo.svg` },
      },
      articleSection: 'Culture',
      wordCount: 740,
    })
  })
})
