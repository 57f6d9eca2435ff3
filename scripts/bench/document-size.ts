import { get } from 'node:http'
import { gunzipSync } from 'node:zlib'

import type { SiteRoute } from '../../lib/routes'
import { formatColumns, kib } from './bundle-stats'

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

/** A document measured at its route's address, with the status it answered. */
export interface MeasuredDocument extends DocumentSize {
  path: string
  status: number
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
export function fetchDocumentSize(url: string, timeoutMs = 60_000): Promise<DocumentSize & { status: number }> {
  return new Promise((resolve, reject) => {
    const request = get(url, { headers: { 'accept-encoding': 'gzip' }, timeout: timeoutMs }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('error', reject)
      response.on('end', () => {
        try {
          const size = documentSizeOf(Buffer.concat(chunks), response.headers['content-encoding'])
          resolve({ ...size, status: response.statusCode ?? 0 })
        } catch (error) {
          reject(new Error(`GET ${url}: ${error instanceof Error ? error.message : String(error)}`))
        }
      })
    })
    request.on('timeout', () => request.destroy(new Error(`GET ${url}: no answer within ${timeoutMs / 1000} s`)))
    request.on('error', reject)
  })
}

export interface DocumentBudgetRow {
  path: string
  kibGzip: number
  kbRaw: number
  budgetKib: number
  headroomKib: number
}

export interface DocumentBudgetReport {
  rows: DocumentBudgetRow[]
  /** One line per route over its budget. */
  failures: string[]
}

export function checkDocumentBudgets(
  sizes: readonly MeasuredDocument[],
  routes: readonly Pick<SiteRoute, 'path' | 'htmlBudgetKib'>[],
): DocumentBudgetReport {
  const budgetOf = new Map(routes.map((route) => [route.path, route.htmlBudgetKib]))
  const rows: DocumentBudgetRow[] = []
  const failures: string[] = []
  for (const size of sizes) {
    const budgetKib = budgetOf.get(size.path)
    if (budgetKib === undefined) {
      failures.push(`${size.path} was measured but is not in lib/routes.ts, so it has no HTML budget`)
      continue
    }
    const kibGzip = kib(size.gzipBytes)
    rows.push({ path: size.path, kibGzip, kbRaw: size.rawBytes / 1000, budgetKib, headroomKib: budgetKib - kibGzip })
    if (kibGzip > budgetKib)
      failures.push(`${size.path} sends ${kibGzip.toFixed(1)} KiB gzip of HTML, over its budget of ${budgetKib} KiB`)
  }
  return { rows, failures }
}

export function formatDocumentTable(rows: readonly DocumentBudgetRow[]): string {
  return formatColumns(
    ['route', 'HTML KiB gzip', 'KB raw', 'budget', 'headroom'],
    rows.map((row) => [
      row.path,
      row.kibGzip.toFixed(1),
      row.kbRaw.toFixed(0),
      String(row.budgetKib),
      row.headroomKib.toFixed(1),
    ]),
  )
}
