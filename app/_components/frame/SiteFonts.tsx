'use client'

import frauncesHref from '@/lib/fonts/fraunces.woff2?font-url'
import interHref from '@/lib/fonts/inter.woff2?font-url'
import { fontPreloadScript } from '@/lib/fonts/preload-script'

/** Where a style element with this key is the fonts' face rules (React keeps one per key in the document). */
const FACES_KEY = 'academy-site-fonts'

// Both `optional`: a page that painted in the fallback keeps it, so nothing moves when a font arrives late
// (docs/architecture.md#fonts). The weights are the variable ranges the files were cut to.
const FACES =
  `@font-face{font-family:Inter;src:url(${interHref})format("woff2");font-display:optional;font-weight:400 700}` +
  `@font-face{font-family:Fraunces;src:url(${frauncesHref})format("woff2");font-display:optional;font-weight:100 900}`

/**
 * Preloads both files before `<body>`, unless the connection is slow (`fontPreloadScript`). Only the server needs
 * the text: the browser ran the script while parsing, and hydrating leaves the element as the server sent it.
 */
const PRELOAD = typeof window === 'undefined' ? fontPreloadScript([interHref, frauncesHref]) : ''

/**
 * The site's two web fonts: their face rules, inline in the document's head once, and the script that preloads
 * the files. A client component rendered in the root layout's `<head>`, so the page's RSC payload names it
 * without its text; Next's own font loader wrote the same rules three times per document, once in the head and
 * twice in the payload (docs/architecture.md#fonts).
 */
export function SiteFonts() {
  return (
    <>
      {/* React renders the script where it stands and never runs it again: the browser ran it while parsing. */}
      <script dangerouslySetInnerHTML={{ __html: PRELOAD }} suppressHydrationWarning />
      {/* A precedence of its own: React merges the styles of one precedence into one element, and the site
          sheet's element is found by its key alone (SiteStylesheet). */}
      <style href={FACES_KEY} precedence="fonts">
        {FACES}
      </style>
    </>
  )
}
