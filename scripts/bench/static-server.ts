import { readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { gzipSync } from 'node:zlib'

import { fileFor } from './static-snapshot'

/**
 * The content limit's server: a plain file server replaying a saved page. It answers from disk with the
 * content type the real server sent and gzip for text (as `next start` compresses), and does nothing
 * else: no rendering, no routing, no headers of its own.
 */
export async function serveStatic(
  dir: string,
): Promise<{ origin: string; misses: Set<string>; close(): Promise<void> }> {
  /** Paths asked for but not in the snapshot: a replay that misses a stylesheet is not the same page. */
  const misses = new Set<string>()
  const server: Server = createServer(async (request, response) => {
    try {
      const urlPath = request.url ?? '/'
      const file = fileFor(dir, urlPath.split('?')[0] === '/' ? '/' : urlPath)
      const [body, type] = await Promise.all([readFile(file), readFile(`${file}.type`, 'utf8')])
      const contentType = type.trim()
      const gzip =
        /text|javascript|json|css|svg/.test(contentType) && /\bgzip\b/.test(String(request.headers['accept-encoding']))
      response.writeHead(200, {
        'content-type': contentType,
        ...(gzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
      })
      response.end(gzip ? gzipSync(body) : body)
    } catch {
      misses.add(request.url ?? '/')
      response.writeHead(404, { 'content-type': 'text/plain' })
      response.end('not in the snapshot')
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (!address || typeof address !== 'object') throw new Error('the static server has no port')
  return {
    origin: `http://127.0.0.1:${address.port}`,
    misses,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
