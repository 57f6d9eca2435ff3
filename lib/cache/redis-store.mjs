// @ts-check
/**
 * The Redis connection every instance's page cache shares (REDIS_URL). The page cache must never stop a page from
 * rendering: while Redis cannot be reached, commands fail at once (no offline queue) and pages are rendered
 * uncached; the client keeps reconnecting in the background and caching resumes when Redis is back, with no
 * restart. Each outage is logged once, and so is each recovery. docs/architecture.md#the-page-cache
 */
import { createClient } from '@redis/client'

import { logEvent } from '../site/log.mjs'

/** How long one connection attempt may take, and the longest wait between two attempts. */
const CONNECT_TIMEOUT_MS = 2_000
const MAX_RECONNECT_DELAY_MS = 2_000

/** The Redis address without its password, for a log line. */
export function redactedUrl(/** @type {string} */ url) {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return 'an unreadable REDIS_URL'
  }
}

/**
 * A client that connects in the background and reconnects for ever.
 * @param {string} url
 * @param {{ log?: typeof logEvent }} [options]
 */
export function connectRedis(url, { log = logEvent } = {}) {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** Math.min(retries, 5), MAX_RECONNECT_DELAY_MS),
    },
  })
  let reachable = /** @type {boolean | undefined} */ (undefined)
  client.on('error', (/** @type {unknown} */ error) => {
    if (reachable === false) return
    reachable = false
    log('error', 'cache-store-unreachable', {
      store: 'redis',
      url: redactedUrl(url),
      reason: error instanceof Error ? error.message : String(error),
      effect: 'pages are rendered uncached until it is back',
    })
  })
  client.on('ready', () => {
    if (reachable === false) log('info', 'cache-store-reconnected', { store: 'redis', url: redactedUrl(url) })
    reachable = true
  })
  // The first attempt's failure is reported through 'error' above; the client keeps trying.
  client.connect().catch(() => {})
  return client
}
