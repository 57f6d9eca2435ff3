import type { Metadata } from 'next'

import { loadSiteSettings } from './content'

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

interface CodePage {
  title: string
  /** The description, given the school's name (Site settings → Site title). */
  description: (school: string) => string
  robots?: Metadata['robots']
}

/**
 * The metadata of a page whose words are code (sign-in, the confirmation pages) but name the school: the
 * name is the published Site settings title, so renaming the school renames it here too. Metadata never
 * reads drafts (docs/architecture.md#the-content-door).
 */
export async function codePageMetadata(path: string, page: CodePage): Promise<Metadata> {
  const { title: school } = await loadSiteSettings()
  return {
    title: page.title,
    description: page.description(school),
    alternates: { canonical: path },
    ...(page.robots ? { robots: page.robots } : {}),
  }
}
