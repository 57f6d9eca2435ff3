import { z } from 'zod'

import { readableBy, tokenOf, type LakeRequest } from './access'
import { AssetUploadError, uploadAsset, type FileShelf } from './assets'
import { answerQuery } from './groq'
import { parseListenRequest, type ListenSubscription } from './listen'
import type { ContentLakeStore } from './store'
import { answerStudioRequest, type StudioApi, type StudioUser } from './studio-api'
import { LakeError } from './transaction'

/**
 * The stand-in's HTTP API as one function of a request, so Node's http server (server.ts) and a Playwright route
 * in the browser stand-in (sanity-api.ts) answer from the same code and the same store.
 */

export type LakeUser = StudioUser

export interface LakeContext {
  store: ContentLakeStore
  dataset: string
  /** The token the stand-in accepts besides the Studio's signed-in sessions; unset, any token is accepted. */
  token?: string
  user: LakeUser
  /** The Studio's endpoints and its sign-in sessions. */
  studio: StudioApi
  /** Uploaded files, served back under the CDN's paths. */
  files: FileShelf
}

export type LakeResponse =
  | { kind: 'json'; status: number; body: unknown }
  | { kind: 'text'; status: number; contentType: string; body: string }
  | { kind: 'file'; contentType: string; body: Buffer }
  | { kind: 'redirect'; location: string }
  | { kind: 'listen'; subscription: ListenSubscription }
  /** The Live Content API's stream: a welcome, then quiet (the stand-in's answers carry no sync tags to name). */
  | { kind: 'live' }

const json = (body: unknown, status = 200): LakeResponse => ({ kind: 'json', status, body })
const fromError = (error: LakeError): LakeResponse => json(error.body, error.status)

/** Strips the API version (`/v2025-10-01`, `/v1`, `/vX`) from a Sanity API path. */
export const apiPath = (url: URL) => url.pathname.replace(/^\/v(?:\d{4}-\d{2}-\d{2}|\d+|X)(?=\/)/, '')

const mutateBody = z.object({ mutations: z.array(z.unknown()), transactionId: z.string().optional() })
const actionsBody = z.object({
  actions: z.union([z.array(z.unknown()), z.unknown().transform((action) => [action])]),
  transactionId: z.string().optional(),
})

