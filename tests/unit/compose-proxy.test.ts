import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createServer, get, type IncomingHttpHeaders, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freePort } from '../../scripts/bench/ports'
import { precompressStatic } from '../../scripts/precompress-static'
import { caddyHeaderDirectives } from '../../scripts/static-asset-headers'

/**
 * compose.yaml's Caddyfile, run by a real Caddy (Debian's `caddy`, installed by .ci/run) in front of a stand-in for
 * the site's instances: the built assets come from the proxy's own precompressed copy, everything else from the
 * instances. Only the addresses are given by environment, as the file allows; the rest is the file as compose ships it.
 */

const ROOT = path.resolve(import.meta.dirname, '../..')
const CADDY = process.env.CADDY_BIN ?? 'caddy'
/** Headers as static-asset-headers.ts writes them from a build, one with quotes in it. */
const ASSET_HEADERS = new Map([
  ['X-Content-Type-Options', 'nosniff'],
  ['Content-Security-Policy', "default-src 'self'; script-src 'self' 'unsafe-inline'"],
  ['X-Academy-Check', 'say "habari" twice'],
])
const CHUNK = `(self.webpackChunk=self.webpackChunk||[]).push([[3],{${'c:function(e){e.exports="baobab"},'.repeat(120)}}])`

/** The Caddyfile in compose.yaml's `configs`, as compose hands it to Caddy (`$$` is compose's escape for `$`). */
async function composeCaddyfile(): Promise<string> {
  const lines = (await readFile(path.join(ROOT, 'compose.yaml'), 'utf8')).split('\n')
  const start = lines.findIndex((line) => line === '  caddyfile:') + 2
  expect(lines[start - 1]).toBe('    content: |')
  const body: string[] = []
  for (const line of lines.slice(start)) {
    if (line.trim() !== '' && !line.startsWith('      ')) break
    body.push(line.slice(6))
  }
  return body.join('\n').replaceAll('$$', '$')
}

/** Caddy's environment: nothing of the test runner's but PATH, its data and settings in the test's folder. */
function caddyEnv() {
  // NODE_ENV only because Node's types for a child's environment require it; Caddy does not read it.
  return {
    NODE_ENV: 'test',
    PATH: process.env.PATH ?? '',
    HOME: work,
    XDG_DATA_HOME: work,
    XDG_CONFIG_HOME: work,
  } as const
}

interface Answer {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
}

/** A request as a browser sends it, with the body as it came over the wire (fetch would unpack it). */
function ask(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      )
    }).on('error', reject)
  })
}

let work: string
let headersFile: string
let instance: Server
let caddy: ChildProcess
let origin: string
const asked: string[] = []

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'compose-proxy-'))
  const staticRoot = path.join(work, 'srv')
  await mkdir(path.join(staticRoot, '_next', 'static', 'chunks'), { recursive: true })
  await writeFile(path.join(staticRoot, '_next', 'static', 'chunks', 'page.js'), CHUNK)
  await precompressStatic(path.join(staticRoot, '_next', 'static'))
  headersFile = path.join(work, 'static-asset-headers.caddy')
  await writeFile(headersFile, caddyHeaderDirectives(ASSET_HEADERS))

  // The instances, as far as the proxy can tell: a page in plain HTML, and the health check it asks.
  instance = createServer((request, response) => {
    if (request.url !== '/api/health') asked.push(request.url ?? '')
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(`<h1>${request.url}</h1>`.repeat(request.url === '/api/health' ? 1 : 40))
  })
  await new Promise<void>((resolve) => instance.listen(0, '127.0.0.1', resolve))
  const address = instance.address()
  if (!address || typeof address !== 'object') throw new Error('the stand-in instance has no port')

  const port = await freePort()
  origin = `http://127.0.0.1:${port}`
  // Caddy's admin endpoint is off: a second Caddy on the machine would hold its fixed port.
  const config = path.join(work, 'Caddyfile')
  await writeFile(config, `{\n\tadmin off\n}\n${await composeCaddyfile()}`)
  caddy = spawn(CADDY, ['run', '--adapter', 'caddyfile', '--config', config], {
    env: {
      ...caddyEnv(),
      SITE_ADDRESS: origin,
      STATIC_ROOT: staticRoot,
      STATIC_HEADERS: headersFile,
      SITE_INSTANCES: `127.0.0.1:${address.port}`,
    },
    stdio: 'ignore',
  })
  const failed = new Promise<never>((_, reject) => {
    caddy.once('error', (error) => reject(new Error(`${CADDY} could not start (apt-get install caddy): ${error}`)))
    caddy.once('exit', (code) => reject(new Error(`${CADDY} exited with ${String(code)}`)))
  })
  const ready = (async () => {
    for (let tries = 0; ; tries += 1) {
      try {
        return await ask(`${origin}/api/health`)
      } catch (error) {
        if (tries > 200) throw error
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    }
  })()
  await Promise.race([ready, failed])
})

