import { createServer, type Server } from 'node:http'
import { gzipSync } from 'node:zlib'

import { Launcher } from 'chrome-launcher'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { chromeFlagsFor } from '../../scripts/bench/chromium'
import { documentSizeOf, fetchDocumentSize } from '../../scripts/bench/document-size'
import { THROTTLING_METHOD } from '../../scripts/bench/modes'
import { rowsByMode, type Page } from '../../scripts/bench/rows'
import { interleave } from '../../scripts/bench/schedule'

describe('the two modes', () => {
  it('throttle as Lighthouse names it: devtools when applied, simulate (its default) when simulated', () => {
    expect(THROTTLING_METHOD).toEqual({ applied: 'devtools', simulated: 'simulate' })
  })

  it('start Chromium in simulated mode with the launcher’s own flags and only what the machine needs', () => {
    const flags = chromeFlagsFor('simulated')
    const asRoot = process.getuid?.() === 0
    expect(flags).toEqual([
      '--headless=new',
      ...(asRoot ? ['--no-sandbox'] : []),
      '--remote-debugging-address=127.0.0.1',
    ])
    // chrome-launcher adds its defaults itself; they keep RenderDocument off, and nothing here turns it on
    expect(Launcher.defaultFlags().join(' ')).toMatch(/--disable-features=[^ ]*RenderDocument/)
    expect(flags.some((flag) => flag.startsWith('--disable-features='))).toBe(false)
  })

  it('start Chromium in applied mode with RenderDocument on and the launcher’s other features still off', () => {
    const flags = chromeFlagsFor('applied')
    const features = flags.find((flag) => flag.startsWith('--disable-features='))
    expect(features).toBeDefined()
    expect(features).not.toMatch(/RenderDocument/)
    expect(features).toMatch(/Translate/)
    expect(flags).toEqual(expect.arrayContaining(['--headless=new', '--disable-gpu', '--disable-quic']))
  })

  it('accept the run’s own certificate in both modes only when the pages come over HTTP/2', () => {
    for (const mode of ['simulated', 'applied'] as const) {
      expect(chromeFlagsFor(mode)).not.toContain('--ignore-certificate-errors')
      expect(chromeFlagsFor(mode, { http2: true })).toEqual([...chromeFlagsFor(mode), '--ignore-certificate-errors'])
    }
  })

  it('measure every page in one mode, then in the next, in each run, with the references first', () => {
    const page = (label: string): Page => ({
      key: label,
      label,
      url: `http://127.0.0.1:1${label}`,
      route: null,
      contentPage: false,
      html: null,
      htmlError: null,
      jsGzipBytes: null,
      budgetKib: null,
    })
    const byMode = rowsByMode([page('floor'), page('limit'), page('/about')], ['applied', 'simulated'])
    const order = interleave([...byMode.values()].flat(), 2).map(({ run, row }) => `${run} ${row.mode} ${row.label}`)
    expect(order).toEqual([
      '1 applied floor',
      '1 applied limit',
      '1 applied /about',
      '1 simulated floor',
      '1 simulated limit',
      '1 simulated /about',
      '2 applied floor',
      '2 applied limit',
      '2 applied /about',
      '2 simulated floor',
      '2 simulated limit',
      '2 simulated /about',
    ])
    // each mode keeps its own runs
    expect(byMode.get('applied')![2]).not.toBe(byMode.get('simulated')![2])
  })
})

describe('the document size', () => {
  const html = `<!DOCTYPE html><html lang="en"><body>${'<p>Karibu darasani: a lesson a day.</p>'.repeat(200)}</body></html>`
  let server: Server
  let origin = ''

  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/plain') {
        response.writeHead(200, { 'content-type': 'text/html' })
        response.end(html)
        return
      }
      if (!String(request.headers['accept-encoding']).includes('gzip')) throw new Error('asked without gzip')
      response.writeHead(request.url === '/missing' ? 404 : 200, {
        'content-type': 'text/html',
        'content-encoding': 'gzip',
      })
      response.end(gzipSync(request.url === '/missing' ? '<p>Not here</p>' : html))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const address = server.address()
    if (!address || typeof address !== 'object') throw new Error('no port')
    origin = `http://127.0.0.1:${address.port}`
  })

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('counts the gzip bytes the server sent and the HTML they unpack to', async () => {
    expect(await fetchDocumentSize(`${origin}/about`)).toEqual({
      gzipBytes: gzipSync(html).length,
      rawBytes: Buffer.byteLength(html),
      status: 200,
    })
  })

  it('measures a not-found page as the document it is', async () => {
    expect(await fetchDocumentSize(`${origin}/missing`)).toEqual({
      gzipBytes: gzipSync('<p>Not here</p>').length,
      rawBytes: '<p>Not here</p>'.length,
      status: 404,
    })
  })

  it('refuses a document the server did not compress, or did not send', async () => {
    await expect(fetchDocumentSize(`${origin}/plain`)).rejects.toThrow(
      `GET ${origin}/plain: the document came uncompressed, not gzip`,
    )
    await expect(fetchDocumentSize('http://127.0.0.1:1/')).rejects.toThrow(/ECONNREFUSED/)
    expect(() => documentSizeOf(Buffer.from('x'), 'br')).toThrow('the document came as br, not gzip')
  })
})
