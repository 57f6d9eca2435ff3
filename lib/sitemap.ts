import type { MetadataRoute } from 'next'
import type { SiteRoute } from './routes'

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

/** Absolute, de-duplicated sitemap entries for the static routes and every source's paths. */
export async function buildSitemap(
  siteUrl: string,
  routes: readonly SiteRoute[],
  sources: readonly SitemapSource[],
): Promise<MetadataRoute.Sitemap> {
  const fromSources = (await Promise.all(sources.map((source) => source.list()))).flat()
  const paths: SitemapPath[] = [...routes.filter((route) => route.sitemap).map((route) => ({ path: route.path })), ...fromSources]
  const seen = new Set<string>()
  const entries: MetadataRoute.Sitemap = []
  for (const { path, lastModified } of paths) {
    const url = new URL(path, siteUrl).href
    if (seen.has(url)) continue
    seen.add(url)
    entries.push(lastModified ? { url, lastModified } : { url })
  }
  return entries
}
