import { blogCategoryTitle, isBlogCategory } from '../blog/categories'
import { categoryPath, postPath } from '../blog/paths'
import { courseBasePath, gamePath, lessonPath, type CourseKind } from '../learning/paths'
import { pagePath } from '../site/page-paths'

/**
 * Which public pages show each document type: the one answer the publish webhook (what a publish refreshes),
 * the Studio's Presentation tool (where a document is used, which document a page is about) and the tests
 * read. Pure data and functions, so the Studio bundle can import it (docs/architecture.md#content-map).
 *
 * A type lists the static pages that show its documents, the app routes of the pages each document has of
 * its own (`/blog/[slug]`), and the types whose documents reference it and carry it onto their pages (an
 * educator appears on the posts they wrote). The test in tests/unit/content-map.test.ts holds this list to
 * what the pages' code actually reads.
 */

/** The fields of a document the map needs to place it; GROQ projection below. */
export interface MapDocument {
  _id: string
  _type: string
  title?: string | null
  slug?: string | null
  gameId?: string | null
  kind?: string | null
  category?: string | null
  lessonCount?: number | null
}

/** What the Studio fetches to place a document: the same fields for every type. */
export const MAP_DOCUMENT_PROJECTION = `{
  _id,
  _type,
  "title": coalesce(title, name, question, text),
  "slug": slug.current,
  "gameId": gameId.current,
  kind,
  category,
  "lessonCount": count(modules[].lessons[])
}`

type StoredDocument = { _id: string; _type: string } & Record<string, unknown>

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null)
const current = (value: unknown): string | null =>
  value !== null && typeof value === 'object' && 'current' in value ? text(value.current) : null
const list = (value: unknown): unknown[] | null => (Array.isArray(value) ? value : null)

/**
 * The fields of MAP_DOCUMENT_PROJECTION read from a document the Studio already holds (a document action's
 * draft), so nothing is fetched; tests/unit/content-map.test.ts holds both to the same answer.
 */
export function toMapDocument(document: StoredDocument): MapDocument {
  const modules = list(document.modules)
  const title = [document.title, document.name, document.question, document.text].find((value) => value != null)
  return {
    _id: document._id,
    _type: document._type,
    title: text(title),
    slug: current(document.slug),
    gameId: current(document.gameId),
    kind: text(document.kind),
    category: text(document.category),
    lessonCount: modules
      ? modules.flatMap((module) =>
          module !== null && typeof module === 'object' && 'lessons' in module ? (list(module.lessons) ?? []) : [],
        ).length
      : null,
  }
}

export interface PageLocation {
  title: string
  href: string
}

interface TypePlaces {
  /** Shown on every page (the header, footer or proverb popup read it). */
  everyPage?: true
  /** Static pages that show documents of this type. */
  pages?: readonly StaticPage[]
  /** App routes of the pages each document has of its own. */
  ownRoutes?: readonly string[]
  /** A document's own pages, and listing pages that depend on its fields (a post's category page). */
  ownPages?: (document: MapDocument) => PageLocation[]
  /** Which of `pages` one document appears on, when that depends on its fields (default: all of them). */
  listedOn?: (document: MapDocument) => readonly StaticPage[]
  /** Types whose documents reference this one and show it on their pages. */
  referencedBy?: readonly string[]
  /**
   * Whether the site shows a document of this type at all (default: always). The pages' queries skip a
   * document without its address (`defined(slug.current)`), so it is on no page, not even the listings.
   */
  shown?: (document: MapDocument) => boolean
}

const STATIC_PAGES = {
  '/': 'Home',
  '/programs': 'Programs',
  '/about': 'About',
  '/curriculum': 'Curriculum',
  '/educators': 'Educators',
  '/events': 'Events',
  '/self-paced': 'Self-paced courses',
  '/college-prep': 'College preparation',
  '/careers': 'Careers',
  '/blog': 'Blog',
  '/learning-games': 'Learning games',
  '/homeschool-materials': 'Homeschool materials',
  '/enrollment-success': 'Enrolment confirmation',
} as const

type StaticPage = keyof typeof STATIC_PAGES

/** Shown for siteSettings and proverbs instead of a list of every URL. */
export const EVERY_PAGE_MESSAGE = 'Used on every page'

