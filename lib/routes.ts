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
   * First-load JavaScript budget, KiB gzip: what the route weighed when it was last made lighter, rounded up to the
   * KiB; a new route starts at its weight plus 5 KiB (docs/architecture.md#guard-rails). Every route ships the error
   * pages (app/error.tsx, app/(site)/error.tsx, app/global-error.tsx and Next's error boundary they bring). Lower it
   * when a change makes the route lighter; raise it only with a reason in the commit.
   */
  readonly budgetKib: number
  /**
   * HTML document budget, KiB gzip: what the route's document weighed when it was last made lighter, plus 2 KiB. The
   * document holds the stylesheet and the page's RSC payload, all of which a phone receives before it paints
   * (docs/benchmark.md). Every route a visitor opens has one (DOCUMENT_ROUTES); lower it when a change makes the
   * document lighter, raise it only with a reason in the commit.
   */
  readonly htmlBudgetKib?: number
  /** Listed in sitemap.xml as it stands. Dynamic routes list their URLs through a sitemap source instead. */
  readonly sitemap: boolean
}

/** Every public page. */
export const PUBLIC_ROUTES = [
  { path: '/', budgetKib: 158, htmlBudgetKib: 20, sitemap: true },
  { path: '/programs', budgetKib: 150, htmlBudgetKib: 17, sitemap: true },
  { path: '/about', budgetKib: 149, htmlBudgetKib: 14, sitemap: true },
  { path: '/curriculum', budgetKib: 149, htmlBudgetKib: 15, sitemap: true },
  { path: '/educators', budgetKib: 155, htmlBudgetKib: 21, sitemap: true },
  { path: '/events', budgetKib: 149, htmlBudgetKib: 20, sitemap: true },
  { path: '/self-paced', budgetKib: 159, htmlBudgetKib: 19, sitemap: true },
  { path: '/college-prep', budgetKib: 157, htmlBudgetKib: 16, sitemap: true },
  { path: '/careers', budgetKib: 153, htmlBudgetKib: 18, sitemap: true },
  { path: '/blog', budgetKib: 155, htmlBudgetKib: 17, sitemap: true },
  {
    path: '/blog/category/history',
    appRoute: '/blog/category/[category]',
    budgetKib: 155,
    htmlBudgetKib: 14,
    sitemap: false,
  },
  {
    path: '/blog/the-libraries-and-scholars-of-timbuktu',
    appRoute: '/blog/[slug]',
    budgetKib: 155,
    htmlBudgetKib: 21,
    sitemap: false,
  },
  {
    path: '/course/kiswahili-language-culture',
    appRoute: '/course/[courseId]',
    budgetKib: 158,
    htmlBudgetKib: 15,
    sitemap: false,
  },
  {
    path: '/course/kiswahili-language-culture/lesson/1',
    appRoute: '/course/[courseId]/lesson/[lessonId]',
    budgetKib: 158,
    htmlBudgetKib: 17,
    sitemap: false,
  },
  {
    path: '/college-courses/sat-prep',
    appRoute: '/college-courses/[courseId]',
    budgetKib: 158,
    htmlBudgetKib: 16,
    sitemap: false,
  },
  {
    path: '/college-courses/sat-prep/lesson/2',
    appRoute: '/college-courses/[courseId]/lesson/[lessonId]',
    budgetKib: 158,
    htmlBudgetKib: 16,
    sitemap: false,
  },
  { path: '/learning-games', budgetKib: 158, htmlBudgetKib: 20, sitemap: true },
  {
    path: '/games/kiswahili-word-match',
    appRoute: '/games/[gameId]',
    budgetKib: 156,
    htmlBudgetKib: 14,
    sitemap: false,
  },
  { path: '/auth', budgetKib: 153, htmlBudgetKib: 13, sitemap: false },
  { path: '/homeschool-materials', budgetKib: 165, htmlBudgetKib: 22, sitemap: true },
  {
    path: '/homeschool-materials/mansa-musas-caravan-math-word-problems',
    appRoute: '/homeschool-materials/[slug]',
    budgetKib: 163,
    htmlBudgetKib: 15,
    sitemap: false,
  },
  { path: '/payment-success', budgetKib: 152, htmlBudgetKib: 13, sitemap: false },
  { path: '/enrollment-success', budgetKib: 153, htmlBudgetKib: 13, sitemap: false },
  { path: '/digital-download', budgetKib: 155, htmlBudgetKib: 13, sitemap: false },
  { path: '/account', budgetKib: 156, htmlBudgetKib: 13, sitemap: false },
  { path: '/privacy', appRoute: '/[slug]', budgetKib: 149, htmlBudgetKib: 20, sitemap: false },
] as const satisfies readonly SiteRoute[]

/** Routes of the build that are not pages to index: still held to a budget and to the headers. */
export const NOT_FOUND_ROUTE = {
  // Two segments: a single one is the page route's (/[slug]), which answers its own 404.
  path: '/this-page/does-not-exist',
  appRoute: '/[...slug]',
  budgetKib: 149,
  htmlBudgetKib: 6,
  sitemap: false,
} as const satisfies SiteRoute

export const STUDIO_ROUTE = {
  path: '/studio',
  appRoute: '/studio/[[...tool]]',
  budgetKib: 142,
  htmlBudgetKib: 7,
  sitemap: false,
} as const satisfies SiteRoute

/** The frame's page when the site reads its bundled content while the Studio is connected (split-brain). */
export const PREVIEW_UNAVAILABLE_ROUTE = {
  path: '/studio/preview-unavailable',
  budgetKib: 139,
  htmlBudgetKib: 13,
  sitemap: false,
} as const satisfies SiteRoute

/** The footer on its own, which a frame the browser draws itself copies (app/site-frame/footer/page.tsx). */
export const FOOTER_FRAGMENT_ROUTE = {
  path: '/site-frame/footer',
  budgetKib: 140,
  htmlBudgetKib: 7,
  sitemap: false,
} as const satisfies SiteRoute

/** The educators' full bios on their own, which /educators drawn by the browser copies (app/site-frame/educator-bios). */
export const EDUCATOR_BIOS_FRAGMENT_ROUTE = {
  path: '/site-frame/educator-bios',
  budgetKib: 137,
  htmlBudgetKib: 7,
  sitemap: false,
} as const satisfies SiteRoute

/** Next's own fallback 404 (served for paths no route matches, e.g. under /studio/x/…/api). */
const NEXT_NOT_FOUND = { path: '/_not-found', budgetKib: 137, sitemap: false } as const satisfies SiteRoute

/** Every route the build produces a page bundle for, each with its budget. */
export const BUDGETED_ROUTES: readonly SiteRoute[] = [
  ...PUBLIC_ROUTES,
  NOT_FOUND_ROUTE,
  STUDIO_ROUTE,
  PREVIEW_UNAVAILABLE_ROUTE,
  FOOTER_FRAGMENT_ROUTE,
  EDUCATOR_BIOS_FRAGMENT_ROUTE,
  NEXT_NOT_FOUND,
]

export const appRouteOf = (route: SiteRoute): string => route.appRoute ?? route.path

/** Every route a visitor can open, each with its HTML budget (Next's own fallback 404 has no address of its own). */
type DocumentRoute = SiteRoute & { readonly htmlBudgetKib: number }
export const DOCUMENT_ROUTES: readonly DocumentRoute[] = BUDGETED_ROUTES.filter(
  (route): route is DocumentRoute => route.htmlBudgetKib !== undefined,
)
