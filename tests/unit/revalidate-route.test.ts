import { createHmac } from 'node:crypto'

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { routesForType } from '@/lib/content-map'
import { handleRevalidate } from '@/lib/content/webhook'

/**
 * The publish webhook's handler, with Next's cache reduced to a recorder: what an attacker can make it
 * read, and which signatures it still accepts. (The e2e in revalidate.spec.ts runs the real route.)
 */
const expired: string[] = []

const SECRET = 'unit-revalidate-secret-0123456789'
const MiB = 1024 * 1024

function sign(body: string, timestamp = Date.now(), secret = SECRET): string {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('base64url')}`
}

/** A body that is produced only as it is read, so the test can tell how much of it the route pulled. */
function lazyBody(totalBytes: number) {
  const chunk = new Uint8Array(64 * 1024).fill(0x20)
  let produced = 0
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (produced >= totalBytes) return controller.close()
      produced += chunk.byteLength
      controller.enqueue(chunk)
    },
  })
  return { stream, pulled: () => produced }
}

function post(body: BodyInit, headers: Record<string, string>): Request {
  return new Request('http://localhost/api/revalidate', {
    method: 'POST',
    body,
    headers,
    duplex: 'half',
  } as RequestInit)
}

const POST = (request: Request) =>
  handleRevalidate(request, {
    secret: SECRET,
    source: 'sanity',
    expire: (tag) => void expired.push(tag),
    routesFor: routesForType,
    settleMs: 0,
  })

beforeEach(() => {
  expired.length = 0
  // Each request writes a log line (tests/unit/webhook-log.test.ts reads them); here they are only noise.
  vi.spyOn(console, 'log').mockImplementation(() => {})
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the publish webhook route', () => {
  it('accepts a fresh, correctly signed publish and expires its type', async () => {
    const body = JSON.stringify({ _id: 'blogPost-timbuktu', _type: 'blogPost' })
    const response = await POST(
      post(body, { 'content-type': 'application/json', 'sanity-webhook-signature': sign(body) }),
    )
    expect(response.status).toBe(200)
    expect(expired).toEqual(['blogPost'])
    expect(await response.json()).toEqual({
      revalidated: ['blogPost'],
      routes: ['/blog', '/blog/[slug]', '/blog/category/[category]'],
    })
  })

  it('names the pages a published educator feeds, through the posts they wrote', async () => {
    const body = JSON.stringify({ _id: 'educator-amara', _type: 'educator' })
    const response = await POST(
      post(body, { 'content-type': 'application/json', 'sanity-webhook-signature': sign(body) }),
    )
    expect(await response.json()).toEqual({
      revalidated: ['educator'],
      routes: ['/educators', '/blog', '/blog/[slug]', '/blog/category/[category]'],
    })
  })

  it('says a site setting feeds every page, and a draft feeds none', async () => {
    const settings = JSON.stringify({ _id: 'siteSettings', _type: 'siteSettings' })
    const draft = JSON.stringify({ _id: 'drafts.siteSettings', _type: 'siteSettings' })
    const sent = (body: string) =>
      POST(post(body, { 'content-type': 'application/json', 'sanity-webhook-signature': sign(body) }))
    expect(await (await sent(settings)).json()).toEqual({ revalidated: ['siteSettings'], routes: ['*'] })
    expect(await (await sent(draft)).json()).toEqual({ revalidated: [], routes: [] })
  })

  it('refuses a streamed body over 64 KiB with 413 after reading little more than the limit (no Content-Length)', async () => {
    const { stream, pulled } = lazyBody(64 * MiB)
    const response = await POST(
      post(stream, { 'content-type': 'application/json', 'sanity-webhook-signature': sign('{}') }),
    )
    expect(response.status).toBe(413)
    expect(pulled()).toBeLessThanOrEqual(256 * 1024)
    expect(expired).toEqual([])
  })

  it('refuses a declared Content-Length over the limit before reading any of it', async () => {
    const { stream, pulled } = lazyBody(64 * MiB)
    const response = await POST(
      post(stream, {
        'content-type': 'application/json',
        'content-length': String(64 * MiB),
        'sanity-webhook-signature': sign('{}'),
      }),
    )
    expect(response.status).toBe(413)
    expect(pulled()).toBeLessThanOrEqual(128 * 1024)
  })

  it('refuses a replayed signature older than five minutes, or one from the future, and expires nothing', async () => {
    const body = JSON.stringify({ _id: 'siteSettings', _type: 'siteSettings' })
    const weekOld = Date.now() - 7 * 24 * 60 * 60 * 1000
    const sixMinutesOld = Date.now() - 6 * 60 * 1000
    const twoMinutesAhead = Date.now() + 2 * 60 * 1000
    for (const timestamp of [weekOld, sixMinutesOld, twoMinutesAhead]) {
      const response = await POST(
        post(body, { 'content-type': 'application/json', 'sanity-webhook-signature': sign(body, timestamp) }),
      )
      expect(response.status, new Date(timestamp).toISOString()).toBe(401)
    }
    expect(expired).toEqual([])
    const fourMinutesOld = await POST(
      post(body, {
        'content-type': 'application/json',
        'sanity-webhook-signature': sign(body, Date.now() - 4 * 60 * 1000),
      }),
    )
    expect(fourMinutesOld.status).toBe(200)
  })

  it('refuses a body that is not a document, and answers 503 with no secret before reading anything', async () => {
    const body = JSON.stringify({ title: 'No id or type' })
    expect((await POST(post(body, { 'sanity-webhook-signature': sign(body) }))).status).toBe(400)
    const notJson = 'not json'
    expect((await POST(post(notJson, { 'sanity-webhook-signature': sign(notJson) }))).status).toBe(400)
    const { stream, pulled } = lazyBody(MiB)
    const unconfigured = await handleRevalidate(post(stream, { 'sanity-webhook-signature': sign('{}') }), {
      secret: undefined,
      source: 'sanity',
      expire: () => {},
      routesFor: routesForType,
    })
    expect(unconfigured.status).toBe(503)
    expect(pulled()).toBeLessThanOrEqual(64 * 1024)
  })

  it('answers 409 with the reason when the pages read the bundled content, and expires nothing', async () => {
    const body = JSON.stringify({ _id: 'blogPost-timbuktu', _type: 'blogPost' })
    const request = post(body, { 'content-type': 'application/json', 'sanity-webhook-signature': sign(body) })
    const response = await handleRevalidate(request, {
      secret: SECRET,
      source: 'fixtures',
      expire: (tag) => void expired.push(tag),
      routesFor: routesForType,
      settleMs: 0,
    })
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({
      message:
        'The site shows its bundled content, not this Sanity dataset, so what you publish here does not reach its pages. A developer sets CONTENT_SOURCE=sanity on the site’s server and deploys again to connect them.',
    })
    expect(expired).toEqual([])
    // The reason is only for a caller holding the secret: a forged signature still learns nothing.
    const forged = post(body, { 'sanity-webhook-signature': sign(body, Date.now(), 'another-secret-of-some-length') })
    expect(
      (
        await handleRevalidate(forged, {
          secret: SECRET,
          source: 'fixtures',
          expire: () => {},
          routesFor: routesForType,
        })
      ).status,
    ).toBe(401)
  })

  it('refuses a missing, malformed, forged or tampered signature with 401', async () => {
    const body = JSON.stringify({ _id: 'siteSettings', _type: 'siteSettings' })
    for (const signature of [
      undefined,
      'v1=abc',
      `t=${Date.now()},v1=`,
      sign(body, Date.now(), 'another-secret-of-some-length'),
    ]) {
      const headers: Record<string, string> = { 'content-type': 'application/json' }
      if (signature) headers['sanity-webhook-signature'] = signature
      expect((await POST(post(body, headers))).status, String(signature)).toBe(401)
    }
    const tampered = await POST(
      post(body.replace('siteSettings', 'blogPost'), { 'sanity-webhook-signature': sign(body) }),
    )
    expect(tampered.status).toBe(401)
    expect(expired).toEqual([])
  })
})
