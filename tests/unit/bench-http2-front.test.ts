import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import {
  connect,
  constants as http2,
  type ClientHttp2Session,
  type IncomingHttpHeaders as Http2Headers,
} from 'node:http2'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  http1RequestHeaders,
  http2ResponseHeaders,
  loopbackCertificate,
  startHttp2Front,
} from '../../scripts/bench/http2-front'
import { freePort } from '../../scripts/bench/ports'
import type { Certificate } from '../../scripts/local-certificate'
import { precompressStatic } from '../../scripts/precompress-static'

/** What the upstream (standing in for `next start`) was asked. */
interface Seen {
  method: string
  url: string
  headers: IncomingHttpHeaders
  body: string
}

let certificate: Certificate
let upstream: Server
let upstreamOrigin: string
let front: { origin: string; close(): Promise<void> }
const seen: Seen[] = []

async function ask(
  origin: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ headers: Http2Headers; body: Buffer; protocol: string | undefined }> {
  const session: ClientHttp2Session = connect(origin, { ca: certificate.cert })
  try {
    return await new Promise((resolve, reject) => {
      const stream = session.request(headers, { endStream: body === undefined })
      const chunks: Buffer[] = []
      let answer: Http2Headers = {}
      stream.on('response', (response) => (answer = response))
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => resolve({ headers: answer, body: Buffer.concat(chunks), protocol: session.alpnProtocol }))
      stream.on('error', reject)
      if (body !== undefined) stream.end(body)
    })
  } finally {
    session.close()
  }
}

beforeAll(async () => {
  certificate = loopbackCertificate()
  upstream = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      seen.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString(),
      })
      // As next start answers a page: compressed, kept alive, chunked.
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-encoding': 'gzip',
        'cache-control': 's-maxage=60',
        connection: 'keep-alive',
        'keep-alive': 'timeout=5',
        'transfer-encoding': 'chunked',
      })
      response.end(gzipSync(`<h1>${request.method} ${request.url}</h1>`))
    })
  })
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
  const address = upstream.address()
  if (!address || typeof address !== 'object') throw new Error('no upstream port')
  upstreamOrigin = `http://127.0.0.1:${address.port}`
  front = await startHttp2Front(upstreamOrigin, certificate)
})

afterAll(async () => {
  await front?.close()
  await new Promise<void>((resolve) => upstream.close(() => resolve()))
})

describe("the benchmark's HTTP/2 front", () => {
  it('answers over HTTP/2 and TLS, with a certificate for 127.0.0.1', async () => {
    expect(front.origin).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/)
    const answer = await ask(front.origin, { ':path': '/about' })
    expect(answer.protocol).toBe('h2')
    expect(answer.headers[':status']).toBe(200)
  })

  it('passes a page request through to the upstream and its answer back, compression and caching included', async () => {
    seen.length = 0
    const answer = await ask(front.origin, {
      ':path': '/blog?page=2',
      'accept-encoding': 'gzip, br',
      'user-agent': 'bench-test',
    })
    expect(seen).toHaveLength(1)
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/blog?page=2', body: '' })
    expect(seen[0]!.headers).toMatchObject({
      host: new URL(upstreamOrigin).host,
      'accept-encoding': 'gzip, br',
      'user-agent': 'bench-test',
    })
    expect(answer.headers['content-encoding']).toBe('gzip')
    expect(answer.headers['cache-control']).toBe('s-maxage=60')
    expect(gunzipSync(answer.body).toString()).toBe('<h1>GET /blog?page=2</h1>')
    // HTTP/1.1's connection headers are not sent on: HTTP/2 forbids them.
    for (const name of ['connection', 'keep-alive', 'transfer-encoding']) expect(answer.headers[name]).toBeUndefined()
  })

  it('sends a request body on (a server action is a POST)', async () => {
    seen.length = 0
    await ask(front.origin, { ':method': 'POST', ':path': '/auth', 'content-type': 'text/plain' }, 'name=Amina')
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/auth', body: 'name=Amina' })
  })

  it('answers 502 when nothing listens upstream', async () => {
    const closed = await startHttp2Front(`http://127.0.0.1:${await freePort()}`, certificate)
    try {
      expect((await ask(closed.origin, { ':path': '/' })).headers[':status']).toBe(502)
    } finally {
      await closed.close()
    }
  })
})