afterAll(async () => {
  caddy?.kill()
  await new Promise<void>((resolve) => (instance ? instance.close(() => resolve()) : resolve()))
  await rm(work, { recursive: true, force: true })
})

describe("compose.yaml's proxy", () => {
  it('sends a built script from its own copy, compressed ahead of time, kept a year, without asking an instance', async () => {
    asked.length = 0
    const brotli = await ask(`${origin}/_next/static/chunks/page.js`, { 'accept-encoding': 'gzip, deflate, br, zstd' })
    expect(brotli.status).toBe(200)
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(brotli.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/)
    expect(brotliDecompressSync(brotli.body).toString()).toBe(CHUNK)
    for (const [name, value] of ASSET_HEADERS) expect(brotli.headers[name.toLowerCase()], name).toBe(value)

    const gzip = await ask(`${origin}/_next/static/chunks/page.js`, { 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).toString()).toBe(CHUNK)

    const plain = await ask(`${origin}/_next/static/chunks/page.js`)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(CHUNK)
    expect(asked).toEqual([])
  })

  it('answers 404 for an asset the build did not write, without asking an instance', async () => {
    asked.length = 0
    expect((await ask(`${origin}/_next/static/chunks/gone.js`)).status).toBe(404)
    expect(asked).toEqual([])
  })

  it('sends pages on to the instances and compresses their answer', async () => {
    asked.length = 0
    const page = await ask(`${origin}/about?tab=team`, { 'accept-encoding': 'gzip' })
    expect(asked).toEqual(['/about?tab=team'])
    expect(page.status).toBe(200)
    expect(page.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(page.body).toString()).toBe('<h1>/about?tab=team</h1>'.repeat(40))
    // A page's headers are the instance's own: the proxy adds none of the assets'.
    expect(page.headers['x-academy-check']).toBeUndefined()
  })

  it("is built with the build's assets, precompressed, where the file reads them", async () => {
    const dockerfile = await readFile(path.join(ROOT, 'Dockerfile'), 'utf8')
    const stage = (name: string) =>
      dockerfile.split(/^FROM /m).find((text) => text.split('\n')[0]!.endsWith(` AS ${name}`))
    expect(stage('precompressed')).toMatch(/^RUN npx tsx scripts\/precompress-static\.ts \.next\/static &&/m)
    expect(stage('precompressed')).toMatch(
      /^ +npx tsx scripts\/static-asset-headers\.ts \.next\/routes-manifest\.json \.next\/static-asset-headers\.caddy$/m,
    )
    expect(stage('proxy')).toMatch(/^COPY --from=precompressed \/app\/\.next\/static \/srv\/_next\/static$/m)
    expect(stage('proxy')).toMatch(
      /^COPY --from=precompressed \/app\/\.next\/static-asset-headers\.caddy \/etc\/caddy\/static-asset-headers\.caddy$/m,
    )
    expect(await composeCaddyfile()).toContain('import {$STATIC_HEADERS:/etc/caddy/static-asset-headers.caddy}')
    const compose = await readFile(path.join(ROOT, 'compose.yaml'), 'utf8')
    expect(compose).toMatch(/^ {4}build:\n {6}<<: \*build\n {6}target: proxy$/m)
  })

  it('reads, in compose, the assets from /srv and sends visitors to both instances', async () => {
    const config = path.join(work, 'Caddyfile.compose')
    await writeFile(config, await composeCaddyfile())
    const { stdout } = await promisify(execFile)(CADDY, ['adapt', '--adapter', 'caddyfile', '--config', config], {
      // The headers' snippet is in the image only; where compose's Caddyfile looks for it is checked above.
      env: { ...caddyEnv(), SITE_ADDRESS: ':80', STATIC_HEADERS: headersFile },
    })
    const json = JSON.parse(stdout) as unknown
    const found = (key: string): unknown[] => {
      const values: unknown[] = []
      const walk = (node: unknown) => {
        if (Array.isArray(node)) node.forEach(walk)
        else if (node && typeof node === 'object')
          for (const [name, value] of Object.entries(node)) {
            if (name === key) values.push(value)
            else walk(value)
          }
      }
      walk(json)
      return values
    }
    expect(found('upstreams')).toEqual([[{ dial: 'site-a:3000' }, { dial: 'site-b:3000' }]])
    expect(found('root')).toEqual(['/srv'])
    expect(found('listen')).toEqual([[':80']])
  })
})
