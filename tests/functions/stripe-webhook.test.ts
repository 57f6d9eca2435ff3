import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkoutEvent, signPayload } from '../support/stripe-stand-in'
import { call, countRows, postJson, startBackend, type Backend } from './harness'

let backend: Backend

beforeAll(async () => {
  backend = await startBackend()
})
afterAll(async () => {
  await backend?.close()
})

function delivery(payload: string, signature = signPayload(payload)): Request {
  return new Request('http://127.0.0.1/functions/v1/stripe-webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  })
}

/** A pending donation made through create-donation; returns its Checkout Session id. */
async function pendingOrder(): Promise<string> {
  const res = await call(backend.handlers.donation, postJson({ amount: 25, email: 'giver@example.com', isCustom: false }))
  expect(res.status).toBe(200)
  return String(res.body.url).split('/').pop() ?? ''
}

async function order(sessionId: string) {
  const [row] = await backend.sql<{ status: string; paid_at: Date | null; email: string | null; updated_at: Date }[]>`
    select status, paid_at, email, updated_at from public.orders where stripe_session_id = ${sessionId}
  `
  return row
}

describe('stripe-webhook', () => {
  it('marks the order paid on checkout.session.completed, with the e-mail it was paid with', async () => {
    const sessionId = await pendingOrder()
    const event = checkoutEvent('checkout.session.completed', sessionId, { email: 'Payer@Example.com' })
    const res = await call(backend.handlers.webhook, delivery(event.payload))

    expect(res).toEqual({ status: 200, body: { received: true, duplicate: false, orderUpdated: true } })
    const row = await order(sessionId)
    expect(row?.status).toBe('paid')
    expect(row?.paid_at).toBeInstanceOf(Date)
    expect(row?.email).toBe('payer@example.com')
  })

  it('waits for async_payment_succeeded when the session completed unpaid', async () => {
    const sessionId = await pendingOrder()
    await call(backend.handlers.webhook, delivery(checkoutEvent('checkout.session.completed', sessionId, { paymentStatus: 'unpaid' }).payload))
    expect((await order(sessionId))?.status).toBe('pending')

    await call(backend.handlers.webhook, delivery(checkoutEvent('checkout.session.async_payment_succeeded', sessionId).payload))
    expect((await order(sessionId))?.status).toBe('paid')
  })

  it('closes the order when the session expires or the delayed payment fails', async () => {
    const expired = await pendingOrder()
    await call(backend.handlers.webhook, delivery(checkoutEvent('checkout.session.expired', expired).payload))
    expect((await order(expired))?.status).toBe('expired')

    const failed = await pendingOrder()
    await call(backend.handlers.webhook, delivery(checkoutEvent('checkout.session.async_payment_failed', failed).payload))
    expect((await order(failed))?.status).toBe('expired')
  })

  it('never moves a paid order back: a late expiry changes nothing', async () => {
    const sessionId = await pendingOrder()
    await call(backend.handlers.webhook, delivery(checkoutEvent('checkout.session.completed', sessionId).payload))
    const res = await call(backend.handlers.webhook, delivery(checkoutEvent('checkout.session.expired', sessionId).payload))
    expect(res.body).toMatchObject({ orderUpdated: false })
    expect((await order(sessionId))?.status).toBe('paid')
  })

  it('refuses a forged signature with 400 and changes nothing', async () => {
    const sessionId = await pendingOrder()
    const events = await countRows(backend.sql, 'stripe_events')
    const event = checkoutEvent('checkout.session.completed', sessionId)

    const forged = await call(backend.handlers.webhook, delivery(event.payload, signPayload(event.payload, 'whsec_someone_else')))
    const tampered = await call(
      backend.handlers.webhook,
      delivery(event.payload.replace('"paid"', '"paid" '), signPayload(event.payload)),
    )
    const unsigned = await call(
      backend.handlers.webhook,
      new Request('http://127.0.0.1/', { method: 'POST', body: event.payload }),
    )

    expect(forged).toEqual({ status: 400, body: { error: 'Invalid signature' } })
    expect(tampered).toEqual({ status: 400, body: { error: 'Invalid signature' } })
    expect(unsigned).toEqual({ status: 400, body: { error: 'Missing Stripe-Signature header' } })
    expect((await order(sessionId))?.status).toBe('pending')
    expect(await countRows(backend.sql, 'stripe_events')).toBe(events)
  })

  it('applies the same event delivered twice only once', async () => {
    const sessionId = await pendingOrder()
    const event = checkoutEvent('checkout.session.completed', sessionId)
    const first = await call(backend.handlers.webhook, delivery(event.payload))
    const paidAt = (await order(sessionId))?.paid_at
    const second = await call(backend.handlers.webhook, delivery(event.payload))

    expect(first.body).toMatchObject({ duplicate: false, orderUpdated: true })
    expect(second).toEqual({ status: 200, body: { received: true, duplicate: true, orderUpdated: false } })
    expect((await order(sessionId))?.paid_at).toEqual(paidAt)
    const [ledger] = await backend.sql<{ n: number }[]>`select count(*)::int as n from public.stripe_events where id = ${event.id}`
    expect(ledger?.n).toBe(1)
  })

  it('changes the order once when deliveries arrive at the same time', async () => {
    const sessionId = await pendingOrder()
    const same = checkoutEvent('checkout.session.completed', sessionId)
    const other = checkoutEvent('checkout.session.async_payment_succeeded', sessionId)
    const results = await Promise.all([
      call(backend.handlers.webhook, delivery(same.payload)),
      call(backend.handlers.webhook, delivery(same.payload)),
      call(backend.handlers.webhook, delivery(other.payload)),
    ])

    expect(results.map((r) => r.status)).toEqual([200, 200, 200])
    expect(results.filter((r) => r.body.orderUpdated === true)).toHaveLength(1)
    expect(results.filter((r) => r.body.duplicate === true)).toHaveLength(1)
    expect((await order(sessionId))?.status).toBe('paid')
  })

  it('answers 200 to event types it does not handle, and ignores them', async () => {
    const sessionId = await pendingOrder()
    const res = await call(backend.handlers.webhook, delivery(checkoutEvent('customer.created', sessionId).payload))
    expect(res).toEqual({ status: 200, body: { received: true, duplicate: false, orderUpdated: false } })
    expect((await order(sessionId))?.status).toBe('pending')
  })

  it('answers 200 for a session it has no order for (e.g. created elsewhere)', async () => {
    const res = await call(backend.handlers.webhook, delivery(checkoutEvent('checkout.session.completed', 'cs_test_unknown').payload))
    expect(res).toEqual({ status: 200, body: { received: true, duplicate: false, orderUpdated: false } })
  })
})