describe('the built assets, served by the front itself', () => {
  const CHUNK = `(self.webpackChunk=self.webpackChunk||[]).push([[7],{${'b:function(e){e.exports="adinkra"},'.repeat(100)}}])`
  let root: string
  let staticDir: string
  let withStatic: { origin: string; close(): Promise<void> }

  beforeAll(async () => {
    // The assets' folder inside another, which holds a file the front must never send.
    root = await mkdtemp(path.join(tmpdir(), 'front-static-'))
    staticDir = path.join(root, 'static')
    await mkdir(path.join(staticDir, 'chunks'), { recursive: true })
    await writeFile(path.join(root, 'secret.js'), 'the key')
    await mkdir(path.join(staticDir, 'media'))
    await writeFile(path.join(staticDir, 'chunks', 'page.js'), CHUNK)
    await writeFile(path.join(staticDir, 'media', 'inter.woff2'), 'wOF2')
    await precompressStatic(staticDir)
    withStatic = await startHttp2Front(upstreamOrigin, certificate, { staticDir })
  })

  afterAll(async () => {
    await withStatic?.close()
    await rm(root, { recursive: true, force: true })
  })

  it('sends the brotli copy to a browser that accepts it, kept a year, without asking the upstream', async () => {
    seen.length = 0
    const answer = await ask(withStatic.origin, {
      ':path': '/_next/static/chunks/page.js',
      'accept-encoding': 'gzip, br',
    })
    expect(seen).toEqual([])
    expect(answer.headers).toMatchObject({
      ':status': 200,
      'content-type': 'application/javascript; charset=UTF-8',
      'content-encoding': 'br',
      'cache-control': 'public, max-age=31536000, immutable',
    })
    expect(brotliDecompressSync(answer.body).toString()).toBe(CHUNK)
  })

  it('sends the gzip copy, or the file as it is, to a browser that does not take brotli', async () => {
    const gzip = await ask(withStatic.origin, { ':path': '/_next/static/chunks/page.js', 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).toString()).toBe(CHUNK)
    const plain = await ask(withStatic.origin, { ':path': '/_next/static/chunks/page.js' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(CHUNK)
    const font = await ask(withStatic.origin, { ':path': '/_next/static/media/inter.woff2', 'accept-encoding': 'br' })
    expect(font.headers).toMatchObject({ 'content-type': 'font/woff2' })
    expect(font.headers['content-encoding']).toBeUndefined()
    expect(font.body.toString()).toBe('wOF2')
  })

  it('leaves pages, files it does not have and paths out of the folder to the upstream', async () => {
    seen.length = 0
    for (const asked of [
      '/about',
      '/_next/static/chunks/gone.js',
      '/_next/static/%2e%2e/secret.js',
      '/_next/static/%E0%A4',
    ]) {
      const answer = await ask(withStatic.origin, { ':path': asked })
      expect(gunzipSync(answer.body).toString()).toMatch(/^<h1>GET /)
    }
    // The upstream gets the path as URL parsing leaves it, dots resolved.
    expect(seen.map((request) => request.url)).toEqual([
      '/about',
      '/_next/static/chunks/gone.js',
      '/_next/secret.js',
      '/_next/static/%E0%A4',
    ])
  })
})

describe('headers between the two protocols', () => {
  it('drops pseudo-headers and connection headers, and names the upstream as host', () => {
    expect(
      http1RequestHeaders(
        { ':path': '/', ':authority': '127.0.0.1:9', connection: 'close', accept: 'text/html', cookie: 'a=1' },
        '127.0.0.1:3000',
      ),
    ).toEqual({ accept: 'text/html', cookie: 'a=1', host: '127.0.0.1:3000' })
  })

  it('carries the status and every header but the connection ones, set-cookie lists included', () => {
    expect(
      http2ResponseHeaders(404, { 'set-cookie': ['a=1', 'b=2'], vary: 'rsc', 'transfer-encoding': 'chunked' }),
    ).toEqual({ [http2.HTTP2_HEADER_STATUS]: 404, 'set-cookie': ['a=1', 'b=2'], vary: 'rsc' })
  })
})
