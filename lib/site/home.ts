import type { HOME_PAGE_QUERY_RESULT, SITE_SETTINGS_QUERY_RESULT } from '@/lib/content/sanity.types'

export type HomePage = NonNullable<HOME_PAGE_QUERY_RESULT>
export type SiteSettings = NonNullable<SITE_SETTINGS_QUERY_RESULT>
export type ExternalLinks = SiteSettings['externalLinks']
