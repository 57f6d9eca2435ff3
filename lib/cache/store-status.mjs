// @ts-check
/**
 * Whether the page cache's store answers, for the readiness check (/api/health). Without REDIS_URL each instance
 * keeps its pages in its own memory, which is always there.
 */
import { connectRedis } from './redis-store.mjs'

const PING_TIMEOUT_MS = 1_000

/** @type {{ url: string, client: ReturnType<typeof connectRedis> } | undefined} */
let shared

/** @returns {Promise<{ store: 'redis' | 'local', reachable: boolean }>} */
export async function cacheStoreStatus() {
  const url = process.env.REDIS_URL?.trim()
  if (!url) return { store: 'local', reachable: true }
  if (shared?.url !== url) shared = { url, client: connectRedis(url, { log: () => {} }) }
  const { client } = shared
  const timeout = new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), PING_TIMEOUT_MS).unref())
  try {
    // The first check after a start may come before the connection is up: wait for it, within the same second.
    if (!client.isReady) await Promise.race([new Promise((resolve) => client.once('ready', resolve)), timeout])
    const answer = await Promise.race([client.ping(), timeout])
    return { store: 'redis', reachable: answer === 'PONG' }
  } catch {
    return { store: 'redis', reachable: false }
  }
}
