import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { Page, Route } from '@playwright/test'
import { evaluate, parse } from 'groq-js'
import { z } from 'zod'

import { readFixtureDocuments, type FixtureAsset } from '../../lib/content/fixture-files'
import { buildFixtureDataset, cdnFileName } from '../../lib/content/fixtures'

/**
 * A stand-in for the Sanity HTTP API, answered inside the browser with `page.route`, so the embedded
 * Studio boots against a (fake) project without any network. Content comes from the same NDJSON
 * fixtures the site and the seed script use; GROQ is evaluated for real with groq-js, so lists,
 * previews and validation queries see the real documents.
 *
 * Images: the fixtures reference files (`_sanityAsset: "image@file://./images/x.svg"`), exactly as
 * `sanity dataset import` expects. The site's local content source (lib/content/fixtures.ts) turns them
 * into what an imported dataset holds: a `sanity.imageAsset` document plus an `asset` reference; the
 * stand-in serves the file from cdn.sanity.io. That conversion leaves drafts and release versions out.
 *
 * Reads follow Sanity's rule for requests without a token: only ids without a dot (see `readableBy`).
 * The Studio here signs in with a cookie session, which the stand-in does not model, so its requests
 * carry no token and it sees root-path documents only: every fixture, since none has a dot, but not
 * drafts. A test that needs the Studio to see drafts adds them to `content.documents` and gives the
 * Studio a token.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const FIXTURES_DIR = path.join(repoRoot, 'studio/fixtures')

export type SanityDocument = { _id: string; _type: string } & Record<string, unknown>

export interface ImageFile {
  assetId: string
  /** Path under cdn.sanity.io, e.g. /images/<project>/<dataset>/<hash>-<w>x<h>.svg */
  cdnPath: string
  contentType: string
  body: Buffer
}

export interface StandInContent {
  documents: SanityDocument[]
  images: ImageFile[]
}

export interface StandInOptions {
  projectId: string
  dataset: string
  content: StandInContent
  user?: { id: string; name: string; email: string }
}

export interface SanityStandIn {
  /** Sanity requests nobody answered on purpose ("METHOD url"): useful while developing a test. */
  unhandled: string[]
  /** Every GROQ query the Studio sent, in order. */
  queries: string[]
}

// ── fixtures ────────────────────────────────────────────────────────────────────────────────────

/**
 * The NDJSON fixtures as an imported dataset holds them (asset documents included), converted by the
 * site's own local content source; only the asset URLs differ: this project's CDN, not the site's
 * /fixture-images route.
 */
export async function loadFixtureContent(projectId: string, dataset: string): Promise<StandInContent> {
  const fixtures = await buildFixtureDataset(await readFixtureDocuments(FIXTURES_DIR), FIXTURES_DIR)
  const assets = [...fixtures.imagesByFileName.values(), ...fixtures.filesByFileName.values()]
  const cdnPathOf = (asset: FixtureAsset) =>
    `/${asset.kind === 'file' ? 'files' : 'images'}/${projectId}/${dataset}/${cdnFileName(asset)}`
  const assetsById = new Map(assets.map((asset) => [asset._id, asset]))
  const documents = fixtures.documents.map((document): SanityDocument => {
    const asset = assetsById.get(document._id)
    return asset
      ? { ...document, path: cdnPathOf(asset).slice(1), url: `https://cdn.sanity.io${cdnPathOf(asset)}` }
      : document
  })
  return {
    documents,
    images: assets.map((asset) => ({
      assetId: asset._id,
      cdnPath: cdnPathOf(asset),
      contentType: asset.mimeType,
      body: asset.bytes,
    })),
  }
}

// ── GROQ ────────────────────────────────────────────────────────────────────────────────────────

const isDraft = (doc: SanityDocument) => doc._id.startsWith('drafts.')

