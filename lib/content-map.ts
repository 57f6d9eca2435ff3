import { BLOG_MAIN_DOCUMENTS, BLOG_PLACES, BLOG_STATIC_PAGES } from './blog/content-places'
import { CAREERS_MAIN_DOCUMENTS, CAREERS_PLACES, CAREERS_STATIC_PAGES } from './careers/content-places'
import { COMMERCE_MAIN_DOCUMENTS, COMMERCE_PLACES, COMMERCE_STATIC_PAGES } from './commerce/content-places'
import { contentMapOf, type MainDocument } from './content/content-places'
import { LEARNING_MAIN_DOCUMENTS, LEARNING_PLACES, LEARNING_STATIC_PAGES } from './learning/content-places'
import { SCHOOL_MAIN_DOCUMENTS, SCHOOL_PLACES, SCHOOL_STATIC_PAGES } from './school/content-places'
import { PAGE_MAIN_DOCUMENT, SITE_MAIN_DOCUMENTS, SITE_PLACES, SITE_STATIC_PAGES } from './site/content-places'

/**
 * The content map, composed once from each domain's places (`lib/<domain>/content-places.ts`): which public pages
 * show each document type, and which document each page is about. The publish webhook, the Studio's Presentation
 * tool and the tests read it; how it answers is lib/content/content-places.ts (docs/architecture.md#content-map).
 * tests/unit/content-map.test.ts holds it to what the pages' code reads, and to the route list in lib/routes.ts.
 */

export {
  EVERY_PAGE_MESSAGE,
  EVERY_PAGE_ROUTE,
  MAP_DOCUMENT_PROJECTION,
  toMapDocument,
  type MapDocument,
  type PageLocation,
} from './content/content-places'

/** The static pages that show content, with the title the Studio's "Used on" list gives each. */
export const STATIC_PAGES = {
  ...SITE_STATIC_PAGES,
  ...SCHOOL_STATIC_PAGES,
  ...LEARNING_STATIC_PAGES,
  ...CAREERS_STATIC_PAGES,
  ...BLOG_STATIC_PAGES,
  ...COMMERCE_STATIC_PAGES,
} as const

export const CONTENT_MAP = {
  ...SITE_PLACES,
  ...SCHOOL_PLACES,
  ...COMMERCE_PLACES,
  ...CAREERS_PLACES,
  ...LEARNING_PLACES,
  ...BLOG_PLACES,
}

export type ContentType = keyof typeof CONTENT_MAP

/** The document each page is about, for Presentation; `/:slug` last, since Presentation takes the first match. */
export const MAIN_DOCUMENTS: readonly MainDocument[] = [
  ...SITE_MAIN_DOCUMENTS,
  ...SCHOOL_MAIN_DOCUMENTS,
  ...LEARNING_MAIN_DOCUMENTS,
  ...CAREERS_MAIN_DOCUMENTS,
  ...COMMERCE_MAIN_DOCUMENTS,
  ...BLOG_MAIN_DOCUMENTS,
  PAGE_MAIN_DOCUMENT,
]

export const { isContentType, routesForType, referrerTypes, locateDocument, firstPage } = contentMapOf(
  CONTENT_MAP,
  STATIC_PAGES,
)
