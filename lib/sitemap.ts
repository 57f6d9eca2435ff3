import type { MetadataRoute } from 'next'

import type { SiteRoute } from './routes'
import { escapeXml } from './text/xml-chars'

/**
 * The sitemap is built from the route list plus one source per dynamic route: a later page type (blog
 * articles, courses, games) adds a `SitemapSource` that lists its URLs from the CMS, and the sitemap
 * picks them up with no other change.
 */
export interface SitemapPath {
  /** Site-relative path, e.g. `/blog/griots-and-memory`. */
  path: string
  /** When the content behind it last changed (the document's `_updatedAt`). */
  lastModified?: string
}

export interface SitemapSource {
  /** The app route whose URLs it lists, e.g. `/blog/[slug]` (documentation, and de-duplication). */
  appRoute: string
  list: () => Promise<readonly SitemapPath[]>
}

/**
 * Absolute, de-duplicated sitemap entries for the static routes and every source's paths.
 *
 * Next writes each entry's `url` and `lastModified` into `<loc>` and `<lastmod>` exactly as given (it
 * escapes nothing), so they are XML-escaped here: a query's "&" would otherwise break the document, and a
 * character XML forbids in a CMS date would too. URL serialisation already percent-encodes control
 * characters in a path; `escapeXml` applies the same rule as every other feed to whatever is left.
 */
export async function buildSitemap(
  siteUrl: string,
  routes: readonly SiteRoute[],
  sources: readonly SitemapSource[],
): Promise<MetadataRoute.Sitemap> {
  const fromSources = (await Promise.all(sources.map((source) => source.list()))).flat()
  const paths: SitemapPath[] = [
    ...routes.filter((route) => route.sitemap).map((route) => ({ path: route.path })),
    ...fromSources,
  ]
  const seen = new Set<string>()
  const entries: MetadataRoute.Sitemap = []
  for (const { path, lastModified } of paths) {
    const url = new URL(path, siteUrl).href
    if (seen.has(url)) continue
    seen.add(url)
    const date = lastModified ? escapeXml(lastModified) : ''
    entries.push(date ? { url: escapeXml(url), lastModified: date } : { url: escapeXml(url) })
  }
  return entries
}
