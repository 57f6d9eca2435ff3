/** Plumbing: Node's http server speaking Fetch Requests/Responses, JSON answers and CORS for the site's origin. */
import type { IncomingMessage, ServerResponse } from 'node:http'

export type Handler = (req: Request) => Promise<Response>

/** Every header supabase-js (auth-js, postgrest-js, functions-js, storage-js) may send from a browser. */
export const ALLOWED_REQUEST_HEADERS = [
  'apikey',
  'authorization',
  'x-client-info',
  'content-type',
  'prefer',
  'accept',
  'accept-profile',
  'content-profile',
  'range',
  'x-supabase-api-version',
  'x-retry-count',
  'x-upsert',
  'x-metadata',
  'cache-control',
].join(', ')

/** Response headers browser code must be able to read (postgrest-js reads Content-Range for counts). */
const EXPOSED_HEADERS = 'content-range, content-profile, preference-applied, x-supabase-api-version'

/** CORS for the site's origin only; with no site (siteOrigin null) for none. */
export function corsHeaders(req: Request, siteOrigin: string | null): Record<string, string> {
  const origin = req.headers.get('origin')
  if (!origin || origin !== siteOrigin) return { Vary: 'Origin' }
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': 'GET, POST, PATCH, PUT, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': ALLOWED_REQUEST_HEADERS,
    'Access-Control-Expose-Headers': EXPOSED_HEADERS,
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  }
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  })
}

/** The bearer token of the Authorization header, if any. */
export function bearer(req: Request): string | null {
  return /^Bearer\s+(\S+)$/i.exec(req.headers.get('authorization')?.trim() ?? '')?.[1] ?? null
}

/** A JSON body, or undefined when it is not JSON. */
export async function readJsonBody(req: Request): Promise<unknown> {
  try {
    return (await req.json()) as unknown
  } catch {
    return undefined
  }
}

function readAll(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('error', reject)
  })
}

/**
 * Serves a Fetch handler on a Node http server. Like Supabase's gateway, it sets x-forwarded-for to the
 * client's address (the functions rate-limit by it).
 */
export function nodeListener(base: string, handle: Handler) {
  return (req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      const headers = new Headers()
      for (const [name, value] of Object.entries(req.headers)) {
        if (Array.isArray(value)) for (const item of value) headers.append(name, item)
        else if (value !== undefined) headers.set(name, value)
      }
      headers.set('x-forwarded-for', req.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1')
      const method = req.method ?? 'GET'
      const body = method === 'GET' || method === 'HEAD' ? undefined : await readAll(req)
      const response = await handle(
        new Request(new URL(req.url ?? '/', base), { method, headers, body: body ? new Uint8Array(body) : undefined }),
      )
      const outHeaders: Record<string, string> = {}
      response.headers.forEach((value, name) => {
        outHeaders[name] = value
      })
      res.writeHead(response.status, outHeaders)
      res.end(Buffer.from(await response.arrayBuffer()))
    })().catch((error: unknown) => {
      console.error('[site-backend]', error)
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ message: 'stand-in failure' }))
    })
  }
}
