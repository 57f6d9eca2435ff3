import { createHmac } from 'node:crypto'
import { expect, test } from '@playwright/test'

import { REVALIDATE_STAND_IN_SECRET } from '../playwright.config'

/**
 * The Sanity publish webhook at /api/revalidate, signed the way Sanity signs (HMAC-SHA256 over
 * "<timestamp>.<body>", header `sanity-webhook-signature: t=…,v1=…`). The studio server has the secret;
 * the site server runs with no environment at all.
 */
const studioOrigin = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 1}`
const endpoint = `${studioOrigin}/api/revalidate`

function signed(body: string, secret = REVALIDATE_STAND_IN_SECRET, timestamp = Date.now()) {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('base64url')
  return { 'content-type': 'application/json', 'sanity-webhook-signature': `t=${timestamp},v1=${signature}` }
}

test.describe('the publish webhook', () => {
  test('a signed publish of a post expires the blog pages (the blogPost tag)', async ({ request }) => {
    const body = JSON.stringify({ _id: 'blogPost-the-libraries-and-scholars-of-timbuktu', _type: 'blogPost' })
    const response = await request.post(endpoint, { data: body, headers: signed(body) })
    expect(response.status()).toBe(200)
    expect(await response.json()).toEqual({ revalidated: ['blogPost'] })
  })

  test('a draft expires nothing: drafts never reach the site', async ({ request }) => {
    const body = JSON.stringify({ _id: 'drafts.blogPost-the-libraries-and-scholars-of-timbuktu', _type: 'blogPost' })
    const response = await request.post(endpoint, { data: body, headers: signed(body) })
    expect(await response.json()).toEqual({ revalidated: [] })
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
