import { readFile, stat } from 'node:fs/promises'
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import {
  createSecureServer,
  constants as http2,
  type OutgoingHttpHeaders,
  type ServerHttp2Session,
  type ServerHttp2Stream,
} from 'node:http2'
import path from 'node:path'

import { makeLocalCertificate, type Certificate } from '../local-certificate'
import { acceptedEncodings } from '../precompress-static'

/** A certificate for 127.0.0.1, the address every bench server listens on; Chromium is told to accept it. */
export function loopbackCertificate(): Certificate {
  return makeLocalCertificate(['127.0.0.1'], 'academy benchmark (local only)')
}

/** Headers HTTP/2 forbids (RFC 9113, 8.2.2): they describe one HTTP/1.1 connection. */
const CONNECTION_HEADERS = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade'])

/** The upstream's answer headers as an HTTP/2 answer may carry them. */
export function http2ResponseHeaders(status: number, headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = { [http2.HTTP2_HEADER_STATUS]: status }
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !CONNECTION_HEADERS.has(name)) out[name] = value
  }
  return out
}

/** A browser's HTTP/2 request headers as an HTTP/1.1 request to `upstreamHost` carries them. */
export function http1RequestHeaders(headers: IncomingHttpHeaders, upstreamHost: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [name, value] of Object.entries(headers)) {
    if (name.startsWith(':') || CONNECTION_HEADERS.has(name) || value === undefined) continue
    out[name] = Array.isArray(value) ? value.join(', ') : value
  }
  out.host = upstreamHost
  return out
}

/** The content types `next start` sends for the built assets. */
const STATIC_TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.json': 'application/json; charset=UTF-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
}

const STATIC_PREFIX = '/_next/static/'

async function isFile(file: string): Promise<boolean> {
  return stat(file).then(
    (found) => found.isFile(),
    () => false,
  )
}

/**
 * Answers a built asset from `staticDir` (the build's `.next/static`), as the host's front does: the compressed
 * copy the browser accepts where precompress-static.ts wrote one, else the file as it is, kept a year. Resolves
 * false when the file is not there, for the upstream to answer.
 */
async function answerStatic(stream: ServerHttp2Stream, staticDir: string, urlPath: string, accept: string) {
  let relative: string
  try {
    relative = decodeURIComponent(urlPath.slice(STATIC_PREFIX.length).split('?')[0] ?? '')
  } catch {
    // A malformed escape names no file here; the upstream answers it as it would any path.
    return false
  }
  const file = path.join(staticDir, relative)
  if (!file.startsWith(staticDir + path.sep) || !(await isFile(file))) return false
  let encoding: string | null = null
  let sent = file
  for (const candidate of acceptedEncodings(accept)) {
    if (!(await isFile(file + candidate.suffix))) continue
    encoding = candidate.name
    sent = file + candidate.suffix
    break
  }
  const body = await readFile(sent)
  if (stream.destroyed || stream.closed) return true
  stream.respond({
    [http2.HTTP2_HEADER_STATUS]: 200,
    'content-type': STATIC_TYPES[path.extname(file)] ?? 'application/octet-stream',
    'cache-control': 'public, max-age=31536000, immutable',
    ...(encoding ? { 'content-encoding': encoding, vary: 'Accept-Encoding' } : {}),
  })
  stream.end(body)
  return true
}

/** Sends a request on to the upstream over HTTP/1.1, and its answer back as it comes. */
function forward(stream: ServerHttp2Stream, headers: IncomingHttpHeaders, upstreamUrl: URL) {
  const method = String(headers[http2.HTTP2_HEADER_METHOD] ?? 'GET')
  const request = httpRequest(
    new URL(String(headers[http2.HTTP2_HEADER_PATH] ?? '/'), upstreamUrl),
    { method, headers: http1RequestHeaders(headers, upstreamUrl.host) },
    (answer) => {
      if (stream.destroyed || stream.closed) {
        answer.resume()
        return
      }
      stream.respond(http2ResponseHeaders(answer.statusCode ?? 502, answer.headers))
      answer.pipe(stream)
    },
  )
  request.on('error', () => {
    if (stream.destroyed || stream.closed) return
    if (stream.headersSent) stream.close(http2.NGHTTP2_INTERNAL_ERROR)
    else stream.respond({ [http2.HTTP2_HEADER_STATUS]: 502 }, { endStream: true })
  })
  if (method === 'GET' || method === 'HEAD') request.end()
  else stream.pipe(request)
}

/**
 * Serves `upstream` (an http:// origin on loopback: `next start`, the floor's server, the content limit's) over
 * HTTP/2 and TLS, as a host such as Vercel serves the site: one connection per origin, every request on it at
 * once, sent in the order of the browser's priorities. `next start` itself speaks only HTTP/1.1, where a browser
 * opens six connections and a request waits for a free one. Answers pass through unchanged, compression included.
 *
 * With `staticDir`, the front also serves the built assets itself, as the site's hosts do (Vercel's CDN, Caddy in
 * compose.yaml), from their precompressed copies; `next start` then answers pages, data and pictures.
 */
export async function startHttp2Front(
  upstream: string,
  certificate: Certificate,
  { staticDir }: { staticDir?: string } = {},
): Promise<{ origin: string; close(): Promise<void> }> {
  const upstreamUrl = new URL(upstream)
  const server = createSecureServer({ key: certificate.key, cert: certificate.cert })
  const sessions = new Set<ServerHttp2Session>()
  server.on('session', (session) => {
    sessions.add(session)
    session.on('close', () => sessions.delete(session))
  })
  server.on('stream', (stream, headers) => {
    // A browser that drops a request (a navigation away) resets its stream; nothing is left to answer.
    stream.on('error', () => {})
    const method = String(headers[http2.HTTP2_HEADER_METHOD] ?? 'GET')
    const urlPath = String(headers[http2.HTTP2_HEADER_PATH] ?? '/')
    if (staticDir && method === 'GET' && urlPath.startsWith(STATIC_PREFIX)) {
      answerStatic(stream, path.resolve(staticDir), urlPath, String(headers['accept-encoding'] ?? '')).then(
        (answered) => answered || forward(stream, headers, upstreamUrl),
        () => stream.close(http2.NGHTTP2_INTERNAL_ERROR),
      )
    } else forward(stream, headers, upstreamUrl)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (!address || typeof address !== 'object') throw new Error('the HTTP/2 front has no port')
  return {
    origin: `https://127.0.0.1:${address.port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        // Chromium keeps its connection open; close() waits for the sessions, so end them.
        for (const session of sessions) session.destroy()
      }),
  }
}
