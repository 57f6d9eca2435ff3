import { expect, test } from '@playwright/test'

/**
 * /api/health (liveness) and /api/health/ready (readiness) on the site server in local mode: the fixtures are the
 * content source and, without REDIS_URL, each instance's own memory the cache store. The connected answers, 503
 * included, are in error-pages.spec.ts; what each check does is in tests/unit/health.test.ts.
 */
const store = process.env.REDIS_URL?.trim() ? 'redis' : 'local'

test.describe('health endpoints', () => {
  test('liveness answers 200 { status: "ok" }, never cached', async ({ request }) => {
    for (let probe = 0; probe < 2; probe++) {
      const response = await request.get('/api/health')
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toContain('application/json')
      expect(response.headers()['cache-control']).toContain('no-store')
      expect(response.headers()['x-nextjs-cache']).toBeUndefined()
      expect(await response.json()).toEqual({ status: 'ok' })
    }
  })

  test('readiness answers 200 with the fixtures and the cache store checked, never cached', async ({ request }) => {
    const response = await request.get('/api/health/ready')
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toContain('no-store')
    expect(response.headers()['x-nextjs-cache']).toBeUndefined()
    expect(await response.json()).toEqual({
      status: 'ok',
      checks: { content: { source: 'fixtures', ok: true }, cache: { store, ok: true } },
    })
  })

  test('a HEAD probe (some load balancers send one) answers too', async ({ request }) => {
    expect((await request.head('/api/health')).status()).toBe(200)
  })
})
