/** HTTP plumbing shared by every function: CORS for the site's origin, JSON answers, bounded bodies. */

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

export const CORS_ALLOWED_HEADERS = 'authorization, x-client-info, apikey, content-type, stripe-signature'

export function corsHeaders(allowedOrigin: string): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': new URL(allowedOrigin).origin,
    'Access-Control-Allow-Methods': 'POST, OPTIONS',
    'Access-Control-Allow-Headers': CORS_ALLOWED_HEADERS,
    'Access-Control-Max-Age': '86400',
    Vary: 'Origin',
  }
}

export function jsonResponse(body: unknown, status: number, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' },
  })
}

export function errorResponse(message: string, status: number, headers: Record<string, string> = {}): Response {
  return jsonResponse({ error: message }, status, headers)
}

export interface EndpointOptions {
  /** The site's origin (SITE_URL); browsers on other origins are not given CORS access. */
  allowedOrigin: string
  /** Name used in logs. */
  name: string
}

/**
 * Wraps a POST endpoint: answers the CORS preflight, refuses other methods, turns HttpError into
 * `{error}` with its status, and anything unexpected into a logged 500 without internals.
 */
export function endpoint(
  options: EndpointOptions,
  handle: (req: Request) => Promise<Response>,
): (req: Request) => Promise<Response> {
  const cors = corsHeaders(options.allowedOrigin)
  return async (req) => {
    if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors })
    if (req.method !== 'POST') return errorResponse('Method not allowed', 405, { ...cors, Allow: 'POST, OPTIONS' })
    try {
      const res = await handle(req)
      const headers = new Headers(res.headers)
      for (const [key, value] of Object.entries(cors)) headers.set(key, value)
      return new Response(res.body, { status: res.status, headers })
    } catch (error) {
      if (error instanceof HttpError) return errorResponse(error.message, error.status, cors)
      console.error(`[${options.name}]`, error)
      return errorResponse('Something went wrong. Please try again later.', 500, cors)
    }
  }
}

export const JSON_BODY_MAX_BYTES = 64 * 1024

/** Reads a body up to maxBytes; a larger body is refused with 413 and tooLargeMessage. */
export async function readBodyBytes(
  req: Request,
  maxBytes: number,
  tooLargeMessage: string,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(req.headers.get('content-length') ?? '0')
  if (Number.isFinite(declared) && declared > maxBytes) throw new HttpError(413, tooLargeMessage)
  if (!req.body) return new Uint8Array(0)
  const reader = req.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined)
      throw new HttpError(413, tooLargeMessage)
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

/** Parses a JSON body (at most 64 KiB); anything that is not JSON is a 400. */
export async function readJson(req: Request): Promise<unknown> {
  const bytes = await readBodyBytes(req, JSON_BODY_MAX_BYTES, 'Request body is too large')
  const text = new TextDecoder().decode(bytes)
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new HttpError(400, 'Request body must be valid JSON')
  }
}

/** The bearer token of an Authorization header, if any. */
export function bearerToken(req: Request): string | null {
  const header = req.headers.get('authorization')
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header.trim()) : null
  return match?.[1] ?? null
}

/**
 * Reads a multipart/form-data body of at most maxBytes (413 with tooLargeMessage past it) without copying it
 * first: the body streams through a byte counter into the runtime's own form parser, whose File objects are
 * then the only copy of an uploaded file. A body that is not a readable form is a 400 with unreadableMessage.
 */
export async function readFormData(
  req: Request,
  maxBytes: number,
  tooLargeMessage: string,
  unreadableMessage: string,
): Promise<FormData> {
  const declared = Number(req.headers.get('content-length') ?? '0')
  if (Number.isFinite(declared) && declared > maxBytes) throw new HttpError(413, tooLargeMessage)
  if (!req.body) throw new HttpError(400, unreadableMessage)
  let total = 0
  let tooLarge = false
  const counted = req.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        total += chunk.byteLength
        if (total > maxBytes) {
          tooLarge = true
          controller.error(new HttpError(413, tooLargeMessage))
          return
        }
        controller.enqueue(chunk)
      },
    }),
  )
  try {
    return await new Response(counted, {
      headers: { 'content-type': req.headers.get('content-type') ?? '' },
    }).formData()
  } catch {
    throw tooLarge ? new HttpError(413, tooLargeMessage) : new HttpError(400, unreadableMessage)
  }
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/
const IPV6 = /^(?=(?:[^:]*:){2})[0-9a-f:.]{2,45}$/

/**
 * The client's address as the Edge runtime's gateway reports it: the first entry of x-forwarded-for, when it
 * is an IPv4 or IPv6 address (lower-cased); null when the header is missing or holds anything else.
 */
export function clientAddress(req: Request): string | null {
  const first = req.headers.get('x-forwarded-for')?.split(',')[0]?.trim().toLowerCase() ?? ''
  if (IPV4.test(first)) return first
  if (IPV6.test(first) && (first.match(/::/g)?.length ?? 0) <= 1 && !/:::/.test(first)) return first
  return null
}
