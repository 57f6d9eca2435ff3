import { fetchContent } from '@/lib/content'
import { contentLoader, contentLoaderBy, PUBLISHED, readFor } from '@/lib/content/loader'
import type { PAGE_QUERY_RESULT, PAGES_QUERY_RESULT } from '@/lib/content/sanity.types'
import type { SitemapSource } from '@/lib/sitemap'

import { pagePath } from './page-paths'
import { PAGE_QUERY, PAGES_QUERY } from './queries'
import { isReservedSlug } from './reserved-slugs'

export type PageSummary = PAGES_QUERY_RESULT[number]
export type SitePage = NonNullable<PAGE_QUERY_RESULT>

// Loaders read draft mode themselves (lib/content/loader.ts); metadata, structured data, static params and the
// sitemap ask for PUBLISHED.

/**
 * Every published page with its address. A page whose URL name the site already uses is left out (the Studio
 * refuses one, but a document written through the API could still hold it): the site's own route shows there.
 */
export const loadPages = contentLoader(async (preview) =>
  (await fetchContent(PAGES_QUERY, {}, { read: readFor(preview) })).filter((page) => !isReservedSlug(page.slug)),
)

/**
 * One published page, or null. The slug is first looked up in the published list (one cached query shared by
 * every visit), so a made-up address costs no Content Lake request of its own.
 */
export const loadPage = contentLoaderBy(async (slug: string, preview: boolean) => {
  if (!(await loadPages(readFor(preview))).some((page) => page.slug === slug)) return null
  return fetchContent(PAGE_QUERY, { slug }, { read: readFor(preview) })
})

/** Every page at its address, with the date its document last changed. */
export const PAGE_SITEMAP_SOURCE: SitemapSource = {
  appRoute: '/[slug]',
  list: async () =>
    (await loadPages(PUBLISHED)).map((page) => ({ path: pagePath(page.slug), lastModified: page.updatedAt })),
}
