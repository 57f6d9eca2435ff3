/**
 * The one list of the site's routes. The bundle-budget test, the e2e route checks (headers, CSP, axe),
 * the Lighthouse benchmark and the sitemap all read it, so a new page joins every guard rail by adding
 * one line here.
 */

export interface SiteRoute {
  /** A URL a visitor opens; for a dynamic route, one real example of it. */
  readonly path: string
  /** The app route as the build names it (`/course/[courseId]`); defaults to `path`. */
  readonly appRoute?: string
  /**
   * First-load JavaScript budget, KiB gzip: what the route weighed when it was last made lighter, plus 5 KiB, plus
   * 2 KiB since every route ships the error pages (app/error.tsx, app/(site)/error.tsx, app/global-error.tsx and
   * Next's error boundary they bring)
   * (docs/architecture.md#guard-rails). Lower it when a change makes the route lighter; raise it only with a
   * reason in the commit.
   */
  readonly budgetKib: number
  /** Listed in sitemap.xml as it stands. Dynamic routes list their URLs through a sitemap source instead. */
  readonly sitemap: boolean
}

/** Every public page. */
export const PUBLIC_ROUTES = [
  { path: '/', budgetKib: 158, sitemap: true },
  { path: '/programs', budgetKib: 157, sitemap: true },
  { path: '/about', budgetKib: 155, sitemap: true },
  { path: '/curriculum', budgetKib: 155, sitemap: true },
  { path: '/educators', budgetKib: 155, sitemap: true },
  { path: '/events', budgetKib: 155, sitemap: true },
  { path: '/self-paced', budgetKib: 160, sitemap: true },
  { path: '/college-prep', budgetKib: 158, sitemap: true },
  { path: '/careers', budgetKib: 159, sitemap: true },
  { path: '/blog', budgetKib: 155, sitemap: true },
  { path: '/blog/category/history', appRoute: '/blog/category/[category]', budgetKib: 155, sitemap: false },
  { path: '/blog/the-libraries-and-scholars-of-timbuktu', appRoute: '/blog/[slug]', budgetKib: 155, sitemap: false },
  { path: '/course/kiswahili-language-culture', appRoute: '/course/[courseId]', budgetKib: 163, sitemap: false },
  {
    path: '/course/kiswahili-language-culture/lesson/1',
    appRoute: '/course/[courseId]/lesson/[lessonId]',
    budgetKib: 163,
    sitemap: false,
  },
  { path: '/college-courses/sat-prep', appRoute: '/college-courses/[courseId]', budgetKib: 163, sitemap: false },
  {
    path: '/college-courses/sat-prep/lesson/2',
    appRoute: '/college-courses/[courseId]/lesson/[lessonId]',
    budgetKib: 163,
    sitemap: false,
  },
  { path: '/learning-games', budgetKib: 158, sitemap: true },
  { path: '/games/kiswahili-word-match', appRoute: '/games/[gameId]', budgetKib: 162, sitemap: false },
  { path: '/auth', budgetKib: 159, sitemap: false },
  { path: '/homeschool-materials', budgetKib: 166, sitemap: true },
  {
    path: '/homeschool-materials/mansa-musas-caravan-math-word-problems',
    appRoute: '/homeschool-materials/[slug]',
    budgetKib: 164,
    sitemap: false,
  },
  { path: '/payment-success', budgetKib: 158, sitemap: false },
  { path: '/enrollment-success', budgetKib: 159, sitemap: false },
  { path: '/digital-download', budgetKib: 160, sitemap: false },
  { path: '/account', budgetKib: 163, sitemap: false },
  { path: '/privacy', appRoute: '/[slug]', budgetKib: 155, sitemap: false },
] as const satisfies readonly SiteRoute[]

/** Routes of the build that are not pages to index: still held to a budget and to the headers. */
export const NOT_FOUND_ROUTE = {
  // Two segments: a single one is the page route's (/[slug]), which answers its own 404.
  path: '/this-page/does-not-exist',
  appRoute: '/[...slug]',
  budgetKib: 155,
  sitemap: false,
} as const satisfies SiteRoute

export const STUDIO_ROUTE = {
  path: '/studio',
  appRoute: '/studio/[[...tool]]',
  budgetKib: 145,
  sitemap: false,
} as const satisfies SiteRoute

/** The frame's page when the site reads its bundled content while the Studio is connected (split-brain). */
export const PREVIEW_UNAVAILABLE_ROUTE = {
  path: '/studio/preview-unavailable',
  budgetKib: 142,
  sitemap: false,
} as const satisfies SiteRoute

/** Next's own fallback 404 (served for paths no route matches, e.g. under /studio/x/…/api). */
const NEXT_NOT_FOUND = { path: '/_not-found', budgetKib: 141, sitemap: false } as const satisfies SiteRoute

/** Every route the build produces a page bundle for, each with its budget. */
export const BUDGETED_ROUTES: readonly SiteRoute[] = [
  ...PUBLIC_ROUTES,
  NOT_FOUND_ROUTE,
  STUDIO_ROUTE,
  PREVIEW_UNAVAILABLE_ROUTE,
  NEXT_NOT_FOUND,
]

export const appRouteOf = (route: SiteRoute): string => route.appRoute ?? route.path
