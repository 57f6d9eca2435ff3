/** schema.org descriptions of the academy for search engines, built from siteSettings. */

export interface OrganizationSource {
  title: string
  siteUrl: string
  description?: string | null
  /** The logo's URL as the site serves it (absolute, or relative to the site). */
  logoUrl?: string | null
  contact?: { email?: string | null; phone?: string | null } | null
  socialLinks?: ReadonlyArray<{ url?: string | null }> | null
}

export function organizationJsonLd(source: OrganizationSource): Record<string, unknown> {
  const url = new URL('/', source.siteUrl).href
  const sameAs = (source.socialLinks ?? []).flatMap((link) => (link.url ? [link.url] : []))
  const contact = source.contact
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    name: source.title,
    url,
    ...(source.description ? { description: source.description } : {}),
    ...(source.logoUrl ? { logo: new URL(source.logoUrl, source.siteUrl).href } : {}),
    ...(sameAs.length ? { sameAs } : {}),
    ...(contact?.email || contact?.phone
      ? {
          contactPoint: {
            '@type': 'ContactPoint',
            contactType: 'admissions',
            ...(contact.email ? { email: contact.email } : {}),
            ...(contact.phone ? { telephone: contact.phone } : {}),
          },
        }
      : {}),
  }
}
