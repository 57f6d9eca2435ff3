import { fetchContent, loadSingleton } from '@/lib/content'
import { previewLoader } from '@/lib/content/loader'
import { CAREERS_PAGE_QUERY, OPEN_POSITIONS_QUERY } from '@/lib/content/queries'

// Every loader takes `preview` (draft mode, lib/content/preview.ts): what a page shows passes it; metadata,
// structured data, feeds, static params and the sitemap never do.

export const loadCareersPage = previewLoader((preview) => loadSingleton(CAREERS_PAGE_QUERY, 'careersPage', { preview }))

/** Only open positions: closed ones stay in the Studio and are not offered in the application form. */
export const loadOpenPositions = previewLoader((preview) => fetchContent(OPEN_POSITIONS_QUERY, {}, { preview }))
