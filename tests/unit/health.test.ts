import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { readContentEnv, type ContentEnv } from '@/lib/content/env'
import type { LogEvent } from '@/lib/log'
import {
  contentLakeAnswers,
  createCacheCheck,
  createContentCheck,
  createReadinessCheck,
  fixturesReadable,
  livenessResponse,
  readinessResponse,
  type ContentProbes,
  type Readiness,
} from '@/lib/site/health'
import { startContentLakeStandIn, type ContentLakeStandIn } from '@/tests/support/content-lake'

/**
 * /api/health and /api/health/ready: what they answer, what readiness checks and how long it may take. The
 * Content Lake check runs the real client against the stand-in, against a server answering 500, and against one
 * that never answers. (tests/e2e/health.spec.ts asks the running servers.)
 */

const FIXTURES_ENV: ContentEnv = readContentEnv({})
const connectedEnv = (apiHost: string): ContentEnv =>
  readContentEnv({
    CONTENT_SOURCE: 'sanity',
    NEXT_PUBLIC_SANITY_PROJECT_ID: 'healthcheck',
    NEXT_PUBLIC_SANITY_DATASET: 'production',
    SANITY_API_HOST: apiHost,
  })

let lake: ContentLakeStandIn
let failing: Server
let failingOrigin: string
let silent: Server
let silentOrigin: string

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

beforeAll(async () => {
  lake = await startContentLakeStandIn()
  failing = createServer((_request, response) => {
    response.writeHead(500, { 'content-type': 'application/json' })
    response.end(JSON.stringify({ error: { description: 'lake is down' } }))
  })
  failingOrigin = await listen(failing)
  // Accepts the connection and never answers.
  silent = createServer(() => {})
  silentOrigin = await listen(silent)
})

afterEach(() => {
  vi.unstubAllEnvs()
})

afterAll(async () => {
  await lake.close()
  failing.close()
  silent.closeAllConnections()
  silent.close()
})

const probes = (overrides: Partial<ContentProbes>): ContentProbes => ({
  readEnv: () => FIXTURES_ENV,
  fixtures: fixturesReadable,
  contentLake: contentLakeAnswers,
  now: Date.now,
  ...overrides,
})

describe('liveness', () => {
  it('answers 200 { status: "ok" }, never cached', async () => {
    const response = livenessResponse()
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ status: 'ok' })
  })
})

describe('the content check', () => {
  it('local mode: the bundled fixtures load and hold the site settings', async () => {
    expect(await createContentCheck(probes({}))()).toEqual({ source: 'fixtures', ok: true })
  })

  it('local mode: fixtures that do not load are not ok', async () => {
    const check = createContentCheck(probes({ fixtures: () => Promise.reject(new Error('ENOENT')) }))
    expect(await check()).toEqual({ source: 'fixtures', ok: false })
  })

  it('connected: the Content Lake answers that the site settings are published', async () => {
    const check = createContentCheck(probes({ readEnv: () => connectedEnv(lake.origin) }))
    expect(await check()).toEqual({ source: 'sanity', ok: true })
  })

  it('connected: a dataset without site settings is not ready (every page would fail)', async () => {
    const empty = await startContentLakeStandIn({ documents: [] })
    try {
      const check = createContentCheck(probes({ readEnv: () => connectedEnv(empty.origin) }))
      expect(await check()).toEqual({ source: 'sanity', ok: false })
    } finally {
      await empty.close()
    }
  })

  it('connected: a Content Lake answering 500 is not ok', async () => {
    const check = createContentCheck(probes({ readEnv: () => connectedEnv(failingOrigin) }))
    expect(await check()).toEqual({ source: 'sanity', ok: false })
  })

  it('connected: a Content Lake that never answers fails after the timeout, not later', async () => {
    const check = createContentCheck(probes({ readEnv: () => connectedEnv(silentOrigin) }), { timeoutMs: 300 })
    const started = performance.now()
    expect(await check()).toEqual({ source: 'sanity', ok: false })
    expect(performance.now() - started).toBeLessThan(1_500)
  })

  it('settings that do not parse are not ok, and say which source was asked for', async () => {
    vi.stubEnv('CONTENT_SOURCE', 'sanity')
    const check = createContentCheck(
      probes({
        readEnv: () => {
          throw new Error('Invalid content settings')
        },
      }),
    )
    expect(await check()).toEqual({ source: 'sanity', ok: false })
  })

  it('trusts a Content Lake that answered for a while, and asks again after a failure at once', async () => {
    let clock = 0
    const contentLake = vi.fn<ContentProbes['contentLake']>()
    const check = createContentCheck(
      probes({ readEnv: () => connectedEnv(lake.origin), contentLake, now: () => clock }),
      {
        trustedMs: 30_000,
      },
    )
    contentLake.mockResolvedValue(true)
    await check()
    clock = 29_999
    expect(await check()).toEqual({ source: 'sanity', ok: true })
    expect(contentLake).toHaveBeenCalledTimes(1)
    clock = 30_000
    contentLake.mockResolvedValue(false)
    expect(await check()).toEqual({ source: 'sanity', ok: false })
    clock = 30_001
    contentLake.mockResolvedValue(true)
    expect(await check()).toEqual({ source: 'sanity', ok: true })
    expect(contentLake).toHaveBeenCalledTimes(3)
  })
})