const WELCOME_PAGE = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Content Lake stand-in</title>
<body style="font: 16px/1.5 system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem">
<h1>The Content Lake stand-in answers here</h1>
<p>This browser now trusts this run's certificate. Close this tab and go back to the Studio.</p>
<p>Everything here lives in memory on this machine: stopping <code>npm run dev:connected</code> forgets every edit.</p>
</body></html>`

const isTrue = (url: URL, name: string) => url.searchParams.get(name) === 'true'

/** Whether a token is one the stand-in accepts: its own, or a session the Studio's sign-in handed out. */
const accepts = (lake: LakeContext, token: string) =>
  lake.token === undefined || token === lake.token || lake.studio.sessions.has(token)

const uploadPath = /^\/assets\/(images|files)\/([^/]+)$/

export async function handleLakeRequest(lake: LakeContext, request: LakeRequest): Promise<LakeResponse> {
  const { method, url } = request
  const path = apiPath(url)
  const token = tokenOf(request)
  if (token !== undefined && !accepts(lake, token)) {
    return json({ error: 'Unauthorized', message: 'Session does not match project host', statusCode: 401 }, 401)
  }
  // Files are served unversioned, like the CDN's paths.
  const file = method === 'GET' ? lake.files.get(url.pathname) : undefined
  if (file) return { kind: 'file', ...file }
  const data = (endpoint: string) =>
    path === `/data/${endpoint}/${lake.dataset}` || path.startsWith(`/data/${endpoint}/${lake.dataset}/`)
  const needsWriteAccess = () =>
    token === undefined
      ? json({ error: { type: 'permissionError', description: 'Mutation(s) failed: insufficient permissions' } }, 403)
      : undefined
  try {
    // What a browser shows at the stand-in's address (where staff accept its certificate once per run).
    if (url.pathname === '/' && method === 'GET')
      return { kind: 'text', status: 200, contentType: 'text/html; charset=utf-8', body: WELCOME_PAGE }
    if (path === '/ping') return { kind: 'text', status: 200, contentType: 'text/plain', body: 'PONG' }
    if (path === `/data/ping/${lake.dataset}`) return json({ ok: true })
    const studio = answerStudioRequest(lake.studio, request, path, token !== undefined)
    if (studio) return studio
    if (path.startsWith('/data/live/events/')) return { kind: 'live' }
    if (data('query') && (method === 'GET' || method === 'POST')) {
      const answer = await answerQuery(request, lake.store.all())
      return json(answer.body, answer.status)
    }
    if (data('doc') && method === 'GET') {
      const ids = decodeURIComponent(path.slice(`/data/doc/${lake.dataset}/`.length))
        .split(',')
        .filter(Boolean)
      const all = lake.store.all()
      const readable = new Map(readableBy(request, all).map((doc) => [doc._id, doc]))
      const exists = new Set(all.map((doc) => doc._id))
      return json({
        documents: ids.flatMap((id) => readable.get(id) ?? []),
        omitted: ids
          .filter((id) => !readable.has(id))
          .map((id) => ({ id, reason: exists.has(id) ? 'permission' : 'existence' })),
      })
    }
    if (data('mutate') && method === 'POST') {
      const refused = needsWriteAccess()
      if (refused) return refused
      const body = mutateBody.parse(request.body)
      const { transactionId, results } = await lake.store.mutate(body.mutations, {
        transactionId: url.searchParams.get('transactionId') ?? body.transactionId,
        identity: lake.user.id,
      })
      const returnDocuments = isTrue(url, 'returnDocuments')
      return json({
        transactionId,
        results: results.map(({ id, operation, document }) =>
          returnDocuments ? { id, operation, document } : { id, operation },
        ),
        ...(isTrue(url, 'returnIds') || returnDocuments ? { documentIds: results.map(({ id }) => id) } : {}),
      })
    }
    if (data('actions') && method === 'POST') {
      const refused = needsWriteAccess()
      if (refused) return refused
      const body = actionsBody.parse(request.body)
      return json(await lake.store.act(body.actions, { transactionId: body.transactionId, identity: lake.user.id }))
    }
    const upload = uploadPath.exec(path)
    if (upload && method === 'POST' && upload[2] === lake.dataset) {
      const refused = needsWriteAccess()
      if (refused) return refused
      if (!Buffer.isBuffer(request.body)) throw new AssetUploadError('The upload has no body')
      const document = await uploadAsset(lake.store, lake.files, {
        kind: upload[1] === 'images' ? 'image' : 'file',
        projectId: lake.studio.projectId,
        dataset: lake.dataset,
        origin: request.headers.host ? `${url.protocol}//${request.headers.host}` : url.origin,
        body: request.body,
        contentType: request.headers['content-type'] ?? 'application/octet-stream',
        filename: url.searchParams.get('filename'),
      })
      return json({ document })
    }
    if (data('listen') && method === 'GET') return { kind: 'listen', subscription: parseListenRequest(request) }
    // Document history: the stand-in keeps none.
    const eventsFor = new RegExp(`^/data/history/${lake.dataset}/events/documents/(.+)$`).exec(path)
    if (eventsFor?.[1]) return json({ events: { [decodeURIComponent(eventsFor[1])]: [] }, nextCursor: '' })
    if (data('history')) return { kind: 'text', status: 200, contentType: 'application/x-ndjson', body: '' }
  } catch (error) {
    if (error instanceof LakeError) return fromError(error)
    if (error instanceof AssetUploadError)
      return json({ error: { type: 'validationError', description: error.message } }, 400)
    if (error instanceof z.ZodError)
      return json({ error: { type: 'validationError', description: error.message } }, 400)
    throw error
  }
  return json({ error: 'Not Found', message: `The stand-in does not answer ${method} ${path}`, statusCode: 404 }, 404)
}
