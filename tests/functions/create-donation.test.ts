import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import WebSocket from 'ws'

import { MESSAGES } from '../../lib/validation'
import type { Env } from '../../supabase/functions/_shared/env'
import { handlerOrConfigError } from '../../supabase/functions/_shared/serve'
import { depsFromEnv as donationDeps } from '../../supabase/functions/create-donation/deps-from-env'
import { createHandler as createDonation } from '../../supabase/functions/create-donation/handler'
import { depsFromEnv as paymentDeps } from '../../supabase/functions/create-payment/deps-from-env'
import { createHandler as createPayment } from '../../supabase/functions/create-payment/handler'
import { depsFromEnv as downloadDeps } from '../../supabase/functions/generate-download-link/deps-from-env'
import { createHandler as createDownloadLink } from '../../supabase/functions/generate-download-link/handler'
import { depsFromEnv as careerDeps } from '../../supabase/functions/send-career-application/deps-from-env'
import { createHandler as createCareer } from '../../supabase/functions/send-career-application/handler'
import { depsFromEnv as webhookDeps } from '../../supabase/functions/stripe-webhook/deps-from-env'
import { call, countRows, postJson, SITE_URL, startBackend, type Backend } from './harness'

let backend: Backend

beforeAll(async () => {
  backend = await startBackend()
})
afterAll(async () => {
  await backend?.close()
})

const valid = { amount: 50, email: '  Donor@Example.COM ', firstName: ' Ama ', lastName: 'Mensah', isCustom: false }

describe('create-donation', () => {
  it('creates a Checkout Session for the amount, records a pending donation and answers its url', async () => {
    backend.stripe.reset()
    backend.clock.set(new Date('2026-12-01T09:30:00Z'))
    const res = await call(backend.handlers.donation, postJson({ ...valid, amount: 123.45, isCustom: true }))

    expect(res.status).toBe(200)
    expect(res.body.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/)
    const [sent] = backend.stripe.sessionCreates()
    expect(sent).toMatchObject({
      mode: 'payment',
      customer_email: 'donor@example.com',
      success_url: `${SITE_URL}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${SITE_URL}/?checkout=cancelled`,
      // Open for an hour, not Stripe's day: a family who left it sees the order as not completed soon after.
      expires_at: String(Date.parse('2026-12-01T10:30:00Z') / 1000),
      line_items: [{ quantity: '1', price_data: { currency: 'usd', unit_amount: '12345' } }],
      metadata: { kind: 'donation', is_custom: 'true', donor_name: 'Ama Mensah' },
    })

    const sessionId = String(res.body.url).split('/').pop() ?? ''
    const [order] = await backend.sql`select * from public.orders where stripe_session_id = ${sessionId}`
    expect(order).toMatchObject({
      kind: 'donation',
      status: 'pending',
      amount_cents: 12345,
      currency: 'usd',
      email: 'donor@example.com',
      user_id: null,
    })
  })

  it("uses a signed-in visitor's own e-mail instead of the typed one", async () => {
    const user = await backend.createUser('member@example.com')
    backend.stripe.reset()
    const res = await call(backend.handlers.donation, postJson(valid, { token: user.token }))

    expect(res.status).toBe(200)
    expect(backend.stripe.sessionCreates()[0]).toMatchObject({
      customer_email: 'member@example.com',
      metadata: { user_id: user.id },
    })
    const sessionId = String(res.body.url).split('/').pop() ?? ''
    const [order] =
      await backend.sql`select email, user_id::text as user_id from public.orders where stripe_session_id = ${sessionId}`
    expect(order).toEqual({ email: 'member@example.com', user_id: user.id })
  })

  it('treats an invalid token (such as the anon key) as no sign-in', async () => {
    backend.stripe.reset()
    const res = await call(backend.handlers.donation, postJson(valid, { token: 'anon-key-not-a-user' }))
    expect(res.status).toBe(200)
    expect(backend.stripe.sessionCreates()[0]).toMatchObject({ customer_email: 'donor@example.com' })
  })

  it.each([
    ['zero amount', { amount: 0 }, MESSAGES.invalidDonationAmount],
    ['negative amount', { amount: -5 }, MESSAGES.invalidDonationAmount],
    ['below the minimum', { amount: 0.5 }, MESSAGES.invalidDonationAmount],
    ['above 100000', { amount: 100000.01 }, MESSAGES.invalidDonationAmount],
    ['three decimals', { amount: 10.005 }, MESSAGES.invalidDonationAmount],
    ['amount as text', { amount: '50' }, MESSAGES.invalidDonationAmount],
    ['missing email', { email: undefined }, MESSAGES.invalidEmail],
    ['invalid email', { email: 'not-an-email' }, MESSAGES.invalidEmail],
    ['email too long', { email: `${'a'.repeat(250)}@example.com` }, MESSAGES.emailTooLong],
    ['first name too long', { firstName: 'A'.repeat(51) }, MESSAGES.firstNameTooLong],
    ['last name too long', { lastName: 'B'.repeat(51) }, MESSAGES.lastNameTooLong],
  ])('refuses %s with the form message', async (_label, change, message) => {
    const before = await countRows(backend.sql, 'orders')
    const res = await call(backend.handlers.donation, postJson({ ...valid, ...change }))
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ error: message })
    expect(await countRows(backend.sql, 'orders')).toBe(before)
  })

  it('accepts the limits themselves: 1, 100000 and names of exactly 50 characters', async () => {
    for (const amount of [1, 100000, 0.99 + 0.01]) {
      const res = await call(
        backend.handlers.donation,
        postJson({ ...valid, amount, firstName: 'A'.repeat(50), lastName: 'B'.repeat(50) }),
      )
      expect(res.status).toBe(200)
    }
  })

  it('answers 502 with the fallback message when the payment provider fails, and records nothing', async () => {
    const before = await countRows(backend.sql, 'orders')
    backend.stripe.failNext('/v1/checkout/sessions')
    const res = await call(backend.handlers.donation, postJson(valid))
    expect(res).toEqual({ status: 502, body: { error: 'Failed to create donation session' } })
    expect(await countRows(backend.sql, 'orders')).toBe(before)
  })

  it('answers the CORS preflight for the site origin', async () => {
    const res = await backend.handlers.donation(
      new Request('http://127.0.0.1/', { method: 'OPTIONS', headers: { origin: SITE_URL } }),
    )
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE_URL)
    expect(res.headers.get('access-control-allow-headers')).toContain('authorization')
    expect(res.headers.get('access-control-allow-methods')).toContain('POST')
  })

  it('refuses other methods with 405 and a JSON error', async () => {
    const res = await call(backend.handlers.donation, new Request('http://127.0.0.1/', { method: 'GET' }))
    expect(res).toEqual({ status: 405, body: { error: 'Method not allowed' } })
  })
})

