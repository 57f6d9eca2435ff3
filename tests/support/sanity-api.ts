import type { Page, Route } from '@playwright/test'

import {
  answerQuery,
  answerStudioRequest,
  apiPath,
  createStudioApi,
  parseListenRequest,
  queryFromRequest,
  readableBy,
  subscribeListen,
  type ContentLakeStandIn,
  type LakeResponse,
  type MutationEvent,
  type StandInContent,
  type StudioAnswer,
} from './content-lake'

// What the specs import from here; the code lives in the Content Lake stand-in (tests/support/content-lake).
export {
  answerQuery,
  FIXTURES_DIR,
  hasToken,
  isOnRootPath,
  loadFixtureContent,
  readableBy,
  runGroq,
  type ImageFile,
  type LakeRequest as QueryRequest,
  type SanityDocument,
  type StandInContent,
} from './content-lake'

/**
 * A stand-in for the Sanity HTTP API, answered inside the browser with `page.route`, so the embedded
 * Studio boots against a (fake) project without any network. Content comes from the same NDJSON
 * fixtures the site and the seed script use (tests/support/content-lake/fixtures.ts); GROQ is evaluated
 * for real with groq-js, so lists, previews and validation queries see the real documents, and images
 * are served from cdn.sanity.io.
 *
 * With `lake`, the Content Lake's data endpoints (query, doc, mutate, actions, history) are answered by a
 * running Content Lake stand-in instead, in-process, so the Studio and the site's server share one
 * dataset: an edit or a publish in the Studio is what the site reads next. The Studio's requests then
 * count as the signed-in editor's (its cookie session is not modelled, so the stand-in adds the lake's
 * token), and its listeners receive the lake's mutation events, pushed into the page.
 *
 * Reads follow Sanity's rule for requests without a token: only ids without a dot (see `readableBy`).
 * The Studio here signs in with a cookie session, which the stand-in does not model, so its requests
 * carry no token and it sees root-path documents only: every fixture, since none has a dot, but not
 * drafts. A test that needs the Studio to see drafts adds them to `content.documents` and gives the
 * Studio a token.
 */

export interface StandInOptions {
  projectId: string
  dataset: string
  content: StandInContent
  user?: { id: string; name: string; email: string }
  /** Answer the data endpoints from this Content Lake stand-in (its dataset and documents) instead of `content`. */
  lake?: ContentLakeStandIn
}

