import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import type { LakeRequest } from './access'
import type { SanityDocument } from './documents'
import { loadFixtureContent } from './fixtures'
import { handleLakeRequest, type LakeContext, type LakeResponse, type LakeUser } from './handler'
import { LISTENER_NAME, sseFrame, subscribeListen } from './listen'
import { ContentLakeStore } from './store'
import { WebhookSender, type WebhookConfig, type WebhookDelivery } from './webhook'

/**
 * The Content Lake stand-in on 127.0.0.1, for the Next server (SANITY_API_HOST, see .env.example) and the browser
 * alike: the site's client, Sanity's own client in a unit test, or the Studio through the browser stand-in's
 * `lake` option all read and change the same store.
 */

export interface ContentLakeOptions {
  /** 0 (the default) picks a free port. */
  port?: number
  /** The token readers and writers must send; unset, any token is accepted as an editor's. */
  token?: string
  /** The publish webhook (the site's /api/revalidate and its SANITY_REVALIDATE_SECRET). */
  webhook?: WebhookConfig
  dataset?: string
  /** The documents to start with; the fixtures (drafts included) when not given. */
  documents?: SanityDocument[]
  user?: LakeUser
}

export interface ContentLakeStandIn {
  /** e.g. http://127.0.0.1:49152 — SANITY_API_HOST for the site, `apiHost` for a client. */
  origin: string
  dataset: string
  store: ContentLakeStore
  /** Every webhook delivery so far, in the order they were answered. */
  deliveries: WebhookDelivery[]
  /** Resolves once every webhook delivery started so far has been answered. */
  webhooksSettled: () => Promise<void>
  /** Answers one request in-process (what the browser stand-in's `lake` option forwards to). */
  handle: (request: LakeRequest) => Promise<LakeResponse>
  context: LakeContext
  close: () => Promise<void>
}

export const DEFAULT_LAKE_USER: LakeUser = {
  id: 'e2e-editor',
  name: 'Ada Editor',
  email: 'editor@sankofa-academy.example',
}

/** Sanity's API answers browsers from any origin a project allows; the stand-in allows the one asking. */
function corsHeaders(request: IncomingMessage): Record<string, string> {
  const origin = request.headers.origin
  return origin
    ? { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true', vary: 'origin' }
    : { 'access-control-allow-origin': '*' }
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8')
  return text ? (JSON.parse(text) as unknown) : undefined
}

export async function startContentLakeStandIn(options: ContentLakeOptions = {}): Promise<ContentLakeStandIn> {
  const dataset = options.dataset ?? 'production'
  const documents = options.documents ?? (await loadFixtureContent('stand-in', dataset, { withDrafts: true })).documents
  const store = new ContentLakeStore(documents)
  const context: LakeContext = { store, dataset, token: options.token, user: options.user ?? DEFAULT_LAKE_USER }
  const webhook = options.webhook ? new WebhookSender(options.webhook) : undefined
  if (webhook) store.subscribe(webhook.onTransaction)
  const streams = new Set<ServerResponse>()

  const server = createServer((request, response) => {
    void serve(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ error: { type: 'standInError', description: String(error) } }))
    })
  })

  async function serve(request: IncomingMessage, response: ServerResponse) {
    const cors = corsHeaders(request)
    const method = request.method ?? 'GET'
    if (method === 'OPTIONS') {
      response.writeHead(204, {
        ...cors,
        'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
        'access-control-allow-headers': request.headers['access-control-request-headers'] ?? '*',
      })
      return response.end()
    }
    const headers = Object.fromEntries(
      Object.entries(request.headers).flatMap(([name, value]) =>
        typeof value === 'string' ? [[name.toLowerCase(), value]] : [],
      ),
    )
    const url = new URL(request.url ?? '/', origin)
    let body: unknown
    try {
      body = method === 'POST' ? await readJson(request) : undefined
    } catch {
      response.writeHead(400, { ...cors, 'content-type': 'application/json' })
      return response.end(JSON.stringify({ error: { type: 'httpBadRequest', description: 'Body is not JSON' } }))
    }
    const answer = await handleLakeRequest(context, { method, url, headers, body })
    if (answer.kind === 'json') {
      response.writeHead(answer.status, { ...cors, 'content-type': 'application/json; charset=utf-8' })
      return response.end(JSON.stringify(answer.body))
    }
    if (answer.kind === 'text') {
      response.writeHead(answer.status, { ...cors, 'content-type': answer.contentType })
      return response.end(answer.body)
    }
    // A real event stream: open until the client leaves, a comment now and then so proxies keep it.
    response.writeHead(200, {
      ...cors,
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    })
    response.write(sseFrame('welcome', { listenerName: LISTENER_NAME }))
    streams.add(response)
    const unsubscribe = subscribeListen(store, answer.subscription, (event) =>
      response.write(sseFrame('mutation', event, event.eventId)),
    )
    const keepAlive = setInterval(() => response.write(':\n\n'), 15_000)
    response.on('close', () => {
      clearInterval(keepAlive)
      unsubscribe()
      streams.delete(response)
    })
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    origin,
    dataset,
    store,
    deliveries: webhook?.deliveries ?? [],
    webhooksSettled: () => webhook?.settled() ?? Promise.resolve(),
    handle: (request) => handleLakeRequest(context, request),
    context,
    close: async () => {
      for (const stream of streams) stream.end()
      await webhook?.settled()
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())))
    },
  }
}
