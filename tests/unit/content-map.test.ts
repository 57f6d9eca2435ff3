import { beforeAll, describe, expect, it } from 'vitest'

import {
  CONTENT_MAP,
  EVERY_PAGE_ROUTE,
  locateDocument,
  MAIN_DOCUMENTS,
  MAP_DOCUMENT_PROJECTION,
  referrerTypes,
  routesForType,
  STATIC_PAGES,
  type MapDocument,
} from '@/lib/content-map'
import { evaluateLocally } from '@/lib/content/fetch'
import { loadFixtureDataset, type FixtureDataset } from '@/lib/content/fixtures'
import { queryTags } from '@/lib/content/query-tags'
import { PUBLIC_ROUTES } from '@/lib/routes'
import { buildNav, JOIN_NOW } from '@/lib/site/nav-items'
import { isReservedSlug } from '@/lib/site/reserved-slugs'
import { schemaTypes, singletonTypes } from '@/schemas'
import { LOCATE_QUERY, toLocationsState, type Located } from '@/studio/locations'

import { exportedQueries, paramSets } from '../support/query-params'
import { routeQueries, type RouteQueries } from '../support/route-queries'

/**
 * The content map (which pages show each type) against what the pages' code reads. Two measurements, neither
 * declared twice: which queries each page runs is read from the code (tests/support/route-queries.ts), and
 * which types change a query's answer is found by changing a fixture document of each type and running every
 * query again. A type may change a page only if the query is tagged with it (so a publish expires the page)
 * and the map lists the page (so the webhook and Presentation name it).
 */

type Documents = FixtureDataset['documents']

let documents: Documents
let routes: RouteQueries[]
beforeAll(async () => {
  documents = (await loadFixtureDataset()).documents
  const contentQueries = new Set(exportedQueries.map(([name]) => name))
  routes = routeQueries().map((route) => ({
    appRoute: route.appRoute,
    queries: new Set([...route.queries].filter((name) => contentQueries.has(name))),
  }))
}, 60_000)

const documentTypes = schemaTypes.filter((type) => type.type === 'document').map((type) => type.name)
const queryByName = new Map(exportedQueries)

/** Whether the map places `type` on the app route `appRoute` (`*` covers every page). */
const mapListsRoute = (type: string, appRoute: string) => {
  const listed = routesForType(type)
  return listed.includes(EVERY_PAGE_ROUTE) || listed.includes(appRoute)
}

/** The document with every string it holds changed, as a staff edit would change what a page shows. */
function edited(document: Documents[number]): Documents[number] {
  const change = (value: unknown, key: string): unknown => {
    if (key.startsWith('_')) return value
    if (typeof value === 'string') return `${value} (edited)`
    if (Array.isArray(value)) return value.map((item) => change(item, ''))
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([inner, innerValue]) => [inner, change(innerValue, inner)]))
    }
    return value
  }
  return change(document, '') as Documents[number]
}

async function queriesChangedBy(type: string): Promise<string[]> {
  const sample = documents.find((document) => document._type === type)
  if (!sample) return []
  const changed = documents.map((document) => (document === sample ? edited(document) : document))
  const names: string[] = []
  for (const [name, query] of exportedQueries) {
    for (const params of paramSets(name, documents)) {
      const before = JSON.stringify(await evaluateLocally(query, params, documents))
      if (JSON.stringify(await evaluateLocally(query, params, changed)) !== before) {
        names.push(name)
        break
      }
    }
  }
  return names
}

describe('the content map', () => {
  it('has an entry for every document type of the schema, and none for a type that does not exist', () => {
    expect(Object.keys(CONTENT_MAP).sort()).toEqual([...documentTypes].sort())
  })

  it('found the pages of the site and what they read', () => {
    expect(routes.map((route) => route.appRoute)).toEqual(
      expect.arrayContaining(PUBLIC_ROUTES.map((route) => ('appRoute' in route ? route.appRoute : route.path))),
    )
    const blogPost = routes.find((route) => route.appRoute === '/blog/[slug]')
    expect([...(blogPost?.queries ?? [])].sort()).toEqual([
      'BLOG_POSTS_QUERY',
      'BLOG_POST_QUERY',
      'PROVERBS_QUERY',
      'SITE_SETTINGS_QUERY',
    ])
  })

  it.each(documentTypes)('places %s on exactly the pages whose queries are tagged with it', (type) => {
    const tagged = routes.filter((route) =>
      [...route.queries].some((name) => queryTags(queryByName.get(name)!).includes(type)),
    )
    const listed = routes.filter((route) => mapListsRoute(type, route.appRoute))
    expect(listed.map((route) => route.appRoute).sort()).toEqual(tagged.map((route) => route.appRoute).sort())
  })

  it.each(documentTypes)(
    'changing a %s document changes only pages its tags expire and the map lists',
    async (type) => {
      const violations: string[] = []
      for (const name of await queriesChangedBy(type)) {
        if (!queryTags(queryByName.get(name)!).includes(type)) violations.push(`${name} is not tagged ${type}`)
        for (const route of routes.filter((one) => one.queries.has(name))) {
          if (!mapListsRoute(type, route.appRoute)) violations.push(`${route.appRoute} (${name}) is not in the map`)
        }
      }
      expect(violations).toEqual([])
    },
  )
})