/** The Content Lake's perspectives, enough for the Studio: raw, published, drafts (= previewDrafts). */
function documentsFor(perspective: string | null, documents: SanityDocument[]): SanityDocument[] {
  if (perspective === 'published') return documents.filter((doc) => !isDraft(doc))
  if (perspective === 'drafts' || perspective === 'previewDrafts') {
    const drafts = new Map(documents.filter(isDraft).map((doc) => [doc._id.slice('drafts.'.length), doc]))
    const published = documents.filter((doc) => !isDraft(doc))
    const merged = published.map((doc) => drafts.get(doc._id) ?? doc)
    const draftOnly = [...drafts.entries()].filter(([id]) => !published.some((doc) => doc._id === id))
    return [...merged, ...draftOnly.map(([, doc]) => doc)]
  }
  return documents
}

export async function runGroq(
  query: string,
  params: Record<string, unknown>,
  documents: SanityDocument[],
): Promise<unknown> {
  const tree = parse(query, { params })
  const value = await evaluate(tree, { dataset: documents, params })
  return value.get()
}

/** A `/data/query` request as the stand-in reads it (built from a Playwright request, or by a unit test). */
export interface QueryRequest {
  method: string
  url: URL
  /** Header names in lower case. */
  headers: Record<string, string>
  /** The JSON body of a POST. */
  body?: unknown
}

/** Query parameters arrive as `$name=<JSON>` in the URL (GET) or as `params` in the body (POST). */
function queryFromRequest({ method, url, body }: QueryRequest): { query: string; params: Record<string, unknown> } {
  if (method === 'POST') {
    const parsed = z.object({ query: z.string(), params: z.record(z.string(), z.unknown()).optional() }).parse(body)
    return { query: parsed.query, params: parsed.params ?? {} }
  }
  const params: Record<string, unknown> = {}
  for (const [key, value] of url.searchParams) {
    if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value)
  }
  return { query: url.searchParams.get('query') ?? '', params }
}

// ── who reads what ──────────────────────────────────────────────────────────────────────────────

/**
 * Sanity reads a dot in a document id as a path separator (`drafts.plan-core` is `plan-core` under
 * `drafts`), and a reader without a token, such as a site reading a public dataset with no read
 * token, sees only documents on the root path: ids without a dot. groq-js knows nothing of this, so
 * the stand-in applies the rule itself; otherwise a dotted fixture id would look fine here and be
 * missing from a real public read.
 */
export const isOnRootPath = (id: string) => !id.includes('.')

/** A request carries a token as `Authorization: Bearer …` or as a `token` query parameter. */
export function hasToken({ headers, url }: Pick<QueryRequest, 'headers' | 'url'>): boolean {
  const authorization = Object.entries(headers).find(([name]) => name.toLowerCase() === 'authorization')?.[1] ?? ''
  return /^Bearer\s+\S/i.test(authorization) || Boolean(url.searchParams.get('token'))
}

/** The documents a request may read: all of them with a token, root-path ids only without. */
export function readableBy(
  request: Pick<QueryRequest, 'headers' | 'url'>,
  documents: SanityDocument[],
): SanityDocument[] {
  return hasToken(request) ? documents : documents.filter((doc) => isOnRootPath(doc._id))
}

/** Answers a `/data/query` request over the stand-in's documents, as the Content Lake would. */
export async function answerQuery(
  request: QueryRequest,
  documents: SanityDocument[],
): Promise<{ status: number; body: unknown; query?: string }> {
  let query: string | undefined
  try {
    const parsed = queryFromRequest(request)
    query = parsed.query
    const docs = documentsFor(request.url.searchParams.get('perspective'), readableBy(request, documents))
    const result = await runGroq(parsed.query, parsed.params, docs)
    return { status: 200, body: { query, result, ms: 1 }, query }
  } catch (error) {
    const description = error instanceof Error ? error.message : String(error)
    return { status: 400, body: { error: { description, type: 'queryParseError' } }, query }
  }
}

// ── the HTTP API ────────────────────────────────────────────────────────────────────────────────

