import { cache } from 'react'

import { fetchContent, loadSingleton } from '@/lib/content'
import { CAREERS_PAGE_QUERY, OPEN_POSITIONS_QUERY } from '@/lib/content/queries'

export const loadCareersPage = cache(() => loadSingleton(CAREERS_PAGE_QUERY, 'careersPage'))

/** Only open positions: closed ones stay in the Studio and are not offered in the application form. */
export const loadOpenPositions = cache(() => fetchContent(OPEN_POSITIONS_QUERY))
