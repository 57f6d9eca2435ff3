import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2'
import type { AddressInfo, Socket } from 'node:net'
import type { Duplex } from 'node:stream'

import { WebSocketServer } from 'ws'

import type { LakeRequest } from './access'
import type { FileShelf } from './assets'
import type { Certificate } from './certificate'
import type { SanityDocument } from './documents'
import { loadFixtureContent } from './fixtures'
import { handleLakeRequest, type LakeContext, type LakeResponse, type LakeUser } from './handler'
import { LISTENER_NAME, sseFrame, subscribeListen } from './listen'
import { ContentLakeStore } from './store'
import { createStudioApi } from './studio-api'
import { WebhookSender, type WebhookConfig, type WebhookDelivery } from './webhook'

/**
 * The Content Lake stand-in on 127.0.0.1, for the Next server (SANITY_API_HOST, see .env.example) and the browser
 * alike: the site's client, Sanity's own client in a unit test or the seed, and the Studio all read and change the
 * same store. The Studio reaches it directly on loopback (its `apiHost`, SANITY_STUDIO_API_HOST: project requests
 * go to `<projectId>.localhost:<port>`, which browsers resolve to loopback) or through the browser stand-in's `lake`
 * option inside Playwright.
 */

export interface ContentLakeOptions {
  /** 0 (the default) picks a free port. */
  port?: number
  /** The token readers and writers must send; unset, any token is accepted as an editor's. */
  token?: string
  /** The publish webhook (the site's /api/revalidate and its SANITY_REVALIDATE_SECRET). */
  webhook?: WebhookConfig
  dataset?: string
  /** The project the Studio signs in to (its id names the project in answers and file paths). */
  projectId?: string
  /** The documents to start with; the fixtures (drafts included) when not given. */
  documents?: SanityDocument[]
  user?: LakeUser
  /**
   * Also answer over https with HTTP/2 on this port (0: a free one), for a browser that reaches the stand-in
   * directly: see certificate.ts for why. The plain port stays for the site's server and the seed.
   */
  secure?: { port?: number; certificate: Certificate }
}

