import { get } from 'node:http'
import { gunzipSync } from 'node:zlib'

/**
 * The size of a page's document as the server sends it: the HTML of `GET url` with
 * `accept-encoding: gzip`, counted in the bytes that came over the wire (gzip, as the server compressed
 * it, streaming flushes and all) and unpacked (raw). What the server sends is measured, not a gzip of our
 * own, because that is what a phone downloads before its first paint.
 */
export interface DocumentSize {
  gzipBytes: number
  rawBytes: number
}

/** Answers the gzip and raw sizes of a gzip-encoded body; refuses one the server did not compress. */
export function documentSizeOf(body: Buffer, contentEncoding: string | undefined): DocumentSize {
  if (!/^\s*gzip\s*$/i.test(contentEncoding ?? ''))
    throw new Error(`the document came ${contentEncoding ? `as ${contentEncoding}` : 'uncompressed'}, not gzip`)
  return { gzipBytes: body.length, rawBytes: gunzipSync(body).length }
}

/**
 * Fetches `url` once (http only: the bench's servers are on loopback) and measures its document, whatever
 * its status: a route's own 404 page (NOT_FOUND_ROUTE) is the document a visitor gets.
 */
export function fetchDocumentSize(url: string, timeoutMs = 60_000): Promise<DocumentSize> {
  return new Promise((resolve, reject) => {
    const request = get(url, { headers: { 'accept-encoding': 'gzip' }, timeout: timeoutMs }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('error', reject)
      response.on('end', () => {
        try {
          resolve(documentSizeOf(Buffer.concat(chunks), response.headers['content-encoding']))
        } catch (error) {
          reject(new Error(`GET ${url}: ${error instanceof Error ? error.message : String(error)}`))
        }
      })
    })
    request.on('timeout', () => request.destroy(new Error(`GET ${url}: no answer within ${timeoutMs / 1000} s`)))
    request.on('error', reject)
  })
}
