import type { Metadata } from 'next'

import { NOT_FOUND_PAGE } from '@/lib/site/not-found-page'
import { notFoundMetadata } from '@/lib/site/page-metadata'

export function generateMetadata(): Promise<Metadata> {
  return notFoundMetadata()
}

/**
 * Next's own 404 (`/_not-found`), for what no route of the app answers: every address that reaches the site frame
 * ends in its catch-all and app/(site)/not-found.tsx instead. There is no site stylesheet out here, so the notice is
 * plain, in the system's font. Kept this small on purpose: Next puts the root layout's not-found page into every
 * page's RSC payload, ready for a `notFound()` in the browser (Next's default 404 weighed 0.3–0.4 KiB gzip there).
 */
export default function RootNotFound() {
  return (
    <main style={{ margin: '6rem auto', padding: '0 1rem', textAlign: 'center', fontFamily: 'system-ui, sans-serif' }}>
      <h1>{NOT_FOUND_PAGE.heading}</h1>
      <p>{NOT_FOUND_PAGE.body}</p>
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- outside the site's frame: a full load */}
      <a href="/">{NOT_FOUND_PAGE.home}</a>
    </main>
  )
}
