'use client'

import { use, useEffect, useRef, useState } from 'react'

import { publishedFooter } from '@/app/_components/frame/footer/published-footer'
import { useDocumentLinks } from '@/app/_components/ui/use-document-links'

import { SITE_FOOTER_CLASS, SITE_FOOTER_FRAGMENT } from './footer-shared'

/** The footer's HTML from the page that holds it alone, or '' when it does not answer. */
async function footerFragment(): Promise<string> {
  const answer = await fetch(SITE_FOOTER_FRAGMENT)
  if (!answer.ok) return ''
  const page = new DOMParser().parseFromString(await answer.text(), 'text/html')
  return page.querySelector('footer')?.innerHTML ?? ''
}

/**
 * The site's footer, in the page's HTML and not in its RSC payload (docs/architecture.md#rendering). The server
 * draws it from the published Site settings while it renders the HTML; the payload names this component only.
 * Hydration keeps the HTML inside the `<footer>`: React leaves an element's children alone when it sets them by
 * `dangerouslySetInnerHTML`, and every later render passes the same empty string, so they are never touched. Its
 * links move inside the app as the site's `Link` does. A frame the browser draws itself (the page for an unknown
 * address, or one whose own content failed: Next sends those documents without the frame) copies the footer's HTML
 * from the page that holds it alone (`SITE_FOOTER_FRAGMENT`).
 */
export function FooterFromDocument() {
  const content = typeof window === 'undefined' ? use(publishedFooter()) : null
  const footer = useRef<HTMLElement>(null)
  const [copied, setCopied] = useState('')
  const links = useDocumentLinks()

  useEffect(() => {
    if (footer.current?.firstElementChild) return
    let live = true
    footerFragment()
      .then((html) => live && setCopied(html))
      // Unanswered, the footer stays empty: the page itself is whole.
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [])

  if (content) return <footer className={SITE_FOOTER_CLASS}>{content}</footer>
  return (
    <footer
      ref={footer}
      className={SITE_FOOTER_CLASS}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: copied }}
      {...links}
    />
  )
}