export interface SanityStandIn {
  /** Sanity requests nobody answered on purpose ("METHOD url"): useful while developing a test. */
  unhandled: string[]
  /** Every GROQ query the Studio sent, in order. */
  queries: string[]
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

/**
 * Runs IN THE PAGE before any script. Sanity's listen endpoint is an endless event stream, which a
 * fulfilled route cannot be (it ends, and the Studio shows "Trying to connect…"). The Studio opens it
 * through an EventSource polyfill that reads `fetch` streams, or through the native EventSource, so
 * both are answered here for `*.sanity.io/.../data/listen/` and `/data/live/events/` URLs: a `welcome` event, then
 * only keep-alive comments until the Studio closes it. Everything else goes to the real
 * implementations (and so to `page.route`). With `pushed` (a Content Lake stand-in behind the page),
 * each stream also registers itself through the `__sanityLakeListen` binding, and the test process
 * pushes the lake's mutation events into it (`__sanityLakeStreams`). Self-contained on purpose: it is
 * serialised into the page.
 */
function installListenStandIn({ listenerName, pushed }: { listenerName: string; pushed: boolean }): void {
  const isSanityListen = (raw: string | URL) => {
    const url = new URL(String(raw), window.location.href)
    return /(^|\.)sanity\.io$/.test(url.hostname) && /\/data\/(listen|live\/events)\//.test(url.pathname)
  }
  // The Live Content API's stream (`/data/live/events/`, which Presentation opens to refetch the queries of a
  // framed page) gets its welcome only: the stand-in's query answers carry no sync tags, so no event of it
  // would name one. The listen stream gets the lake's mutations.
  const isLiveEvents = (raw: string) => /\/data\/live\/events\//.test(new URL(raw, window.location.href).pathname)
  const welcome = `event: welcome\ndata: ${JSON.stringify({ listenerName })}\n\n`
  const lake = window as unknown as LakeWindow
  lake.__sanityLakeStreams = {}
  /** Registers a stream for the lake's events; returns how to unregister it. */
  const register = (url: string, deliver: (data: string) => void): (() => void) => {
    if (!pushed || isLiveEvents(url)) return () => undefined
    const id = Math.random().toString(36).slice(2)
    lake.__sanityLakeStreams[id] = deliver
    void lake.__sanityLakeListen?.(id, new URL(url, window.location.href).href)
    return () => {
      delete lake.__sanityLakeStreams[id]
      void lake.__sanityLakeUnlisten?.(id)
    }
  }

  const nativeFetch = window.fetch.bind(window)
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input)
    if (!isSanityListen(url)) return nativeFetch(input, init)
    const encoder = new TextEncoder()
    let keepAlive: ReturnType<typeof setInterval> | undefined
    let unregister = () => undefined as void
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode(welcome))
        keepAlive = setInterval(() => controller.enqueue(encoder.encode(':\n\n')), 15_000)
        unregister = register(url, (data) => controller.enqueue(encoder.encode(`event: mutation\ndata: ${data}\n\n`)))
        init?.signal?.addEventListener('abort', () => {
          clearInterval(keepAlive)
          unregister()
          controller.error(new DOMException('The stream was closed', 'AbortError'))
        })
      },
      cancel() {
        clearInterval(keepAlive)
        unregister()
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
    private unregister = () => undefined as void
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
        this.unregister = register(this.url, (data) => {
          if (this.readyState === 1) this.dispatchEvent(new MessageEvent('mutation', { data }))
        })
      }, 0)
    }
    close() {
      this.readyState = 2
      this.unregister()
    }
  }
  window.EventSource = new Proxy(NativeEventSource, {
    construct(target, args: [string | URL, EventSourceInit?]) {
      return isSanityListen(args[0]) ? new ListenStandIn(args[0], args[1]) : Reflect.construct(target, args)
    },
  })
}

/** What the listen stand-in and the test process share in the page (see installListenStandIn). */
interface LakeWindow {
  __sanityLakeStreams: Record<string, (data: string) => void>
  __sanityLakeListen?: (id: string, url: string) => Promise<void>
  __sanityLakeUnlisten?: (id: string) => Promise<void>
}

/** The token Studio requests carry to the lake: the signed-in editor's session, which the stand-in does not model. */
const STUDIO_SESSION_TOKEN = 'sk-stand-in-studio-session'

/** Lets the lake's mutation events reach the page's listen streams (installListenStandIn, `pushed`). */
async function pushLakeEvents(page: Page, lake: ContentLakeStandIn, editor: Record<string, string>): Promise<void> {
  const subscriptions = new Map<string, () => void>()
  await page.exposeBinding('__sanityLakeListen', ({ frame }, id: string, url: string) => {
    const subscription = parseListenRequest({ url: new URL(url), headers: editor })
    const deliver = (event: MutationEvent) =>
      frame
        .evaluate(([streamId, data]) => (window as unknown as LakeWindow).__sanityLakeStreams[streamId]?.(data), [
          id,
          JSON.stringify(event),
        ] as const)
        .catch(() => undefined)
    subscriptions.set(
      id,
      subscribeListen(lake.store, subscription, (event) => void deliver(event)),
    )
  })
  await page.exposeBinding('__sanityLakeUnlisten', (_source, id: string) => {
    subscriptions.get(id)?.()
    subscriptions.delete(id)
  })
  page.once('close', () => {
    for (const unsubscribe of subscriptions.values()) unsubscribe()
  })
}

/** A request's JSON body, or nothing when it has none (telemetry beacons may send text). */
function jsonBodyOf(request: ReturnType<Route['request']>): unknown {
  try {
    return request.postDataJSON() as unknown
  } catch {
    return undefined
  }
}

