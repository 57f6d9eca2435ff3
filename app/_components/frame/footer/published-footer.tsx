import type { ReactNode } from 'react'

import { fetchPublished } from '@/lib/content/published-read'
import { SITE_SETTINGS_QUERY } from '@/lib/site/queries'

import { SiteFooterContent } from './SiteFooter'

/**
 * The footer's content from the published Site settings, for `FooterFromDocument`'s server render. On the server
 * only: the browser's build has `published-footer.browser.ts` in its place, so none of this ships to it.
 */
export async function publishedFooter(): Promise<ReactNode> {
  const settings = await fetchPublished(SITE_SETTINGS_QUERY)
  if (!settings) throw new Error('siteSettings document is missing: seed the dataset (npm run seed)')
  return <SiteFooterContent settings={settings} />
}
