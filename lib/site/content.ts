import { fetchContent, loadSingleton } from '@/lib/content'
import { previewLoader } from '@/lib/content/loader'
import { HOME_PAGE_QUERY, PROVERBS_QUERY, SITE_SETTINGS_QUERY } from '@/lib/content/queries'

// Every loader takes `preview` (draft mode, lib/content/preview.ts): what a page shows passes it; metadata,
// structured data, feeds, static params and the sitemap never do.

/** siteSettings is a required singleton: without it no public page can render its frame. */
export const loadSiteSettings = previewLoader((preview) =>
  loadSingleton(SITE_SETTINGS_QUERY, 'siteSettings', { preview }),
)

/** The home page's sections, with the parent quotes it references. */
export const loadHomePage = previewLoader((preview) => loadSingleton(HOME_PAGE_QUERY, 'homePage', { preview }))

/** The proverbs the site frame's pop-up picks from. */
export const loadProverbs = previewLoader((preview) => fetchContent(PROVERBS_QUERY, {}, { preview }))
