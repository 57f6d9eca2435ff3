import { appRouteOf, FOOTER_FRAGMENT_ROUTE, PUBLIC_ROUTES, STUDIO_ROUTE } from '../routes'

/**
 * The first path segments the site already answers, so a page document (rendered at `/<slug>`) can never
 * take one: a page named `events` would never be seen, the route's own page wins. Pure data, so the Studio's
 * slug rule (schemas/site/page.ts) imports it; tests/unit/reserved-slugs.test.ts holds it to the folders of
 * `app/` and `public/`.
 */

/** Addresses the site answers that are not pages of the route list: files, APIs, the Studio, Next's own. */
const NON_PAGE_SEGMENTS = [
  'api',
  'fixture-images',
  'events.ics',
  'sitemap.xml',
  'robots.txt',
  'icon.png',
  'favicon.ico',
  'shop', // public/shop: the product illustrations
  '_next',
  '_not-found',
] as const

const firstSegment = (path: string): string => path.split('/')[1] ?? ''
const isDynamic = (segment: string) => segment.startsWith('[')

/** Every first segment a route of the list claims (`/blog/[slug]` claims `blog`), and the non-page addresses. */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set(
  [
    ...[...PUBLIC_ROUTES, STUDIO_ROUTE, FOOTER_FRAGMENT_ROUTE]
      .map((route) => firstSegment(appRouteOf(route)))
      .filter((segment) => segment !== '' && !isDynamic(segment)),
    ...NON_PAGE_SEGMENTS,
  ].map((segment) => segment.toLowerCase()),
)

export const isReservedSlug = (slug: string): boolean => RESERVED_SLUGS.has(slug.trim().toLowerCase())
