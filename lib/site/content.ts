import { cache } from 'react'

import { fetchContent, loadSingleton } from '@/lib/content'
import { HOME_PAGE_QUERY, PROVERBS_QUERY, SITE_SETTINGS_QUERY } from '@/lib/content/queries'

/** siteSettings is a required singleton: without it no public page can render its frame. */
export const loadSiteSettings = cache(() => loadSingleton(SITE_SETTINGS_QUERY, 'siteSettings'))

/** The home page's sections, with the parent quotes it references. */
export const loadHomePage = cache(() => loadSingleton(HOME_PAGE_QUERY, 'homePage'))

/** The proverbs the site frame's pop-up picks from. */
export const loadProverbs = cache(() => fetchContent(PROVERBS_QUERY))