/** The Studio sends credentials, so CORS needs the exact origin echoed back (Chromium checks it). */
function corsHeaders(route: Route): Record<string, string> {
  const origin = route.request().headers().origin
  return origin
    ? { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true', vary: 'origin' }
    : { 'access-control-allow-origin': '*' }
}

const json = (route: Route, body: unknown, status = 200) =>
  route.fulfill({
    status,
    contentType: 'application/json; charset=utf-8',
    headers: corsHeaders(route),
    body: JSON.stringify(body),
  })

/** Strips the API version (`/v2025-10-01`, `/v1`) from a Sanity API path. */
const apiPath = (url: URL) => url.pathname.replace(/^\/v(?:\d{4}-\d{2}-\d{2}|\d+|X)(?=\/)/, '')

/**
 * Runs IN THE PAGE before any script. Sanity's listen endpoint is an endless event stream, which a
 * fulfilled route cannot be (it ends, and the Studio shows "Trying to connect…"). The Studio opens it
 * through an EventSource polyfill that reads `fetch` streams, or through the native EventSource, so
 * both are answered here for `*.sanity.io/.../data/listen/` URLs: Sanity's `welcome` event, then
 * only keep-alive comments until the Studio closes it. Everything else goes to the real
 * implementations (and so to `page.route`). Self-contained on purpose: it is serialised into the page.
 */
function installListenStandIn({ listenerName }: { listenerName: string }): void {
  const isSanityListen = (raw: string | URL) => {
    const url = new URL(String(raw), window.location.href)
    return /(^|\.)sanity\.io$/.test(url.hostname) && /\/data\/listen\//.test(url.pathname)
  }
  const welcome = `event: welcome\ndata: ${JSON.stringify({ listenerName })}\n\n`

  const nativeFetch = window.fetch.bind(window)
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input)
    if (!isSanityListen(url)) return nativeFetch(input, init)
    const encoder = new TextEncoder()
    let keepAlive: ReturnType<typeof setInterval> | undefined
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode(welcome))
        keepAlive = setInterval(() => controller.enqueue(encoder.encode(':\n\n')), 15_000)
        init?.signal?.addEventListener('abort', () => {
          clearInterval(keepAlive)
          controller.error(new DOMException('The stream was closed', 'AbortError'))
        })
      },
      cancel() {
        clearInterval(keepAlive)
      },
    })
    return Promise.resolve(new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }))
  }

  const NativeEventSource = window.EventSource
  class ListenStandIn extends EventTarget {
    static readonly CONNECTING = 0
    static readonly OPEN = 1
    static readonly CLOSED = 2
    readonly CONNECTING = 0
    readonly OPEN = 1
    readonly CLOSED = 2
    readyState = 0
    readonly url: string
    readonly withCredentials: boolean
    onopen: ((event: Event) => void) | null = null
    onmessage: ((event: MessageEvent) => void) | null = null
    onerror: ((event: Event) => void) | null = null
    constructor(url: string | URL, init?: EventSourceInit) {
      super()
      this.url = String(url)
      this.withCredentials = Boolean(init?.withCredentials)
      setTimeout(() => {
        if (this.readyState === 2) return
        this.readyState = 1
        const open = new Event('open')
        this.onopen?.(open)
        this.dispatchEvent(open)
        this.dispatchEvent(new MessageEvent('welcome', { data: JSON.stringify({ listenerName }) }))
      }, 0)
    }
    close() {
      this.readyState = 2
    }
  }
  window.EventSource = new Proxy(NativeEventSource, {
    construct(target, args: [string | URL, EventSourceInit?]) {
      return isSanityListen(args[0]) ? new ListenStandIn(args[0], args[1]) : Reflect.construct(target, args)
    },
  })
}

