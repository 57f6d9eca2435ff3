/**
 * The one list of the site's routes. The bundle-budget test, the e2e route checks (headers, CSP, axe),
 * the Lighthouse benchmark and the sitemap all read it, so a new page joins every guard rail by adding
 * one line here.
 */

/** First-load JavaScript budgets, KiB gzip (see docs/architecture.md#guard-rails). */
export const BUDGETS_KIB = {
  /** Pages people read: home, about, programs, blog, events, … */
  content: 155,
  /** Pages people operate: shop, course and lesson players, games, auth. */
  interactive: 200,
  /** The /studio route's shell before the Studio itself loads on demand. */
  studio: 160,
} as const

export type BudgetClass = keyof typeof BUDGETS_KIB

export interface SiteRoute {
  /** A URL a visitor opens; for a dynamic route, one real example of it. */
  readonly path: string
  /** The app route as the build names it (`/course/[courseId]`); defaults to `path`. */
  readonly appRoute?: string
  readonly budget: BudgetClass
  /** Listed in sitemap.xml as it stands. Dynamic routes list their URLs through a sitemap source instead. */
  readonly sitemap: boolean
}

/** Every public page. */
export const PUBLIC_ROUTES = [
  { path: '/', budget: 'content', sitemap: true },
  { path: '/programs', budget: 'content', sitemap: true },
  { path: '/about', budget: 'content', sitemap: true },
  { path: '/curriculum', budget: 'content', sitemap: true },
  { path: '/educators', budget: 'content', sitemap: true },
  { path: '/events', budget: 'content', sitemap: true },
  { path: '/self-paced', budget: 'content', sitemap: true },
  { path: '/college-prep', budget: 'content', sitemap: true },
  { path: '/careers', budget: 'content', sitemap: true },
  { path: '/blog', budget: 'content', sitemap: true },
  { path: '/blog/category/history', appRoute: '/blog/category/[category]', budget: 'content', sitemap: false },
  { path: '/blog/the-libraries-and-scholars-of-timbuktu', appRoute: '/blog/[slug]', budget: 'content', sitemap: false },
  { path: '/course/kiswahili-language-culture', appRoute: '/course/[courseId]', budget: 'interactive', sitemap: false },
  {
    path: '/course/kiswahili-language-culture/lesson/1',
    appRoute: '/course/[courseId]/lesson/[lessonId]',
    budget: 'interactive',
    sitemap: false,
  },
  { path: '/college-courses/sat-prep', appRoute: '/college-courses/[courseId]', budget: 'interactive', sitemap: false },
  {
    path: '/college-courses/sat-prep/lesson/2',
    appRoute: '/college-courses/[courseId]/lesson/[lessonId]',
    budget: 'interactive',
    sitemap: false,
  },
  { path: '/learning-games', budget: 'interactive', sitemap: true },
  { path: '/games/kiswahili-word-match', appRoute: '/games/[gameId]', budget: 'interactive', sitemap: false },
  { path: '/auth', budget: 'interactive', sitemap: false },
  { path: '/homeschool-materials', budget: 'interactive', sitemap: true },
  { path: '/payment-success', budget: 'interactive', sitemap: false },
  { path: '/enrollment-success', budget: 'interactive', sitemap: false },
  { path: '/digital-download', budget: 'interactive', sitemap: false },
  { path: '/privacy', appRoute: '/[slug]', budget: 'content', sitemap: false },
] as const satisfies readonly SiteRoute[]

/** Routes of the build that are not pages to index: still held to a budget and to the headers. */
export const NOT_FOUND_ROUTE = {
  // Two segments: a single one is the page route's (/[slug]), which answers its own 404.
  path: '/this-page/does-not-exist',
  appRoute: '/[...slug]',
  budget: 'content',
  sitemap: false,
} as const satisfies SiteRoute

export const STUDIO_ROUTE = {
  path: '/studio',
  appRoute: '/studio/[[...tool]]',
  budget: 'studio',
  sitemap: false,
} as const satisfies SiteRoute

/** Next's own fallback 404 (served for paths no route matches, e.g. under /studio/x/…/api). */
const NEXT_NOT_FOUND = { path: '/_not-found', budget: 'content', sitemap: false } as const satisfies SiteRoute

/** Every route the build produces a page bundle for, each with its budget. */
export const BUDGETED_ROUTES: readonly SiteRoute[] = [...PUBLIC_ROUTES, NOT_FOUND_ROUTE, STUDIO_ROUTE, NEXT_NOT_FOUND]

export const appRouteOf = (route: SiteRoute): string => route.appRoute ?? route.path