describe('SITE_URL: a deployment must name the site', () => {
  // What Supabase gives every deployed function, and a Stripe key; no SITE_URL and no local-dev flag.
  const deployed = {
    SUPABASE_URL: 'http://127.0.0.1:9',
    SUPABASE_SERVICE_ROLE_KEY: 'service-role-key',
    SUPABASE_DB_URL: 'postgres://postgres:postgres@127.0.0.1:9/postgres',
    STRIPE_SECRET_KEY: 'sk_test_standin',
    STRIPE_WEBHOOK_SECRET: 'whsec_standin',
  }
  const SITE_URL_MISSING = 'This service is not configured: SITE_URL (the address of the site) is not set.'
  // supabase-js wants a WebSocket class on Node 20 (Deno has one); the clients built here never connect.
  beforeAll(() => void vi.stubGlobal('WebSocket', WebSocket))
  afterAll(() => void vi.unstubAllGlobals())
  const functions = [
    ['create-donation', (env: Env) => createDonation(donationDeps(env))],
    ['create-payment', (env: Env) => createPayment(paymentDeps(env))],
    ['generate-download-link', (env: Env) => createDownloadLink(downloadDeps(env))],
    ['send-career-application', (env: Env) => createCareer(careerDeps(env))],
  ] as const

  it.each(functions)(
    '%s answers 503 saying SITE_URL is not set, instead of trusting localhost',
    async (name, build) => {
      for (const env of [deployed, { ...deployed, SITE_URL: '' }]) {
        const handler = handlerOrConfigError(name, () => build(env))
        const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
        try {
          const res = await call(
            handler,
            postJson({ amount: 5, email: 'a@example.com' }, { origin: 'https://academy.example' }),
          )
          expect(res).toEqual({ status: 503, body: { error: SITE_URL_MISSING } })
        } finally {
          log.mockRestore()
        }
      }
    },
  )

  it('keeps http://localhost:3000 for local development (FUNCTIONS_LOCAL_DEV=1, set by npm run functions:dev)', () => {
    expect(donationDeps({ ...deployed, FUNCTIONS_LOCAL_DEV: '1' }).siteUrl).toBe('http://localhost:3000')
    expect(donationDeps({ ...deployed, FUNCTIONS_LOCAL_DEV: '1', SITE_URL: 'https://academy.example' }).siteUrl).toBe(
      'https://academy.example',
    )
    expect(donationDeps({ ...deployed, SITE_URL: 'https://academy.example' }).siteUrl).toBe('https://academy.example')
  })

  it('the webhook does not need SITE_URL', () => {
    expect(() => webhookDeps(deployed)).not.toThrow()
  })
})
