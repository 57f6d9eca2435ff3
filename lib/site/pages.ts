import { fetchContent } from '@/lib/content'
import { previewLoader, previewLoaderBy } from '@/lib/content/loader'
import { PAGE_QUERY, PAGES_QUERY } from '@/lib/content/queries'
import type { PAGE_QUERY_RESULT, PAGES_QUERY_RESULT } from '@/lib/content/sanity.types'
import type { SitemapSource } from '@/lib/sitemap'

import { pagePath } from './page-paths'
import { isReservedSlug } from './reserved-slugs'

export type PageSummary = PAGES_QUERY_RESULT[number]
export type SitePage = NonNullable<PAGE_QUERY_RESULT>

// Every loader takes `preview` (draft mode, lib/content/preview.ts): what a page shows passes it; metadata,
// structured data, static params and the sitemap never do.

/**
 * Every published page with its address. A page whose URL name the site already uses is left out (the Studio
 * refuses one, but a document written through the API could still hold it): the site's own route shows there.
 */
export const loadPages = previewLoader(async (preview) =>
  (await fetchContent(PAGES_QUERY, {}, { preview })).filter((page) => !isReservedSlug(page.slug)),
)

/**
 * One published page, or null. The slug is first looked up in the published list (one cached query shared by
 * every visit), so a made-up address costs no Content Lake request of its own.
 */
export const loadPage = previewLoaderBy(async (slug: string, preview: boolean) => {
  if (!(await loadPages(preview)).some((page) => page.slug === slug)) return null
  return fetchContent(PAGE_QUERY, { slug }, { preview })
})

/** Every page at its address, with the date its document last changed. */
export const PAGE_SITEMAP_SOURCE: SitemapSource = {
  appRoute: '/[slug]',
  list: async () => (await loadPages()).map((page) => ({ path: pagePath(page.slug), lastModified: page.updatedAt })),
}
