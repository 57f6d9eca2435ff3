'use client'

import { use } from 'react'

import { publishedFooter } from '@/app/_components/frame/footer/published-footer'
import { htmlFromDocument, KeptHtml } from '@/app/_components/ui/KeptHtml'
import { useDocumentLinks } from '@/app/_components/ui/use-document-links'

import { SITE_FOOTER_CLASS, SITE_FOOTER_FRAGMENT } from './footer-shared'

/** The footer's HTML from the page that holds it alone. */
const footerFragment = () => htmlFromDocument(SITE_FOOTER_FRAGMENT, 'footer')

/**
 * The site's footer, in the page's HTML and not in its RSC payload (`KeptHtml`, docs/architecture.md#rendering).
 * The server draws it from the published Site settings while it renders the HTML. Its links move inside the app as
 * the site's `Link` does. A frame the browser draws itself (the page for an unknown address, or one whose own
 * content failed: Next sends those documents without the frame) copies the footer's HTML from the page that holds it
 * alone (`SITE_FOOTER_FRAGMENT`).
 */
export function FooterFromDocument() {
  const drawn = typeof window === 'undefined' ? use(publishedFooter()) : null
  const links = useDocumentLinks()
  return <KeptHtml as="footer" className={SITE_FOOTER_CLASS} drawn={drawn} copy={footerFragment} {...links} />
}
