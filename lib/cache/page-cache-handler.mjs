// @ts-check
/**
 * The page cache of `next start` (next.config.ts `cacheHandler`): @fortedigital/nextjs-cache-handler, a maintained
 * implementation of Next's public cache handler interface, with one store:
 * - REDIS_URL set: Redis, shared by every instance, so a publish that reaches one instance expires the page on
 *   all of them. Keys start with the build id, so two builds never read each other's entries.
 * - REDIS_URL unset (one instance, the README's two commands): an in-process LRU store.
 * The site's two rules (no 404 is stored; no school-day page outside its day) wrap either store (site-rules.mjs).
 * While `next build` prerenders, the in-process store is used: a build never needs Redis.
 * docs/architecture.md#the-page-cache
 *
 * Loaded by `next start` at run time, unbundled, so it is plain JavaScript.
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createLruStore from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisStore from '@fortedigital/nextjs-cache-handler/redis-strings'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'

import { siteNow } from '../site/now.mjs'
import { connectRedis } from './redis-store.mjs'
import { withSiteRules, withStoredLifetime } from './site-rules.mjs'

/** A Redis command that takes longer than this counts as a miss: the page renders instead of waiting. */
const REDIS_TIMEOUT_MS = 1_000

/** The prefix of every key this build writes (`site:<build id>:`). */
export function buildKeyPrefix(/** @type {string | undefined} */ buildId) {
  const id = buildId?.trim()
  if (!id) throw new Error('The page cache needs the build id (BUILD_ID in the build folder): run `next build` first.')
  return `site:${id}:`
}

/**
 * The package's handler, keeping each render's Cache-Control settings (`cacheControl`, given to `set` beside the
 * value) inside the stored value, where withStoredLifetime finds them again on any instance.
 */
class SiteCacheHandler extends CacheHandler {
  /** @type {CacheHandler['set']} */
  async set(key, data, ctx) {
    const cacheControl = /** @type {{ cacheControl?: unknown } | undefined} */ (ctx)?.cacheControl
    const keep = cacheControl !== undefined && (data?.kind === 'APP_PAGE' || data?.kind === 'APP_ROUTE')
    return super.set(key, keep ? /** @type {typeof data} */ ({ ...data, cacheControl }) : data, ctx)
  }
}

SiteCacheHandler.onCreation(({ buildId }) => {
  const url = process.env.REDIS_URL?.trim()
  const store =
    url && process.env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD
      ? createRedisStore({ client: connectRedis(url), keyPrefix: buildKeyPrefix(buildId), timeoutMs: REDIS_TIMEOUT_MS })
      : createLruStore()
  return { handlers: [withStoredLifetime(withSiteRules(store, siteNow))] }
})

export default SiteCacheHandler