describe('locations of each fixture document', () => {
  const mapDocuments = async (): Promise<MapDocument[]> =>
    (await evaluateLocally(`*[!(_type match "sanity.*")]${MAP_DOCUMENT_PROJECTION}`, {}, documents)) as MapDocument[]

  const referrersOf = (id: string, all: MapDocument[]) => {
    const referring = new Set(
      documents.filter((document) => JSON.stringify(document).includes(`"_ref":"${id}"`)).map((doc) => doc._id),
    )
    return all.filter((document) => referring.has(document._id))
  }

  /** An href matches one of the type's routes: a static path, or an app route with its [params] filled in. */
  const matchesRoute = (href: string, type: string) =>
    routesForType(type).some((route) => new RegExp(`^${route.replace(/\[[^\]]+\]/g, '[A-Za-z0-9-]+')}$`).test(href))

  it('every document is shown somewhere: on every page, or on at least one page of its type', async () => {
    const all = await mapDocuments()
    expect(all.length).toBeGreaterThan(90)
    const unplaced: string[] = []
    const stray: string[] = []
    for (const document of all) {
      const placed = locateDocument(document, referrersOf(document._id, all))
      if (placed.everyPage) continue
      if (placed.locations.length === 0) unplaced.push(document._id)
      for (const location of placed.locations) {
        if (!matchesRoute(location.href, document._type)) stray.push(`${document._id} → ${location.href}`)
      }
    }
    expect(unplaced).toEqual([])
    expect(stray).toEqual([])
  })

  it('an educator is located on the posts they wrote; a course on its own pages and the list of its kind', async () => {
    const all = await mapDocuments()
    const post = documents.find((document) => document._type === 'blogPost')!
    const authorId = (post.author as { _ref: string })._ref
    const author = all.find((document) => document._id === authorId)!
    const placed = locateDocument(author, referrersOf(authorId, all))
    expect(placed.everyPage).toBe(false)
    const hrefs = placed.everyPage ? [] : placed.locations.map((location) => location.href)
    expect(hrefs).toContain('/educators')
    expect(hrefs).toContain(`/blog/${(post.slug as { current: string }).current}`)

    const college = all.find((document) => document._type === 'course' && document.kind === 'college')!
    const collegePlaces = locateDocument(college)
    expect(collegePlaces.everyPage ? [] : collegePlaces.locations.map((location) => location.href)).toEqual([
      `/college-courses/${college.slug}`,
      `/college-courses/${college.slug}/lesson/1`,
      '/college-prep',
    ])
  })

  it('site settings and proverbs are used on every page', () => {
    expect(locateDocument({ _id: 'siteSettings', _type: 'siteSettings' })).toEqual({ everyPage: true })
    expect(locateDocument({ _id: 'proverb-1', _type: 'proverb' })).toEqual({ everyPage: true })
  })
})

describe('the main document of each page', () => {
  /** Every concrete path of the fixtures a route pattern covers. */
  const examplePaths = async (): Promise<string[]> => {
    const paths = (await evaluateLocally(
      `{
        "courses": *[_type == "course"]{kind, "slug": slug.current, "lessons": count(modules[].lessons[])},
        "posts": *[_type == "blogPost"].slug.current,
        "games": *[_type == "game"].gameId.current,
        "pages": *[_type == "page"].slug.current
      }`,
      {},
      documents,
    )) as {
      courses: { kind: string; slug: string; lessons: number }[]
      posts: string[]
      games: string[]
      pages: string[]
    }
    const courseBase = (kind: string) => (kind === 'college' ? '/college-courses' : '/course')
    return [
      ...PUBLIC_ROUTES.filter((route) => !('appRoute' in route)).map((route) => route.path),
      '/blog/category/history',
      ...paths.posts.map((slug) => `/blog/${slug}`),
      ...paths.games.map((id) => `/games/${id}`),
      ...paths.pages.map((slug) => `/${slug}`),
      ...paths.courses.flatMap((course) => [
        `${courseBase(course.kind)}/${course.slug}`,
        ...Array.from(
          { length: course.lessons },
          (_, i) => `${courseBase(course.kind)}/${course.slug}/lesson/${i + 1}`,
        ),
      ]),
    ]
  }

  /** The route Presentation picks for a path: the first in the list that matches, with its params. */
  const mainRouteOf = (path: string) => {
    for (const { route, filter } of MAIN_DOCUMENTS) {
      const found = new RegExp(`^${route.replace(/:(\w+)/g, '(?<$1>[^/]+)')}$`).exec(path)
      if (found) return { route, filter, params: { ...found.groups } }
    }
    return null
  }

  it('every page with a document of its own resolves exactly one fixture document', async () => {
    const problems: string[] = []
    let resolved = 0
    for (const path of await examplePaths()) {
      const main = mainRouteOf(path)
      if (!main) continue
      // A page of the site with no document of its own (/auth) falls through to the pages' route, which finds
      // none there: Presentation then opens no document, as it should.
      if (main.route === '/:slug' && isReservedSlug(path.slice(1))) continue
      const ids = (await evaluateLocally(`*[${main.filter}]._id`, main.params, documents)) as string[]
      if (ids.length !== 1) problems.push(`${path} → ${ids.length} documents`)
      resolved += 1
    }
    expect(problems).toEqual([])
    expect(resolved).toBeGreaterThan(40)
  })

  it('a static page keeps its own document ahead of the pages staff write at /<slug>', () => {
    expect(mainRouteOf('/about')?.filter).toContain('"aboutPage"')
    expect(mainRouteOf('/privacy')).toMatchObject({ route: '/:slug', params: { slug: 'privacy' } })
    expect(MAIN_DOCUMENTS.at(-1)?.route).toBe('/:slug')
  })

  it('every singleton that is a page has its route', () => {
    const pageSingletons = [...singletonTypes].filter((type) => type.endsWith('Page'))
    for (const type of pageSingletons) {
      expect(
        MAIN_DOCUMENTS.some((main) => main.filter.includes(`"${type}"`)),
        type,
      ).toBe(true)
    }
  })
})

