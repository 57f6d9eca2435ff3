import type { Metadata } from 'next'

import { SiteFooterContent } from '@/app/_components/frame/footer/SiteFooter'
import { PUBLISHED } from '@/lib/content/loader'
import { loadSiteSettings } from '@/lib/site/content'

export const metadata: Metadata = { title: 'Site footer', robots: { index: false, follow: false } }

/**
 * The site's footer on its own, outside the frame and its stylesheet: the source a frame the browser draws itself
 * (the page for an unknown address, or one whose own content failed) copies the footer's HTML from
 * (`FooterFromDocument`). Not a page for visitors.
 */
export default async function SiteFooterFragment() {
  return (
    <footer>
      <SiteFooterContent settings={await loadSiteSettings(PUBLISHED)} />
    </footer>
  )
}
