import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { notFoundMetadata } from '@/lib/site/page-metadata'

/** The tab says "Page not found · <site title>" (the not-found file's own metadata does not reach the tab). */
export function generateMetadata(): Promise<Metadata> {
  return notFoundMetadata()
}

/**
 * Any address no other route claims lands here, so the 404 page renders inside the site layout
 * (navigation + footer) instead of the bare root not-found.
 */
export default function UnknownRoute(): never {
  notFound()
}
