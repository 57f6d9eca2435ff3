import { escapeXml } from '../text/xml-chars'

/**
 * An RSS 2.0 feed of the blog (with Atom's self link and Dublin Core's creator), newest item first. Every
 * text goes through `escapeXml`, which also drops the characters XML forbids: one pasted control
 * character in one title would otherwise make the whole feed unreadable.
 */

export interface FeedItem {
  title: string
  /** Site-relative path of the article. */
  path: string
  description: string
  /** "YYYY-MM-DD" */
  publishedAt: string
  category: string
  author: string
}

export interface Feed {
  title: string
  description: string
  siteUrl: string
  /** Site-relative path of the blog and of this feed. */
  blogPath: string
  feedPath: string
  language: string
  items: readonly FeedItem[]
}

/** "2025-09-16" → "Tue, 16 Sep 2025 00:00:00 GMT" (RFC 822, as RSS 2.0 requires). */
export const rfc822 = (date: string): string => new Date(`${date}T00:00:00Z`).toUTCString()

const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`

export function buildRss(feed: Feed): string {
  const absolute = (path: string) => new URL(path, feed.siteUrl).href
  const items = [...feed.items].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
  const lastBuild = items[0]?.publishedAt
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    element('title', feed.title),
    element('link', absolute(feed.blogPath)),
    element('description', feed.description),
    element('language', feed.language),
    `<atom:link href="${escapeXml(absolute(feed.feedPath))}" rel="self" type="application/rss+xml"/>`,
    ...(lastBuild ? [element('lastBuildDate', rfc822(lastBuild))] : []),
    ...items.map((item) =>
      [
        '<item>',
        element('title', item.title),
        element('link', absolute(item.path)),
        `<guid isPermaLink="true">${escapeXml(absolute(item.path))}</guid>`,
        element('description', item.description),
        element('pubDate', rfc822(item.publishedAt)),
        element('category', item.category),
        element('dc:creator', item.author),
        '</item>',
      ].join(''),
    ),
    '</channel>',
    '</rss>',
  ]
  return `${lines.join('\n')}\n`
}
