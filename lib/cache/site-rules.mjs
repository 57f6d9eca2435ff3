// @ts-check
/**
 * The two rules the site adds to any page cache store, as a wrapper around a store of
 * @fortedigital/nextjs-cache-handler (Redis or in-process):
 * - A page answered with 404 is never stored. Routes such as /blog/<slug>, /course/<slug> or /games/<id> render a
 *   slug that did not exist at build time on its first visit (so a post published later works at once); a store
 *   would otherwise keep every made-up address's "not found" page, so anyone could fill it by inventing
 *   addresses. Not-found answers are rendered each time instead, from the cached list of published slugs.
 * - A page rendered for one school day (render-window.mjs) is never served outside that day: the store then
 *   answers as if it held nothing, and Next renders the page again before answering.
 * docs/architecture.md#the-page-cache
 */
import { isOutsideRenderWindow } from './render-window.mjs'

/** @typedef {import('@fortedigital/nextjs-cache-handler/cache-handler.types').Handler} Handler */

/** Whether a rendered entry is a page that answered "not found". */
export function isNotFoundPage(/** @type {unknown} */ data) {
  if (!data || typeof data !== 'object') return false
  const { kind, status } = /** @type {{ kind?: unknown, status?: unknown }} */ (data)
  return (kind === 'APP_PAGE' || kind === 'PAGES') && status === 404
}

/** The cache tags of a stored page or route response (Next keeps them in a header of the entry). */
export function entryTags(/** @type {unknown} */ entry) {
  const stored =
    /** @type {{ tags?: unknown, value?: { kind?: unknown, headers?: Record<string, unknown> } } | null} */ (entry)
  const tags = Array.isArray(stored?.tags) ? stored.tags.filter((tag) => typeof tag === 'string') : []
  const value = stored?.value
  if (value?.kind !== 'APP_PAGE' && value?.kind !== 'APP_ROUTE') return tags
  const header = value.headers?.['x-next-cache-tags']
  return typeof header === 'string' ? [...new Set([...tags, ...header.split(',')])] : tags
}

/**
 * A store that keeps the site's two rules.
 * @param {Handler} store
 * @param {() => Date} now the site's clock (lib/site/now.mjs)
 * @returns {Handler}
 */
export function withSiteRules(store, now) {
  return {
    name: `${store.name}+site-rules`,
    async get(key, meta) {
      const entry = await store.get(key, meta)
      return entry && isOutsideRenderWindow(entryTags(entry), now()) ? null : entry
    },
    async set(key, value, ctx) {
      if (isNotFoundPage(value?.value)) return
      await store.set(key, value, ctx)
    },
    revalidateTag: (tag) => store.revalidateTag(tag),
    ...(store.delete ? { delete: (/** @type {string} */ key) => store.delete?.(key) } : {}),
    ...(store.prepare ? { prepare: () => store.prepare?.() } : {}),
  }
}

/**
 * Next reads how long a page stays fresh, and the Cache-Control it sends, from the entry (`cacheControl`) before its
 * own memory of the route, which another instance does not have for a page it did not render. The handler keeps the
 * render's `cacheControl` inside the stored value (page-cache-handler.mjs); this hands it back where Next reads it, so
 * a page rendered by one instance is as fresh, and sent with the same header, on all of them.
 * @param {Handler} store
 * @returns {Handler}
 */
export function withStoredLifetime(store) {
  return {
    ...store,
    async get(key, meta) {
      const entry = await store.get(key, meta)
      const kept = /** @type {{ cacheControl?: unknown } | null | undefined} */ (entry?.value)?.cacheControl
      if (!entry || kept === undefined || 'cacheControl' in entry) return entry
      return /** @type {typeof entry} */ ({ ...entry, cacheControl: kept })
    },
  }
}
