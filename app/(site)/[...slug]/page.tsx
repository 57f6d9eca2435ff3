import { notFound } from 'next/navigation'

/**
 * Any address no other route claims lands here, so the 404 page renders inside the site layout
 * (navigation + footer) instead of the bare root not-found.
 */
export default function UnknownRoute(): never {
  notFound()
}
