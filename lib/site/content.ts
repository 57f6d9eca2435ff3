import { fetchContent, loadSingleton } from '@/lib/content'
import { contentLoader, readFor } from '@/lib/content/loader'

import { HOME_PAGE_QUERY, PROVERBS_QUERY, SITE_SETTINGS_QUERY } from './queries'

// Loaders read draft mode themselves (lib/content/loader.ts); metadata, structured data, feeds, static params
// and the sitemap ask for PUBLISHED.

/** siteSettings is a required singleton: without it no public page can render its frame. */
export const loadSiteSettings = contentLoader((preview) =>
  loadSingleton(SITE_SETTINGS_QUERY, 'siteSettings', readFor(preview)),
)

/** The home page's sections, with the parent quotes it references. */
export const loadHomePage = contentLoader((preview) => loadSingleton(HOME_PAGE_QUERY, 'homePage', readFor(preview)))

/** The proverbs the site frame's pop-up picks from. */
export const loadProverbs = contentLoader((preview) => fetchContent(PROVERBS_QUERY, {}, { read: readFor(preview) }))