describe('the Studio\'s "Used on" list', () => {
  const located = async (id: string) => {
    const type = documents.find((document) => document._id === id)?._type ?? ''
    return (await evaluateLocally(LOCATE_QUERY, { id, referrerTypes: [...referrerTypes(type)] }, documents)) as Located
  }

  it('lists an educator on the educators page and on each post they wrote', async () => {
    const post = documents.find((document) => document._type === 'blogPost')!
    const authorId = (post.author as { _ref: string })._ref
    const state = toLocationsState(await located(authorId))
    const hrefs = state?.locations?.map((location) => location.href) ?? []
    expect(hrefs[0]).toBe('/educators')
    expect(hrefs).toContain(`/blog/${(post.slug as { current: string }).current}`)
    const written = documents.filter(
      (document) => document._type === 'blogPost' && (document.author as { _ref: string })._ref === authorId,
    )
    expect(hrefs.filter((href) => /^\/blog\/[^/]+$/.test(href))).toHaveLength(written.length)
  })

  it('says "Used on every page" for site settings, and names a game by its page', async () => {
    expect(toLocationsState(await located('siteSettings'))).toEqual({ message: 'Used on every page', tone: 'positive' })
    const game = documents.find((document) => document._type === 'game')!
    expect(toLocationsState(await located(game._id))?.locations).toEqual([
      { title: game.title, href: `/games/${(game.gameId as { current: string }).current}` },
      { title: 'Learning games', href: '/learning-games' },
    ])
  })
})

describe('the content map and the navigation name only routes of lib/routes.ts', () => {
  /** The app route a path or Presentation route names, in the build's `[param]` form. */
  const appRoutes = new Set<string>(PUBLIC_ROUTES.map((route) => ('appRoute' in route ? route.appRoute : route.path)))
  const asAppRoute = (route: string) => route.replace(/:(\w+)/g, '[param]')
  const knownRoute = (route: string) =>
    [...appRoutes].some((appRoute) => appRoute.replace(/\[\w+\]/g, '[param]') === asAppRoute(route))

  it('every static page of the map is a public route, and every static route that shows content is in it', () => {
    for (const path of Object.keys(STATIC_PAGES)) expect(appRoutes.has(path), path).toBe(true)
    const placed = new Set(Object.values(CONTENT_MAP).flatMap((places) => ('pages' in places ? places.pages : [])))
    expect([...placed].filter((page) => !(page in STATIC_PAGES))).toEqual([])
  })

  it('every page Presentation opens a document for is a public route', () => {
    expect(MAIN_DOCUMENTS.map((main) => main.route).filter((route) => !knownRoute(route))).toEqual([])
  })

  it('every own route of a type is a public route', () => {
    const own = Object.values(CONTENT_MAP).flatMap((places) => ('ownRoutes' in places ? places.ownRoutes : []))
    expect(own.filter((route) => !appRoutes.has(route))).toEqual([])
  })

  it('every site address in the navigation is a public route', () => {
    const entries = buildNav({ label: 'Community', url: 'https://community.example.org' })
    const links = entries.flatMap((entry) => (entry.kind === 'group' ? entry.items : [entry]))
    const internal = [...links, JOIN_NOW].filter((link) => !link.external).map((link) => link.href)
    expect(internal.length).toBeGreaterThan(10)
    expect(internal.filter((href) => !appRoutes.has(href))).toEqual([])
  })
})