export async function installSanityStandIn(page: Page, options: StandInOptions): Promise<SanityStandIn> {
  const { projectId, dataset, content } = options
  const user = options.user ?? { id: 'e2e-editor', name: 'Ada Editor', email: 'editor@sankofa-academy.example' }
  const standIn: SanityStandIn = { unhandled: [], queries: [] }
  const projectHost = `${projectId}.api.sanity.io`
  const currentUser = {
    id: user.id,
    name: user.name,
    email: user.email,
    profileImage: null,
    provider: 'sanity',
    role: 'administrator',
    roles: [{ name: 'administrator', title: 'Administrator', description: 'Read and write access' }],
  }
  const grants = [
    { filter: '_id in path("**")', permissions: ['read', 'create', 'update', 'history', 'editHistory', 'manage'] },
  ]
  const project = {
    id: projectId,
    displayName: 'Sankofa Academy (stand-in)',
    studioHost: null,
    organizationId: null,
    isBlocked: false,
    isDisabled: false,
    isDisabledByUser: false,
    metadata: {},
    members: [
      {
        id: user.id,
        role: 'administrator',
        roles: [{ name: 'administrator', title: 'Administrator' }],
        isCurrentUser: true,
        isRobot: false,
      },
    ],
    features: [],
  }

  const noteUnhandled = (entry: string) => {
    standIn.unhandled.push(entry)
    if (process.env.DEBUG_SANITY_STAND_IN) console.log('[sanity stand-in] unhandled', entry)
  }

  // Real-time listeners stay open for as long as the Studio needs them, which a fulfilled route cannot
  // do: `EventSource` for Sanity's listen endpoint is answered in the page (welcome, then quiet).
  await page.addInitScript(installListenStandIn, { listenerName: 'e2e-stand-in' })
  // Presence ("bifur") socket: accepted and kept quiet, never connected to a server.
  await page.routeWebSocket(/\.sanity\.io\//, () => {})

  // Anything on Sanity's domains that is not answered below (never reaches the network).
  const isSanityHost = (url: URL) =>
    /(^|\.)sanity\.io$/.test(url.hostname) ||
    /(^|\.)sanity-cdn\.com$/.test(url.hostname) ||
    /(^|\.)sanity\.work$/.test(url.hostname)

  await page.route(isSanityHost, async (route) => {
    const request = route.request()
    const url = new URL(request.url())
    const method = request.method()

    if (method === 'OPTIONS') {
      return route.fulfill({
        status: 204,
        headers: {
          ...corsHeaders(route),
          'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
          'access-control-allow-headers': '*',
        },
      })
    }

    // Sanity's core bridge script (next-sanity loads it for the Sanity dashboard): not needed here.
    if (url.hostname.endsWith('sanity-cdn.com')) {
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' })
    }

    if (url.hostname === 'cdn.sanity.io') {
      const image = content.images.find((file) => file.cdnPath === url.pathname)
      if (image) {
        return route.fulfill({
          status: 200,
          contentType: image.contentType,
          headers: corsHeaders(route),
          body: image.body,
        })
      }
      noteUnhandled(`${method} ${url.href}`)
      return route.fulfill({ status: 404, body: '' })
    }

    const p = apiPath(url)
    if (url.hostname === projectHost) {
      if (p === '/users/me') return json(route, currentUser)
      if (p.startsWith('/users/me/keyvalue')) {
        if (method === 'GET') {
          const keys = decodeURIComponent(p.slice('/users/me/keyvalue/'.length)).split(',').filter(Boolean)
          return json(
            route,
            keys.map((key) => ({ key, value: null })),
          )
        }
        const body: unknown = request.postDataJSON()
        return json(route, Array.isArray(body) ? body : [])
      }
      if (p === `/data/ping/${dataset}`) return json(route, { ok: true })
      if (p === '/ping')
        return route.fulfill({ status: 200, contentType: 'text/plain', headers: corsHeaders(route), body: 'PONG' })
      if (p === '/auth/id') return json(route, { id: user.id })
      if (p === '/features') return json(route, [])
      if (p === `/projects/${projectId}/datasets/${dataset}/acl` || p === '/acl') return json(route, grants)
      if (p === `/projects/${projectId}` || p === `/projects/${projectId}/`) return json(route, project)
      if (p.startsWith(`/projects/${projectId}/datasets`)) return json(route, [{ name: dataset, aclMode: 'public' }])
      if (p.startsWith(`/data/query/${dataset}`)) {
        const answer = await answerQuery(
          {
            method,
            url,
            headers: await request.allHeaders(),
            body: method === 'POST' ? (request.postDataJSON() as unknown) : undefined,
          },
          content.documents,
        )
        if (answer.query !== undefined) standIn.queries.push(answer.query)
        if (answer.status !== 200) noteUnhandled(`GROQ failed: ${JSON.stringify(answer.body)} :: ${answer.query ?? ''}`)
        return json(route, answer.body, answer.status)
      }
      if (p.startsWith(`/data/doc/${dataset}/`)) {
        const ids = decodeURIComponent(p.slice(`/data/doc/${dataset}/`.length)).split(',')
        const all = new Map(content.documents.map((doc) => [doc._id, doc]))
        const readable = new Map(
          readableBy({ headers: await request.allHeaders(), url }, content.documents).map((doc) => [doc._id, doc]),
        )
        return json(route, {
          documents: ids.flatMap((id) => readable.get(id) ?? []),
          omitted: ids
            .filter((id) => !readable.has(id))
            .map((id) => ({ id, reason: all.has(id) ? 'permission' : 'existence' })),
        })
      }
      if (p.startsWith(`/data/listen/${dataset}`)) {
        // Normally answered in the page (see installListenStandIn); this is the fallback: one welcome
        // event, and a long retry so a closed stream does not loop.
        return route.fulfill({
          status: 200,
          headers: { ...corsHeaders(route), 'content-type': 'text/event-stream', 'cache-control': 'no-cache' },
          body: `retry: 600000\nevent: welcome\ndata: ${JSON.stringify({ listenerName: 'e2e-stand-in' })}\n\n`,
        })
      }
      if (p === `/projects/${projectId}/user-applications`) return json(route, [])
      if (p.startsWith(`/schedules/${projectId}/`)) return json(route, { schedules: [] })
      // Sanity's module version check: report this Studio as supported and current.
      if (p === '/help') return json(route, { isSupported: true, isUpToDate: true, outdated: [] })
      // Onboarding/upsell messages, schema descriptor sync: nothing to say.
      if (p.startsWith('/journey/') || p.startsWith('/descriptors/')) return json(route, {})
      // Document history: fixtures have none.
      const eventsFor = new RegExp(`^/data/history/${dataset}/events/documents/(.+)$`).exec(p)
      if (eventsFor?.[1]) return json(route, { events: { [decodeURIComponent(eventsFor[1])]: [] }, nextCursor: '' })
      if (p.startsWith(`/data/history/${dataset}/transactions/`)) {
        return route.fulfill({
          status: 200,
          contentType: 'application/x-ndjson',
          headers: corsHeaders(route),
          body: '',
        })
      }
      if (p === '/intake/telemetry-status') return json(route, { status: 'denied' })
      if (p.startsWith(`/data/mutate/${dataset}`)) {
        return json(route, { transactionId: `e2e-${Date.now()}`, results: [] })
      }
    }

    if (url.hostname === 'api.sanity.io') {
      if (p === `/projects/${projectId}`) return json(route, project)
      if (p.startsWith(`/projects/${projectId}/datasets`)) return json(route, [{ name: dataset, aclMode: 'public' }])
      if (p.startsWith('/versions')) return json(route, { isSupported: true, isUpToDate: true, outdated: [] })
      if (p === '/users/me') return json(route, currentUser)
      // Telemetry and feedback intake.
      if (p.startsWith('/intake/')) return json(route, {})
    }

    noteUnhandled(`${method} ${url.href}`)
    return json(route, {}, 200)
  })

  return standIn
}
