import type { Metadata } from 'next'

import { PUBLISHED } from '@/lib/content/loader'

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
  const { title: school } = await loadSiteSettings(PUBLISHED)
  return {
    title: page.title,
    description: page.description(school),
    alternates: { canonical: path },
    ...(page.robots ? { robots: page.robots } : {}),
  }
}

/** The tab title of an address with no page: "Page not found · <site title>" (docs/behaviour.md#not-found-pages). */
export const notFoundTitle = (school: string) => `Page not found · ${school}`

/**
 * The metadata of the site's 404 page. Next applies a not-found file's own metadata only at the app's root, so
 * `app/(site)/not-found.tsx` cannot name the tab: the routes that end in it (the catch-all, an unknown blog post
 * or category) return this from their own `generateMetadata`. The title is absolute: it names the school itself.
 */
export async function notFoundMetadata(): Promise<Metadata> {
  const { title: school } = await loadSiteSettings(PUBLISHED)
  return { title: { absolute: notFoundTitle(school) }, robots: { index: false } }
}
