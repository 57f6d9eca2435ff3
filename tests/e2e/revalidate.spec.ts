import { createHmac } from 'node:crypto'

import { expect, test } from '@playwright/test'

import { REVALIDATE_STAND_IN_SECRET } from '../playwright.config'

/**
 * The Sanity publish webhook at /api/revalidate, signed the way Sanity signs (HMAC-SHA256 over
 * "<timestamp>.<body>", header `sanity-webhook-signature: t=…,v1=…`). The studio server has the secret and
 * reads the bundled content; the site server runs with no environment at all. What a publish expires when the
 * pages read the Content Lake is tested on the handler (tests/unit/revalidate-route.test.ts).
 */
const studioOrigin = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 1}`
const endpoint = `${studioOrigin}/api/revalidate`

function signed(body: string, secret = REVALIDATE_STAND_IN_SECRET, timestamp = Date.now()) {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('base64url')
  return { 'content-type': 'application/json', 'sanity-webhook-signature': `t=${timestamp},v1=${signature}` }
}

test.describe('the publish webhook', () => {
  test('a signed publish while the pages read the bundled content answers 409 with the reason', async ({ request }) => {
    // This server has a project id (the Studio works) but CONTENT_SOURCE is unset: a publish cannot arrive,
    // and Sanity's webhook log must say so instead of showing a delivered 200.
    const body = JSON.stringify({ _id: 'blogPost-the-libraries-and-scholars-of-timbuktu', _type: 'blogPost' })
    const response = await request.post(endpoint, { data: body, headers: signed(body) })
    expect(response.status()).toBe(409)
    expect(await response.json()).toEqual({
      message:
        'The site shows its bundled content, not this Sanity dataset, so what you publish here does not reach its pages. A developer sets CONTENT_SOURCE=sanity on the site\u2019s server and deploys again to connect them.',
    })
  })

  test('refuses a request without a signature, or signed with another secret', async ({ request }) => {
    const body = JSON.stringify({ _id: 'siteSettings', _type: 'siteSettings' })
    const unsigned = await request.post(endpoint, { data: body, headers: { 'content-type': 'application/json' } })
    expect(unsigned.status()).toBe(401)
    expect(await unsigned.json()).toEqual({ message: 'Invalid signature' })

    const forged = await request.post(endpoint, { data: body, headers: signed(body, 'another-secret-of-some-length') })
    expect(forged.status()).toBe(401)

    const tampered = await request.post(endpoint, {
      data: body.replace('siteSettings', 'blogPost'),
      headers: signed(body),
    })
    expect(tampered.status()).toBe(401)
  })

  test('refuses a replayed signature: a week old, or from the future', async ({ request }) => {
    const body = JSON.stringify({ _id: 'siteSettings', _type: 'siteSettings' })
    const weekOld = await request.post(endpoint, {
      data: body,
      headers: signed(body, REVALIDATE_STAND_IN_SECRET, Date.now() - 7 * 86_400_000),
    })
    expect(weekOld.status()).toBe(401)
    const ahead = await request.post(endpoint, {
      data: body,
      headers: signed(body, REVALIDATE_STAND_IN_SECRET, Date.now() + 10 * 60_000),
    })
    expect(ahead.status()).toBe(401)
  })

  test('refuses a body over 64 KiB with 413, whatever its signature says', async ({ request }) => {
    const body = JSON.stringify({ _id: 'siteSettings', _type: 'siteSettings', padding: 'x'.repeat(2 * 1024 * 1024) })
    const response = await request.post(endpoint, { data: body, headers: signed(body) })
    expect(response.status()).toBe(413)
    expect((await response.json()).message).toMatch(/too large/)
  })

  test('refuses a signed body that is not a document', async ({ request }) => {
    const body = JSON.stringify({ title: 'No id or type' })
    const response = await request.post(endpoint, { data: body, headers: signed(body) })
    expect(response.status()).toBe(400)
    expect((await response.json()).message).toMatch(/_id and _type/)
  })

  test('with no secret configured the site says so instead of accepting anything', async ({ request }) => {
    const body = JSON.stringify({ _id: 'blogPost-x', _type: 'blogPost' })
    const response = await request.post('/api/revalidate', { data: body, headers: signed(body) })
    expect(response.status()).toBe(503)
    expect((await response.json()).message).toBe(
      'Revalidation is not configured: set SANITY_REVALIDATE_SECRET to the webhook secret.',
    )
  })
})
