// @ts-check
/**
 * The page cache of `next start`: Next's own file-system cache, except that a page answered with 404 is
 * never kept. Routes such as /blog/<slug>, /course/<slug> or /games/<id> render a slug that did not exist
 * at build time on its first visit (so a post or course published later works at once); Next would then
 * keep every such render, a made-up address's "not found" page included, on disk and in memory for ever,
 * so anyone could fill the server's disk by inventing addresses. Not-found answers are rendered each time
 * instead (from the cached list of published slugs: no Content Lake request per made-up address), and only
 * real pages are kept. docs: README, "Security: what the site refuses".
 *
 * A page rendered for one school day (render-window.mjs) is also never served outside that day: the cache then
 * answers as if it held nothing, and Next renders the page again before answering.
 *
 * Loaded by `next start` at run time (next.config.ts `cacheHandler`), so it is plain JavaScript.
 */
import nextFileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'

import { siteNow } from '../site/now.mjs'
import { isOutsideRenderWindow } from './render-window.mjs'

/** @type {typeof import('next/dist/server/lib/incremental-cache/file-system-cache').default} */
const FileSystemCache = /** @type {any} */ (nextFileSystemCache).default ?? nextFileSystemCache

/** Whether a rendered entry is a page that answered "not found". */
export function isNotFoundPage(/** @type {unknown} */ data) {
  if (!data || typeof data !== 'object') return false
  const { kind, status } = /** @type {{ kind?: unknown, status?: unknown }} */ (data)
  return (kind === 'APP_PAGE' || kind === 'PAGES') && status === 404
}

/** The cache tags of a stored page or route response (Next keeps them in a header of the entry). */
export function entryTags(/** @type {unknown} */ entry) {
  const value = /** @type {{ value?: { kind?: unknown, headers?: Record<string, unknown> } } | null} */ (entry)?.value
  if (value?.kind !== 'APP_PAGE' && value?.kind !== 'APP_ROUTE') return []
  const header = value.headers?.['x-next-cache-tags']
  return typeof header === 'string' ? header.split(',') : []
}

export default class PageCacheHandler extends FileSystemCache {
  /** @type {FileSystemCache['get']} */
  async get(key, ctx) {
    const entry = await super.get(key, ctx)
    return entry && isOutsideRenderWindow(entryTags(entry), siteNow()) ? null : entry
  }

  /** @type {FileSystemCache['set']} */
  async set(key, data, ctx) {
    if (isNotFoundPage(data)) return
    return super.set(key, data, ctx)
  }
}
