/** The address of a page document (privacy policy, terms, FAQ…): `/<URL name>`. Pure, so the Studio builds it too. */
export const pagePath = (slug: string): string => `/${slug}`

/**
 * The pages the site's own forms link to by address: the sign-up form (terms and privacy), and the enrolment,
 * donation and careers forms (privacy). Their documents keep these URL names: the Studio refuses another one
 * (schemas/site/page.ts), and the footer's reference to them keeps them from being deleted.
 */
export const LINKED_PAGES = {
  privacy: { id: 'page-privacy', slug: 'privacy' },
  terms: { id: 'page-terms', slug: 'terms' },
} as const

export const PRIVACY_PATH = pagePath(LINKED_PAGES.privacy.slug)
export const TERMS_PATH = pagePath(LINKED_PAGES.terms.slug)

/** The URL name a page document must keep because a form links to it, or null when it may choose freely. */
export function lockedSlugOf(documentId: string): string | null {
  const linked = Object.values(LINKED_PAGES).find((page) => page.id === documentId)
  return linked ? linked.slug : null
}
