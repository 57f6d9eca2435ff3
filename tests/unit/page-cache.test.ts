import type { CacheHandlerValue, Handler } from '@fortedigital/nextjs-cache-handler/cache-handler.types'
import createRedisStore from '@fortedigital/nextjs-cache-handler/redis-strings'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { buildKeyPrefix } from '@/lib/cache/page-cache-handler.mjs'
import { connectRedis } from '@/lib/cache/redis-store.mjs'
import { withSiteRules, withStoredLifetime } from '@/lib/cache/site-rules.mjs'

import { startRedisServer, type RedisServer } from '../support/redis-server'

/**
 * The page cache's store on a real Redis (redis-server on a free loopback port): what two instances of one build
 * share, what two builds never share, what is never stored, and what happens while Redis is away.
 */

const NOW = new Date('2026-05-25T12:00:00-05:00')

function page(status: number, tags: string[]): CacheHandlerValue {
  return {
    lastModified: Date.now(),
    lifespan: null,
    tags,
    value: {
      kind: 'APP_PAGE',
      html: `<h1>${status}</h1>`,
      rscData: Buffer.from('rsc'),
      headers: { 'x-next-cache-tags': tags.join(',') },
      status,
      postponed: undefined,
      segmentData: undefined,
    },
  } as unknown as CacheHandlerValue
}

const meta = { implicitTags: [] }
let redis: RedisServer
const clients: ReturnType<typeof connectRedis>[] = []

function instance(buildId: string, log: (...args: unknown[]) => void = () => {}): Handler {
  const client = connectRedis(redis.url, { log })
  clients.push(client)
  const store = createRedisStore({ client, keyPrefix: buildKeyPrefix(buildId), timeoutMs: 500 })
  return withStoredLifetime(withSiteRules(store, () => NOW))
}

async function ready(client: ReturnType<typeof connectRedis>) {
  await vi.waitFor(() => expect(client.isReady).toBe(true), { timeout: 10_000, interval: 50 })
}

beforeAll(async () => {
  redis = await startRedisServer()
})

afterAll(async () => {
  for (const client of clients) client.destroy()
  await redis?.stop()
})

describe('the shared page cache on Redis', () => {
  it('shares a page between two instances of one build, and a publish on one expires it on both', async () => {
    const a = instance('build-one')
    const b = instance('build-one')
    await Promise.all(clients.map(ready))
    await a.set('/blog', page(200, ['sanity', 'blogPost']))
    expect((await b.get('/blog', meta))?.value).toMatchObject({ kind: 'APP_PAGE', status: 200 })

    await a.revalidateTag('blogPost')
    expect(await b.get('/blog', meta)).toBeNull()
    expect(await a.get('/blog', meta)).toBeNull()
  })

  it('keys every entry with the build id, so another build never reads it', async () => {
    const one = instance('build-one')
    const two = instance('build-two')
    await Promise.all(clients.map(ready))
    await one.set('/about', page(200, ['aboutPage']))
    expect(await two.get('/about', meta)).toBeNull()
    expect((await redis.keys()).filter((key) => key.includes('/about'))).toEqual(['site:build-one:/about'])
    expect(() => buildKeyPrefix('')).toThrow(/build id/)
  })

  it('never stores a page that answered 404', async () => {
    const a = instance('build-404')
    await ready(clients.at(-1)!)
    const before = await redis.keys()
    for (let index = 0; index < 20; index += 1) await a.set(`/blog/made-up-${index}`, page(404, ['blogPost']))
    expect(await redis.keys()).toEqual(before)
  })

  it('hands Next the Cache-Control settings a page was rendered with, on another instance too', async () => {
    const [a, b] = [instance('build-life'), instance('build-life')]
    await Promise.all(clients.slice(-2).map(ready))
    const cacheControl = { revalidate: 3600, expire: 31536000 }
    const stored = page(200, ['blogPost'])
    await a.set('/blog', { ...stored, value: { ...stored.value, cacheControl } } as unknown as CacheHandlerValue)
    expect(await b.get('/blog', meta)).toMatchObject({ cacheControl })
  })

  it('while Redis is down: misses at once, stores nothing, logs once; then caches again with no restart', async () => {
    const lines: unknown[][] = []
    const a = instance('build-outage', (...args) => lines.push(args))
    const client = clients.at(-1)!
    await ready(client)
    await a.set('/', page(200, ['homePage']))

    await redis.stop()
    await vi.waitFor(() => expect(client.isReady).toBe(false), { timeout: 5_000, interval: 25 })
    const started = Date.now()
    for (let request = 0; request < 30; request += 1) {
      expect(await a.get('/', meta).catch(() => null)).toBeNull()
      await a.set('/', page(200, ['homePage'])).catch(() => undefined)
    }
    // Each request is answered without waiting for Redis (no timeout per request).
    expect(Date.now() - started).toBeLessThan(2_000)
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    expect(lines.filter(([, event]) => event === 'cache-store-unreachable')).toHaveLength(1)

    await redis.start()
    await ready(client)
    expect(lines.filter(([, event]) => event === 'cache-store-reconnected')).toHaveLength(1)
    await a.set('/', page(200, ['homePage']))
    expect((await a.get('/', meta))?.value).toMatchObject({ status: 200 })
  })
})
