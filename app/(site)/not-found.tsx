import type { Metadata } from 'next'

import { linkButtonClass } from '@/app/_components/ui/button-classes'
import { Link } from '@/app/_components/ui/Link'
import { NOT_FOUND_PAGE } from '@/lib/site/not-found-page'
import { notFoundMetadata } from '@/lib/site/page-metadata'

// The first HTML's title; the tab's title once the page runs comes from the route that ended here (notFoundMetadata).
export function generateMetadata(): Promise<Metadata> {
  return notFoundMetadata()
}

/** Shown for every unknown address (through the catch-all route) inside the site frame. */
export default function NotFound() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <p className="font-display text-7xl font-bold text-clay" aria-hidden="true">
        {NOT_FOUND_PAGE.code}
      </p>
      <h1 className="mt-4 font-display text-4xl font-semibold text-ink">{NOT_FOUND_PAGE.heading}</h1>
      <p className="mt-4 text-lg text-muted">{NOT_FOUND_PAGE.body}</p>
      <Link href="/" className={linkButtonClass({ size: 'large', tone: 'primary', className: 'mt-8' })}>
        {NOT_FOUND_PAGE.home}
      </Link>
    </section>
  )
}