/** A lake answer (or a Studio endpoint's) as a fulfilled route. */
function fulfilLake(route: Route, answer: Exclude<LakeResponse, { kind: 'listen' | 'live' }> | StudioAnswer) {
  if (answer.kind === 'json') return json(route, answer.body, answer.status)
  if (answer.kind === 'redirect') return route.fulfill({ status: 302, headers: { location: answer.location } })
  return route.fulfill({
    status: answer.kind === 'file' ? 200 : answer.status,
    contentType: answer.contentType,
    headers: corsHeaders(route),
    body: answer.body,
  })
}

export async function installSanityStandIn(page: Page, options: StandInOptions): Promise<SanityStandIn> {
  const { projectId, dataset, content, lake } = options
  if (lake && lake.dataset !== dataset) throw new Error(`The lake holds dataset ${lake.dataset}, not ${dataset}`)
  const editor = { authorization: `Bearer ${lake?.context.token ?? STUDIO_SESSION_TOKEN}` }
  const user = options.user ?? { id: 'e2e-editor', name: 'Ada Editor', email: 'editor@sankofa-academy.example' }
  const standIn: SanityStandIn = { unhandled: [], queries: [] }
  const projectHost = `${projectId}.api.sanity.io`
  // This page's project (a lake started without one names its own); the Studio here counts as signed in (its
  // cookie session is not modelled).
  const studioApi = createStudioApi({ projectId, dataset, user })

  const noteUnhandled = (entry: string) => {
    standIn.unhandled.push(entry)
    if (process.env.DEBUG_SANITY_STAND_IN) console.log('[sanity stand-in] unhandled', entry)
  }

  // Real-time listeners stay open for as long as the Studio needs them, which a fulfilled route cannot
  // do: `EventSource` for Sanity's listen endpoint is answered in the page (welcome, then quiet).
  await page.addInitScript(installListenStandIn, { listenerName: 'e2e-stand-in', pushed: Boolean(lake) })
  if (lake) await pushLakeEvents(page, lake, editor)
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

    // Sanity's module CDN: the Studio asks whether its `sanity` (the version range in the address) is the latest
    // and logs an error unless the answer is JSON. It is: this very version.
    if (url.hostname === 'sanity-cdn.com' && url.pathname.startsWith('/v1/modules/')) {
      const [, , , , range = ''] = url.pathname.split('/')
      const version = decodeURIComponent(range).replace(/^\^/, '')
      return route.fulfill({ json: { latest: version, packageVersion: version }, headers: corsHeaders(route) })
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
    if (url.hostname === projectHost && lake && /^\/data\/(query|doc|mutate|actions|history)\//.test(p)) {
      const headers = { ...(await request.allHeaders()), ...editor }
      const lakeRequest = {
        method,
        url,
        headers,
        body: method === 'POST' ? (request.postDataJSON() as unknown) : undefined,
      }
      if (p.startsWith('/data/query/')) {
        try {
          standIn.queries.push(queryFromRequest(lakeRequest).query)
        } catch {
          // A malformed query is answered (400) and noted below.
        }
      }
      const answer = await lake.handle(lakeRequest)
      if (answer.kind === 'listen' || answer.kind === 'live')
        return route.fulfill({ status: 204, headers: corsHeaders(route) })
      if ((answer.kind === 'json' || answer.kind === 'text') && answer.status >= 400)
        noteUnhandled(`lake answered ${answer.status}: ${method} ${url.href} ${JSON.stringify(answer)}`)
      return fulfilLake(route, answer)
    }
    const studioAnswer =
      url.hostname === projectHost || url.hostname === 'api.sanity.io'
        ? answerStudioRequest(
            studioApi,
            {
              method,
              url,
              headers: await request.allHeaders(),
              body: method === 'POST' ? jsonBodyOf(request) : undefined,
            },
            p,
            true,
          )
        : undefined
    if (studioAnswer) return fulfilLake(route, studioAnswer)
    if (url.hostname === projectHost) {
      if (p === `/data/ping/${dataset}`) return json(route, { ok: true })
      if (p === '/ping')
        return route.fulfill({ status: 200, contentType: 'text/plain', headers: corsHeaders(route), body: 'PONG' })
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
      if (p.startsWith(`/data/mutate/${dataset}`)) {
        return json(route, { transactionId: `e2e-${Date.now()}`, results: [] })
      }
    }

    noteUnhandled(`${method} ${url.href}`)
    return json(route, {}, 200)
  })

  return standIn
}
