import { fetchContent, loadSingleton } from '@/lib/content'
import { contentLoader, readFor } from '@/lib/content/loader'

import { CAREERS_PAGE_QUERY, OPEN_POSITIONS_QUERY } from './queries'

// Loaders read draft mode themselves (lib/content/loader.ts); metadata, structured data, feeds, static params
// and the sitemap ask for PUBLISHED.

export const loadCareersPage = contentLoader((preview) =>
  loadSingleton(CAREERS_PAGE_QUERY, 'careersPage', readFor(preview)),
)

/** Only open positions: closed ones stay in the Studio and are not offered in the application form. */
export const loadOpenPositions = contentLoader((preview) =>
  fetchContent(OPEN_POSITIONS_QUERY, {}, { read: readFor(preview) }),
)
