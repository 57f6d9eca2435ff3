import { cache } from 'react'
import { fetchContent } from '@/lib/content'
import { SITE_SETTINGS_QUERY } from '@/lib/content/queries'

/** siteSettings is a required singleton: without it no public page can render its frame. */
export const loadSiteSettings = cache(async () => {
  const settings = await fetchContent(SITE_SETTINGS_QUERY, {}, { tags: ['siteSettings'] })
  if (!settings) throw new Error('siteSettings document is missing: seed the dataset (npm run seed)')
  return settings
})
