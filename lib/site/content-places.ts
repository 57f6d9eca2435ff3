import { singletonMainDocuments, type MainDocument, type TypePlaces } from '@/lib/content/content-places'

import { pagePath } from './page-paths'

/** The site's frame and home page, and the pages staff write: where their documents show (lib/content-map.ts). */

export const SITE_STATIC_PAGES = { '/': 'Home' } as const

export const SITE_PLACES = {
  siteSettings: { everyPage: true },
  proverb: { everyPage: true },
  homePage: { pages: ['/'] },
  testimonial: { pages: ['/'] },
  // A page has its own address; the footer's bottom row (Site settings) names the pages it lists on every page.
  page: {
    shown: (page) => Boolean(page.slug),
    ownRoutes: ['/[slug]'],
    ownPages: (page) => (page.slug ? [{ title: page.title ?? page.slug, href: pagePath(page.slug) }] : []),
    referencedBy: ['siteSettings'],
  },
} as const satisfies Record<string, TypePlaces>

export const SITE_MAIN_DOCUMENTS: readonly MainDocument[] = singletonMainDocuments([['/', 'homePage']])

/** A page staff write, at `/<slug>`: composed last, as Presentation takes the first route that matches. */
export const PAGE_MAIN_DOCUMENT: MainDocument = { route: '/:slug', filter: '_type == "page" && slug.current == $slug' }
