/**
 * How the content map works, with no knowledge of any domain: which public pages show each document type is the
 * one answer the publish webhook (what a publish refreshes), the Studio's Presentation tool (where a document is
 * used, which document a page is about) and the tests read. Each domain declares its own types' places and its
 * pages' main documents beside its queries (`lib/<domain>/content-places.ts`); `lib/content-map.ts` composes them
 * once (docs/architecture.md#content-map). Pure data and functions, so the Studio bundle can import it.
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

export interface TypePlaces {
  /** Shown on every page (the header, footer or proverb popup read it). */
  everyPage?: true
  /** Static pages that show documents of this type (their paths, each one of the composed map's static pages). */
  pages?: readonly string[]
  /** App routes of the pages each document has of its own. */
  ownRoutes?: readonly string[]
  /** A document's own pages, and listing pages that depend on its fields (a post's category page). */
  ownPages?: (document: MapDocument) => PageLocation[]
  /** Which of `pages` one document appears on, when that depends on its fields (default: all of them). */
  listedOn?: (document: MapDocument) => readonly string[]
  /** Types whose documents reference this one and show it on their pages. */
  referencedBy?: readonly string[]
  /**
   * Whether the site shows a document of this type at all (default: always). The pages' queries skip a
   * document without its address (`defined(slug.current)`), so it is on no page, not even the listings.
   */
  shown?: (document: MapDocument) => boolean
}

/** Shown for siteSettings and proverbs instead of a list of every URL. */
export const EVERY_PAGE_MESSAGE = 'Used on every page'

/** Every static path of the site's pages: what "every page" expands to. */
export const EVERY_PAGE_ROUTE = '*'

/**
 * The document a page is about, for Presentation: opening a page in its frame opens this document beside it.
 * Routes use Presentation's `:param` syntax; filters run with the route's params.
 */
export interface MainDocument {
  route: string
  filter: string
}

/** The main document of pages whose document is a singleton (its id is its type). */
export const singletonMainDocuments = (pages: ReadonlyArray<readonly [route: string, type: string]>): MainDocument[] =>
  pages.map(([route, type]) => ({ route, filter: `_type == "${type}" && _id == "${type}"` }))

/** The functions every reader of the map uses, over one composed map. */
export function contentMapOf<const Map extends Record<string, TypePlaces>>(
  map: Map,
  staticPages: Readonly<Record<string, string>>,
) {
  type ContentType = keyof Map & string
  const isContentType = (type: string): type is ContentType => Object.hasOwn(map, type)
  const placesOf = (type: ContentType): TypePlaces => map[type] as TypePlaces

  /**
   * The pages a document of this type can appear on: static paths and app routes (`/blog/[slug]`), including
   * through the types that reference it. `*` means every page. What the publish webhook reports.
   */
  function routesForType(type: string): string[] {
    if (!isContentType(type)) return []
    const places = placesOf(type)
    if (places.everyPage) return [EVERY_PAGE_ROUTE]
    const routes = new Set<string>([...(places.pages ?? []), ...(places.ownRoutes ?? [])])
    for (const referrer of places.referencedBy ?? []) for (const route of routesForType(referrer)) routes.add(route)
    return [...routes]
  }

  /** The types that reference documents of `type` onto their pages (for the Studio's reverse lookup). */
  const referrerTypes = (type: string): readonly string[] =>
    isContentType(type) ? (placesOf(type).referencedBy ?? []) : []

  /**
   * Where one document is shown, for the Studio's "Used on" list: its own pages, the static pages of its type,
   * and the pages of the documents that reference it. `everyPage` for the types every page reads.
   */
  function locateDocument(
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
    for (const page of places.listedOn?.(document) ?? places.pages ?? []) {
      add({ title: staticPages[page] ?? page, href: page })
    }
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
  function firstPage(document: MapDocument): string | null {
    const placed = locateDocument(document)
    if (placed.everyPage) return '/'
    return placed.locations[0]?.href ?? null
  }

  return { isContentType, routesForType, referrerTypes, locateDocument, firstPage }
}
