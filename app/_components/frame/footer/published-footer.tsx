import type { ReactNode } from 'react'

import { fetchPublished, presentSingleton } from '@/lib/content/published-read'
import { SITE_SETTINGS_QUERY } from '@/lib/site/queries'

import { SiteFooterContent } from './SiteFooter'

/**
 * The footer's content from the published Site settings, for `FooterFromDocument`'s server render. On the server
 * only: the browser's build has `published-footer.browser.ts` in its place, so none of this ships to it.
 */
export async function publishedFooter(): Promise<ReactNode> {
  const settings = presentSingleton(await fetchPublished(SITE_SETTINGS_QUERY), 'siteSettings')
  return <SiteFooterContent settings={settings} />
}
