import { z } from 'zod'

import { readableBy, tokenOf, type LakeRequest } from './access'
import { answerQuery } from './groq'
import { parseListenRequest, type ListenSubscription } from './listen'
import type { ContentLakeStore } from './store'
import { LakeError } from './transaction'

/**
 * The stand-in's HTTP API as one function of a request, so Node's http server (server.ts) and a Playwright route
 * in the browser stand-in (sanity-api.ts) answer from the same code and the same store.
 */

export interface LakeUser {
  id: string
  name: string
  email: string
}

export interface LakeContext {
  store: ContentLakeStore
  dataset: string
  /** The one token the stand-in accepts; unset, any token counts as a valid one. */
  token?: string
  user: LakeUser
}

export type LakeResponse =
  | { kind: 'json'; status: number; body: unknown }
  | { kind: 'text'; status: number; contentType: string; body: string }
  | { kind: 'listen'; subscription: ListenSubscription }

const json = (body: unknown, status = 200): LakeResponse => ({ kind: 'json', status, body })
const fromError = (error: LakeError): LakeResponse => json(error.body, error.status)

/** Strips the API version (`/v2025-10-01`, `/v1`, `/vX`) from a Sanity API path. */
export const apiPath = (url: URL) => url.pathname.replace(/^\/v(?:\d{4}-\d{2}-\d{2}|\d+|X)(?=\/)/, '')

const mutateBody = z.object({ mutations: z.array(z.unknown()), transactionId: z.string().optional() })
const actionsBody = z.object({
  actions: z.union([z.array(z.unknown()), z.unknown().transform((action) => [action])]),
  transactionId: z.string().optional(),
})

const isTrue = (url: URL, name: string) => url.searchParams.get(name) === 'true'

export async function handleLakeRequest(lake: LakeContext, request: LakeRequest): Promise<LakeResponse> {
  const { method, url } = request
  const path = apiPath(url)
  const token = tokenOf(request)
  if (token !== undefined && lake.token !== undefined && token !== lake.token) {
    return json({ error: 'Unauthorized', message: 'Session does not match project host', statusCode: 401 }, 401)
  }
  const data = (endpoint: string) =>
    path === `/data/${endpoint}/${lake.dataset}` || path.startsWith(`/data/${endpoint}/${lake.dataset}/`)
  const needsWriteAccess = () =>
    token === undefined
      ? json({ error: { type: 'permissionError', description: 'Mutation(s) failed: insufficient permissions' } }, 403)
      : undefined
  try {
    if (path === '/ping') return { kind: 'text', status: 200, contentType: 'text/plain', body: 'PONG' }
    if (path === `/data/ping/${lake.dataset}`) return json({ ok: true })
    if (path === '/users/me') return json(token === undefined ? {} : { ...lake.user, role: 'administrator' })
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
    if (data('listen') && method === 'GET') return { kind: 'listen', subscription: parseListenRequest(request) }
    // Document history: the stand-in keeps none.
    const eventsFor = new RegExp(`^/data/history/${lake.dataset}/events/documents/(.+)$`).exec(path)
    if (eventsFor?.[1]) return json({ events: { [decodeURIComponent(eventsFor[1])]: [] }, nextCursor: '' })
    if (data('history')) return { kind: 'text', status: 200, contentType: 'application/x-ndjson', body: '' }
  } catch (error) {
    if (error instanceof LakeError) return fromError(error)
    if (error instanceof z.ZodError)
      return json({ error: { type: 'validationError', description: error.message } }, 400)
    throw error
  }
  return json({ error: 'Not Found', message: `The stand-in does not answer ${method} ${path}`, statusCode: 404 }, 404)
}
