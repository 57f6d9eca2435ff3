import type { Metadata } from 'next'

interface Seo {
  title: string
  description: string
}

/** A page's title, description and canonical from its CMS document (the layout adds the site title). */
export function pageMetadata(seo: Seo | null | undefined, path: string): Metadata {
  if (!seo) return { alternates: { canonical: path } }
  return {
    title: seo.title,
    description: seo.description,
    alternates: { canonical: path },
    openGraph: { title: seo.title, description: seo.description, url: path },
    twitter: { title: seo.title, description: seo.description },
  }
}
