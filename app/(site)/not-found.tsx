import type { Metadata } from 'next'

import { linkButtonClass } from '@/app/_components/ui/button-classes'
import { Link } from '@/app/_components/ui/Link'
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
        404
      </p>
      <h1 className="mt-4 font-display text-4xl font-semibold text-ink">Oops! Page not found</h1>
      <p className="mt-4 text-lg text-muted">The page you are looking for has moved or never existed.</p>
      <Link href="/" className={linkButtonClass({ size: 'large', tone: 'primary', className: 'mt-8' })}>
        Return to Home
      </Link>
    </section>
  )
}
