import { createHmac } from 'node:crypto'

import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'

import { routesForType } from '@/lib/content-map'
import { handleRevalidate, type WebhookDeps, type WebhookRefusal } from '@/lib/content/webhook'

/**
 * The publish webhook's log: every request writes exactly one JSON line, `publish` with what it expired or
 * `webhook-refused` with the status and a reason word, and never the body, the signature or the secret.
 */
const SECRET = 'unit-webhook-log-secret-0123456789'
const DOCUMENT = { _id: 'blogPost-timbuktu', _type: 'blogPost' }

function sign(body: string, timestamp = Date.now(), secret = SECRET): string {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('base64url')}`
}

function post(body: string, headers: Record<string, string> = {}): Request {
  return new Request('http://localhost/api/revalidate', { method: 'POST', body, headers })
}

const deps = (overrides: Partial<WebhookDeps> = {}): WebhookDeps => ({
  secret: SECRET,
  source: 'sanity',
  expire: () => {},
  routesFor: routesForType,
  settleMs: 0,
  ...overrides,
})

let console$: Record<'log' | 'warn' | 'error', MockInstance>

/** Every line written to the console by any method, parsed. */
function lines(): Record<string, unknown>[] {
  return Object.values(console$)
    .flatMap((spy) => spy.mock.calls)
    .map((call) => JSON.parse(String(call[0])) as Record<string, unknown>)
}

/** The raw text of everything written, to search for what must never appear. */
const written = () =>
  Object.values(console$)
    .flatMap((spy) => spy.mock.calls)
    .map((call) => String(call[0]))
    .join('\n')

beforeEach(() => {
  console$ = {
    log: vi.spyOn(console, 'log').mockImplementation(() => {}),
    warn: vi.spyOn(console, 'warn').mockImplementation(() => {}),
    error: vi.spyOn(console, 'error').mockImplementation(() => {}),
  }
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the publish webhook log', () => {
  it('a publish writes one info line with its type, id, the tags it expired and how long it took', async () => {
    const body = JSON.stringify(DOCUMENT)
    const response = await handleRevalidate(post(body, { 'sanity-webhook-signature': sign(body) }), deps())
    expect(response.status).toBe(200)
    expect(lines()).toEqual([
      {
        time: expect.any(String),
        level: 'info',
        event: 'publish',
        type: 'blogPost',
        id: 'blogPost-timbuktu',
        tags: ['blogPost'],
        ms: expect.any(Number),
      },
    ])
    expect(console$.log).toHaveBeenCalledTimes(1)
  })

  it('ms counts the wait for the Content Lake to settle', async () => {
    const body = JSON.stringify(DOCUMENT)
    await handleRevalidate(post(body, { 'sanity-webhook-signature': sign(body) }), deps({ settleMs: 50 }))
    expect(lines()[0]?.ms).toBeGreaterThanOrEqual(45)
  })

  it('a draft publish still writes its line, with no tags expired', async () => {
    const body = JSON.stringify({ _id: 'drafts.siteSettings', _type: 'siteSettings' })
    await handleRevalidate(post(body, { 'sanity-webhook-signature': sign(body) }), deps())
    expect(lines()).toMatchObject([{ event: 'publish', id: 'drafts.siteSettings', tags: [] }])
  })

  const valid = JSON.stringify(DOCUMENT)
  const refusals: [string, () => Promise<Response>, number, WebhookRefusal][] = [
    ['no secret configured', () => handleRevalidate(post(valid), deps({ secret: undefined })), 503, 'not-configured'],
    ['no signature header', () => handleRevalidate(post(valid), deps()), 401, 'no-signature'],
    [
      'a malformed signature',
      () => handleRevalidate(post(valid, { 'sanity-webhook-signature': 'v1=abc' }), deps()),
      401,
      'bad-signature',
    ],
    [
      'a signature by another secret',
      () =>
        handleRevalidate(
          post(valid, { 'sanity-webhook-signature': sign(valid, Date.now(), 'another-secret-of-some-length') }),
          deps(),
        ),
      401,
      'bad-signature',
    ],
    [
      'a week-old signature',
      () =>
        handleRevalidate(post(valid, { 'sanity-webhook-signature': sign(valid, Date.now() - 7 * 86_400_000) }), deps()),
      401,
      'stale-signature',
    ],
    [
      'a body over the limit',
      () => {
        const big = JSON.stringify({ ...DOCUMENT, padding: 'x'.repeat(70 * 1024) })
        return handleRevalidate(post(big, { 'sanity-webhook-signature': sign(big) }), deps())
      },
      413,
      'too-large',
    ],
    [
      'a body that is not a document',
      () => {
        const body = JSON.stringify({ title: 'No id or type' })
        return handleRevalidate(post(body, { 'sanity-webhook-signature': sign(body) }), deps())
      },
      400,
      'bad-payload',
    ],
    [
      'a body that is not JSON',
      () => handleRevalidate(post('not json', { 'sanity-webhook-signature': sign('not json') }), deps()),
      400,
      'bad-payload',
    ],
  ]

  for (const [what, send, status, reason] of refusals) {
    it(`${what}: one warning line, webhook-refused with status ${status} and reason ${reason}`, async () => {
      const response = await send()
      expect(response.status).toBe(status)
      expect(lines()).toEqual([{ time: expect.any(String), level: 'warn', event: 'webhook-refused', status, reason }])
      expect(console$.warn).toHaveBeenCalledTimes(1)
    })
  }

  it('a signed publish the pages cannot show (they read the fixtures) names the document it refused', async () => {
    const response = await handleRevalidate(
      post(valid, { 'sanity-webhook-signature': sign(valid) }),
      deps({ source: 'fixtures' }),
    )
    expect(response.status).toBe(409)
    expect(lines()).toEqual([
      {
        time: expect.any(String),
        level: 'warn',
        event: 'webhook-refused',
        status: 409,
        reason: 'reads-fixtures',
        type: 'blogPost',
        id: 'blogPost-timbuktu',
      },
    ])
  })

  it('never writes the secret, the signature or the body', async () => {
    const body = JSON.stringify({ ...DOCUMENT, note: 'body-marker-7f3a' })
    const signature = sign(body)
    await handleRevalidate(post(body, { 'sanity-webhook-signature': signature }), deps())
    await handleRevalidate(post(body, { 'sanity-webhook-signature': signature }), deps({ source: 'fixtures' }))
    const forged = sign(body, Date.now(), 'another-secret-of-some-length')
    await handleRevalidate(post(body, { 'sanity-webhook-signature': forged }), deps())
    expect(lines()).toHaveLength(3)
    const text = written()
    for (const secretish of [SECRET, signature.split('v1=')[1], forged.split('v1=')[1], 'body-marker-7f3a', 'note'])
      expect(text).not.toContain(secretish)
  })
})