const COURSE_LISTING: Record<CourseKind, StaticPage> = { 'self-paced': '/self-paced', college: '/college-prep' }

const isCourseKind = (kind: unknown): kind is CourseKind => kind === 'self-paced' || kind === 'college'

export const CONTENT_MAP = {
  siteSettings: { everyPage: true },
  proverb: { everyPage: true },
  homePage: { pages: ['/'] },
  testimonial: { pages: ['/'] },
  plan: { pages: ['/', '/programs'] },
  schoolYear: { pages: ['/', '/programs', '/events'] },
  weeklySchedule: { pages: ['/programs'] },
  programsPage: { pages: ['/programs', '/enrollment-success'] },
  shopPage: { pages: ['/homeschool-materials'] },
  aboutPage: { pages: ['/about'] },
  curriculumPage: { pages: ['/curriculum'] },
  educatorsPage: { pages: ['/educators'] },
  educator: { pages: ['/educators'], referencedBy: ['blogPost'] },
  eventsPage: { pages: ['/events'] },
  calendarEvent: { pages: ['/events'] },
  ongoingProgram: { pages: ['/events'] },
  careersPage: { pages: ['/careers'] },
  careerPosition: { pages: ['/careers'] },
  selfPacedPage: { pages: ['/self-paced'] },
  courseQuizQuestion: { pages: ['/self-paced'] },
  collegePrepPage: { pages: ['/college-prep'] },
  liveProgram: { pages: ['/college-prep'] },
  course: {
    shown: (course) => Boolean(course.slug),
    ownRoutes: [
      '/course/[courseId]',
      '/course/[courseId]/lesson/[lessonId]',
      '/college-courses/[courseId]',
      '/college-courses/[courseId]/lesson/[lessonId]',
    ],
    // Both pages read the whole catalogue; each lists the courses of its kind.
    pages: ['/self-paced', '/college-prep'],
    listedOn: (course) => (isCourseKind(course.kind) ? [COURSE_LISTING[course.kind]] : []),
    ownPages: (course) => {
      if (!course.slug || !isCourseKind(course.kind)) return []
      const title = course.title ?? course.slug
      const pages = [{ title, href: courseBasePath(course.kind, course.slug) }]
      if ((course.lessonCount ?? 0) > 0) {
        pages.push({ title: `${title}: first lesson`, href: lessonPath(course.kind, course.slug, 1) })
      }
      return pages
    },
  },
  learningGamesPage: { pages: ['/learning-games'] },
  game: {
    shown: (game) => Boolean(game.gameId),
    pages: ['/learning-games'],
    ownRoutes: ['/games/[gameId]'],
    ownPages: (game) => (game.gameId ? [{ title: game.title ?? game.gameId, href: gamePath(game.gameId) }] : []),
  },
  blogPage: { pages: ['/blog'], ownRoutes: ['/blog/category/[category]'] },
  blogPost: {
    shown: (post) => Boolean(post.slug),
    pages: ['/blog'],
    ownRoutes: ['/blog/[slug]', '/blog/category/[category]'],
    ownPages: (post) => [
      ...(post.slug ? [{ title: post.title ?? post.slug, href: postPath(post.slug) }] : []),
      ...(post.category && isBlogCategory(post.category)
        ? [{ title: `Blog: ${blogCategoryTitle(post.category)}`, href: categoryPath(post.category) }]
        : []),
    ],
  },
  // A page has its own address; the footer's bottom row (Site settings) names the pages it lists on every page.
  page: {
    shown: (page) => Boolean(page.slug),
    ownRoutes: ['/[slug]'],
    ownPages: (page) => (page.slug ? [{ title: page.title ?? page.slug, href: pagePath(page.slug) }] : []),
    referencedBy: ['siteSettings'],
  },
} as const satisfies Record<string, TypePlaces>

export type ContentType = keyof typeof CONTENT_MAP

export const isContentType = (type: string): type is ContentType => Object.hasOwn(CONTENT_MAP, type)

const placesOf = (type: ContentType): TypePlaces => CONTENT_MAP[type]

/** Every static path of the site's pages: what "every page" expands to. */
export const EVERY_PAGE_ROUTE = '*'