describe('the cache store check', () => {
  it('reports the store and whether it answered', async () => {
    expect(await createCacheCheck(async () => ({ store: 'local', reachable: true }))()).toEqual({
      store: 'local',
      ok: true,
    })
    expect(await createCacheCheck(async () => ({ store: 'redis', reachable: false }))()).toEqual({
      store: 'redis',
      ok: false,
    })
  })

  it('a store check that hangs or throws is not ok, named from REDIS_URL', async () => {
    vi.stubEnv('REDIS_URL', 'redis://127.0.0.1:1')
    const hangs = createCacheCheck(() => new Promise(() => {}), { timeoutMs: 100 })
    expect(await hangs()).toEqual({ store: 'redis', ok: false })
    const throws = createCacheCheck(() => Promise.reject(new Error('ECONNREFUSED')))
    expect(await throws()).toEqual({ store: 'redis', ok: false })
  })

  it('without REDIS_URL the real store is this instance, and it answers', async () => {
    vi.stubEnv('REDIS_URL', '')
    expect(await createCacheCheck()()).toEqual({ store: 'local', ok: true })
  })
})

describe('readiness', () => {
  const content = {
    ok: async () => ({ source: 'sanity' as const, ok: true }),
    down: async () => ({ source: 'sanity' as const, ok: false }),
  }
  const cache = {
    ok: async () => ({ store: 'redis' as const, ok: true }),
    down: async () => ({ store: 'redis' as const, ok: false }),
  }

  it('answers 200 with every check when all are ok, never cached', async () => {
    const check = createReadinessCheck({ content: content.ok, cache: cache.ok, log: () => {} })
    const response = await readinessResponse(check)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({
      status: 'ok',
      checks: { content: { source: 'sanity', ok: true }, cache: { store: 'redis', ok: true } },
    })
  })

  it('answers 503 when the content source or the cache store is not ok', async () => {
    for (const [contentCheck, cacheCheck] of [
      [content.down, cache.ok],
      [content.ok, cache.down],
      [content.down, cache.down],
    ] as const) {
      const response = await readinessResponse(
        createReadinessCheck({ content: contentCheck, cache: cacheCheck, log: () => {} }),
      )
      expect(response.status).toBe(503)
      const body = (await response.json()) as Readiness
      expect(body.status).toBe('unavailable')
      expect(body.checks.content.ok).toBe((await contentCheck()).ok)
      expect(body.checks.cache.ok).toBe((await cacheCheck()).ok)
    }
  })

  it('logs one line when readiness changes, not one per probe', async () => {
    const log = vi.fn<LogEvent>()
    let contentOk = true
    const check = createReadinessCheck({
      content: async () => ({ source: 'sanity', ok: contentOk }),
      cache: cache.ok,
      log,
    })
    await check()
    expect(log).not.toHaveBeenCalled()
    contentOk = false
    await check()
    await check()
    contentOk = true
    await check()
    await check()
    expect(log.mock.calls).toEqual([
      ['warn', 'readiness', { status: 'unavailable', source: 'sanity', content: false, store: 'redis', cache: true }],
      ['info', 'readiness', { status: 'ok', source: 'sanity', content: true, store: 'redis', cache: true }],
    ])
  })

  it('names no address, project, token or error in its answer', async () => {
    const check = createReadinessCheck({
      content: createContentCheck(
        probes({ readEnv: () => ({ ...connectedEnv(failingOrigin), readToken: 'sk-secret-token' }) }),
      ),
      cache: cache.ok,
      log: () => {},
    })
    const text = await (await readinessResponse(check)).text()
    for (const detail of ['127.0.0.1', 'healthcheck', 'sk-secret-token', 'lake is down', 'error'])
      expect(text).not.toContain(detail)
  })
})