export interface ContentLakeStandIn {
  /** e.g. http://127.0.0.1:49152 — SANITY_API_HOST for the site, `apiHost` for a client. */
  origin: string
  /** With `secure`: e.g. https://localhost:49153, the Studio's `apiHost` (SANITY_STUDIO_API_HOST). */
  secureOrigin?: string
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
type LakeHttpRequest = IncomingMessage | Http2ServerRequest
/** What the stand-in uses of a response, which HTTP/1.1's and HTTP/2's compatible responses both offer. */
interface LakeHttpResponse {
  readonly headersSent: boolean
  writeHead(status: number, headers?: Record<string, string>): unknown
  write(chunk: string): unknown
  end(): unknown
  end(body: string | Uint8Array): unknown
  on(event: 'close', listener: () => void): unknown
}

function corsHeaders(request: LakeHttpRequest): Record<string, string> {
  const origin = request.headers.origin
  return origin
    ? { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true', vary: 'origin' }
    : { 'access-control-allow-origin': '*' }
}

/** A POST's body: parsed JSON, or the bytes themselves for an upload. */
async function readBody(request: LakeHttpRequest): Promise<unknown> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const bytes = Buffer.concat(chunks)
  const contentType = request.headers['content-type'] ?? ''
  if (contentType && !contentType.includes('json') && !contentType.startsWith('text/plain')) return bytes
  const text = bytes.toString('utf8')
  return text ? (JSON.parse(text) as unknown) : undefined
}

export async function startContentLakeStandIn(options: ContentLakeOptions = {}): Promise<ContentLakeStandIn> {
  const dataset = options.dataset ?? 'production'
  const documents = options.documents ?? (await loadFixtureContent('stand-in', dataset, { withDrafts: true })).documents
  const store = new ContentLakeStore(documents)
  const user = options.user ?? DEFAULT_LAKE_USER
  const files: FileShelf = new Map()
  const studio = createStudioApi({ projectId: options.projectId ?? 'stand-in', dataset, user })
  const context: LakeContext = { store, dataset, token: options.token, user, studio, files }
  const webhook = options.webhook ? new WebhookSender(options.webhook) : undefined
  if (webhook) store.subscribe(webhook.onTransaction)
  const streams = new Set<LakeHttpResponse>()

  const answer = (request: LakeHttpRequest, raw: ServerResponse | Http2ServerResponse) => {
    const response = raw as LakeHttpResponse
    void serve(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ error: { type: 'standInError', description: String(error) } }))
    })
  }
  const server = createServer(answer)
  const secureServer = options.secure
    ? createSecureServer({ ...options.secure.certificate, allowHTTP1: true }, answer)
    : undefined

  async function serve(request: LakeHttpRequest, response: LakeHttpResponse) {
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
    const headers: Record<string, string> = Object.fromEntries(
      Object.entries(request.headers).flatMap(([name, value]) =>
        typeof value === 'string' ? [[name.toLowerCase(), value]] : [],
      ),
    )
    // HTTP/2 names the host in a pseudo-header.
    const authority = headers[':authority']
    if (authority && !headers.host) headers.host = authority
    const url = new URL(request.url || '/', request.socket && 'encrypted' in request.socket ? secureOrigin : origin)
    let body: unknown
    try {
      body = method === 'POST' ? await readBody(request) : undefined
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
    if (answer.kind === 'file') {
      response.writeHead(200, { ...cors, 'content-type': answer.contentType, 'cache-control': 'no-cache' })
      return response.end(answer.body)
    }
    if (answer.kind === 'redirect') {
      response.writeHead(302, { location: answer.location })
      return response.end()
    }
    // A real event stream: open until the client leaves, a comment now and then so proxies keep it.
    response.writeHead(200, {
      ...cors,
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      // HTTP/2 forbids the header (its streams stay open by design).
      ...(request.httpVersionMajor < 2 ? { connection: 'keep-alive' } : {}),
    })
    response.write(sseFrame('welcome', { listenerName: LISTENER_NAME }))
    streams.add(response)
    const unsubscribe =
      answer.kind === 'listen'
        ? subscribeListen(store, answer.subscription, (event) =>
            response.write(sseFrame('mutation', event, event.eventId)),
          )
        : () => undefined
    const keepAlive = setInterval(() => response.write(':\n\n'), 15_000)
    response.on('close', () => {
      clearInterval(keepAlive)
      unsubscribe()
      streams.delete(response)
    })
  }

  // The Studio's presence socket: accepted and kept quiet (one editor has nobody to see), so it neither fails nor
  // retries in the browser's console.
  const sockets = new WebSocketServer({ noServer: true })
  // Every connection either door accepted. Clients keep theirs open: the browser its HTTP/2 sessions between pages,
  // a server's client its HTTP/1.1 ones between requests, and a speculative connection may never begin its TLS
  // handshake (Node waits two minutes for it). `close` ends them all, or a server's close would wait for them.
  const connections = new Set<Socket>()
  for (const listener of [server, secureServer]) {
    listener?.on('connection', (socket: Socket) => {
      connections.add(socket)
      socket.once('close', () => connections.delete(socket))
    })
    listener?.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) =>
      sockets.handleUpgrade(request, socket, head, (client) => client.on('error', () => undefined)),
    )
  }

  const listen = (listener: typeof server | NonNullable<typeof secureServer>, port: number) =>
    new Promise<number>((resolve, reject) => {
      listener.once('error', reject)
      listener.listen(port, '127.0.0.1', () => resolve((listener.address() as AddressInfo).port))
    })
  const origin = `http://127.0.0.1:${await listen(server, options.port ?? 0)}`
  // Named `localhost`, the name the certificate is for: browsers send it and every `*.localhost` to loopback.
  const secureOrigin = secureServer
    ? `https://localhost:${await listen(secureServer, options.secure?.port ?? 0)}`
    : undefined

  return {
    origin,
    ...(secureOrigin ? { secureOrigin } : {}),
    dataset,
    store,
    deliveries: webhook?.deliveries ?? [],
    webhooksSettled: () => webhook?.settled() ?? Promise.resolve(),
    handle: (request) => handleLakeRequest(context, request),
    context,
    close: async () => {
      // Nothing new comes in from here; each server's close resolves once its last connection has ended.
      const closed = Promise.all(
        [server, secureServer].map(
          (listener) =>
            new Promise<void>((resolve, reject) =>
              listener ? listener.close((error) => (error ? reject(error) : resolve())) : resolve(),
            ),
        ),
      )
      // Awaited below, once the connections are ended; until then a refusal must not count as unhandled.
      closed.catch(() => undefined)
      for (const stream of streams) stream.end()
      for (const client of sockets.clients) client.terminate()
      sockets.close()
      await webhook?.settled()
      for (const socket of connections) socket.destroy()
      await closed
    },
  }
}