/**
 * The pages a document of this type can appear on: static paths and app routes (`/blog/[slug]`), including
 * through the types that reference it. `*` means every page. What the publish webhook reports.
 */
export function routesForType(type: string): string[] {
  if (!isContentType(type)) return []
  const places = placesOf(type)
  if (places.everyPage) return [EVERY_PAGE_ROUTE]
  const routes = new Set<string>([...(places.pages ?? []), ...(places.ownRoutes ?? [])])
  for (const referrer of places.referencedBy ?? []) for (const route of routesForType(referrer)) routes.add(route)
  return [...routes]
}

/** The types that reference documents of `type` onto their pages (for the Studio's reverse lookup). */
export const referrerTypes = (type: string): readonly string[] =>
  isContentType(type) ? (placesOf(type).referencedBy ?? []) : []

/**
 * Where one document is shown, for the Studio's "Used on" list: its own pages, the static pages of its type,
 * and the pages of the documents that reference it. `everyPage` for the types every page reads.
 */
export function locateDocument(
  document: MapDocument,
  referrers: readonly MapDocument[] = [],
): { everyPage: true } | { everyPage: false; locations: PageLocation[] } {
  if (!isContentType(document._type)) return { everyPage: false, locations: [] }
  const places = placesOf(document._type)
  if (places.everyPage) return { everyPage: true }
  if (places.shown && !places.shown(document)) return { everyPage: false, locations: [] }
  const found = new Map<string, PageLocation>()
  const add = (location: PageLocation) => found.set(location.href, found.get(location.href) ?? location)
  for (const location of places.ownPages?.(document) ?? []) add(location)
  for (const page of places.listedOn?.(document) ?? places.pages ?? []) add({ title: STATIC_PAGES[page], href: page })
  const allowed = new Set<string>(places.referencedBy ?? [])
  for (const referrer of referrers) {
    if (!allowed.has(referrer._type)) continue
    const placed = locateDocument(referrer)
    if (!placed.everyPage) for (const location of placed.locations) add(location)
  }
  return { everyPage: false, locations: [...found.values()] }
}

/**
 * The page that shows a document first: its own page when it has one, else the first page of its type; the
 * home page for what every page shows. None while the site shows it nowhere (a post without its address).
 */
export function firstPage(document: MapDocument): string | null {
  const placed = locateDocument(document)
  if (placed.everyPage) return '/'
  return placed.locations[0]?.href ?? null
}

/**
 * The document each page is about, for Presentation: opening a page in its frame opens this document beside
 * it. Routes use Presentation's `:param` syntax; filters run with the route's params.
 */
export const MAIN_DOCUMENTS: ReadonlyArray<{ route: string; filter: string }> = [
  ...(
    [
      ['/', 'homePage'],
      ['/programs', 'programsPage'],
      ['/about', 'aboutPage'],
      ['/curriculum', 'curriculumPage'],
      ['/educators', 'educatorsPage'],
      ['/events', 'eventsPage'],
      ['/self-paced', 'selfPacedPage'],
      ['/college-prep', 'collegePrepPage'],
      ['/careers', 'careersPage'],
      ['/learning-games', 'learningGamesPage'],
      ['/homeschool-materials', 'shopPage'],
      ['/enrollment-success', 'programsPage'],
      ['/blog', 'blogPage'],
      ['/blog/category/:category', 'blogPage'],
    ] as const
  ).map(([route, type]) => ({ route, filter: `_type == "${type}" && _id == "${type}"` })),
  { route: '/blog/:slug', filter: '_type == "blogPost" && slug.current == $slug' },
  {
    route: ['/course/:slug', '/course/:slug/lesson/:lesson'],
    filter: '_type == "course" && kind == "self-paced" && slug.current == $slug',
  },
  {
    route: ['/college-courses/:slug', '/college-courses/:slug/lesson/:lesson'],
    filter: '_type == "course" && kind == "college" && slug.current == $slug',
  },
  { route: '/games/:gameId', filter: '_type == "game" && gameId.current == $gameId' },
  // Last: Presentation takes the first route that matches, so every static page above keeps its own document.
  { route: '/:slug', filter: '_type == "page" && slug.current == $slug' },
].flatMap(({ route, filter }) =>
  Array.isArray(route) ? route.map((one) => ({ route: one, filter })) : [{ route, filter }],
)
