import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { chargeRefundedEvent, checkoutEvent, disputeEvent, signPayload } from '../support/stripe-stand-in'
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
  const res = await call(
    backend.handlers.donation,
    postJson({ amount: 25, email: 'giver@example.com', isCustom: false }),
  )
  expect(res.status).toBe(200)
  return String(res.body.url).split('/').pop() ?? ''
}

async function order(sessionId: string) {
  const [row] = await backend.sql<
    {
      status: string
      paid_at: Date | null
      email: string | null
      updated_at: Date
      stripe_payment_intent_id: string | null
    }[]
  >`
    select status, paid_at, email, updated_at, stripe_payment_intent_id from public.orders where stripe_session_id = ${sessionId}
  `
  return row
}

const send = (event: { payload: string }) => call(backend.handlers.webhook, delivery(event.payload))

/** A donation paid through Checkout; returns its session id and PaymentIntent. */
async function paidOrder(): Promise<{ sessionId: string; paymentIntent: string }> {
  const sessionId = await pendingOrder()
  expect((await send(backend.stripe.sessionEvent('checkout.session.completed', sessionId))).body).toMatchObject({
    orderUpdated: true,
  })
  return { sessionId, paymentIntent: backend.stripe.session(sessionId)?.paymentIntent ?? '' }
}

describe('stripe-webhook', () => {
  it('marks the order paid on checkout.session.completed, with the e-mail it was paid with', async () => {
    const sessionId = await pendingOrder()
    const event = backend.stripe.sessionEvent('checkout.session.completed', sessionId, { email: 'Payer@Example.com' })
    const res = await call(backend.handlers.webhook, delivery(event.payload))

    expect(res).toEqual({ status: 200, body: { received: true, duplicate: false, orderUpdated: true } })
    const row = await order(sessionId)
    expect(row?.status).toBe('paid')
    expect(row?.paid_at).toBeInstanceOf(Date)
    expect(row?.email).toBe('payer@example.com')
  })

  it('waits for async_payment_succeeded when the session completed unpaid', async () => {
    const sessionId = await pendingOrder()
    await call(
      backend.handlers.webhook,
      delivery(
        backend.stripe.sessionEvent('checkout.session.completed', sessionId, { paymentStatus: 'unpaid' }).payload,
      ),
    )
    expect((await order(sessionId))?.status).toBe('pending')

    await call(
      backend.handlers.webhook,
      delivery(backend.stripe.sessionEvent('checkout.session.async_payment_succeeded', sessionId).payload),
    )
    expect((await order(sessionId))?.status).toBe('paid')
  })

  it('closes the order when the session expires or the delayed payment fails', async () => {
    const expired = await pendingOrder()
    await call(
      backend.handlers.webhook,
      delivery(backend.stripe.sessionEvent('checkout.session.expired', expired).payload),
    )
    expect((await order(expired))?.status).toBe('expired')

    const failed = await pendingOrder()
    await call(
      backend.handlers.webhook,
      delivery(backend.stripe.sessionEvent('checkout.session.async_payment_failed', failed).payload),
    )
    expect((await order(failed))?.status).toBe('expired')
  })

  it('never moves a paid order back: a late expiry changes nothing', async () => {
    const sessionId = await pendingOrder()
    await call(
      backend.handlers.webhook,
      delivery(backend.stripe.sessionEvent('checkout.session.completed', sessionId).payload),
    )
    const res = await call(
      backend.handlers.webhook,
      delivery(backend.stripe.sessionEvent('checkout.session.expired', sessionId).payload),
    )
    expect(res.body).toMatchObject({ orderUpdated: false })
    expect((await order(sessionId))?.status).toBe('paid')
  })

  it('refuses a forged signature with 400 and changes nothing', async () => {
    const sessionId = await pendingOrder()
    const events = await countRows(backend.sql, 'stripe_events')
    const event = backend.stripe.sessionEvent('checkout.session.completed', sessionId)

    const forged = await call(
      backend.handlers.webhook,
      delivery(event.payload, signPayload(event.payload, 'whsec_someone_else')),
    )
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
    const event = backend.stripe.sessionEvent('checkout.session.completed', sessionId)
    const first = await call(backend.handlers.webhook, delivery(event.payload))
    const paidAt = (await order(sessionId))?.paid_at
    const second = await call(backend.handlers.webhook, delivery(event.payload))

    expect(first.body).toMatchObject({ duplicate: false, orderUpdated: true })
    expect(second).toEqual({ status: 200, body: { received: true, duplicate: true, orderUpdated: false } })
    expect((await order(sessionId))?.paid_at).toEqual(paidAt)
    const [ledger] = await backend.sql<
      { n: number }[]
    >`select count(*)::int as n from public.stripe_events where id = ${event.id}`
    expect(ledger?.n).toBe(1)
  })

  it('changes the order once when deliveries arrive at the same time', async () => {
    const sessionId = await pendingOrder()
    const same = backend.stripe.sessionEvent('checkout.session.completed', sessionId)
    const other = backend.stripe.sessionEvent('checkout.session.async_payment_succeeded', sessionId)
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
    const res = await call(
      backend.handlers.webhook,
      delivery(backend.stripe.sessionEvent('customer.created', sessionId).payload),
    )
    expect(res).toEqual({ status: 200, body: { received: true, duplicate: false, orderUpdated: false } })
    expect((await order(sessionId))?.status).toBe('pending')
  })

  it('answers 200 for a session it has no order for (e.g. created elsewhere)', async () => {
    const res = await call(
      backend.handlers.webhook,
      delivery(checkoutEvent('checkout.session.completed', 'cs_test_unknown').payload),
    )
    expect(res).toEqual({ status: 200, body: { received: true, duplicate: false, orderUpdated: false } })
  })

  it('keeps the PaymentIntent of the paid session on the order', async () => {
    const { sessionId, paymentIntent } = await paidOrder()
    expect(paymentIntent).toMatch(/^pi_/)
    expect((await order(sessionId))?.stripe_payment_intent_id).toBe(paymentIntent)
  })
})

describe('stripe-webhook: the amount Stripe reports must be the order amount', () => {
  it.each([
    ['a different amount_total', { amountTotal: 2501 }],
    ['a different currency', { currency: 'eur' }],
    ['no amount_total', { amountTotal: null }],
  ])('leaves the order pending and logs it when the session has %s', async (_label, override) => {
    const sessionId = await pendingOrder()
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const res = await send(backend.stripe.sessionEvent('checkout.session.completed', sessionId, override))
      expect(res).toEqual({ status: 200, body: { received: true, duplicate: false, orderUpdated: false } })
      expect(
        log.mock.calls.some((args) => String(args[0]).includes('does not match the order') && args.includes(sessionId)),
      ).toBe(true)
    } finally {
      log.mockRestore()
    }
    const row = await order(sessionId)
    expect(row?.status).toBe('pending')
    expect(row?.paid_at).toBeNull()
  })

  it('also checks the amount of a delayed payment that succeeds', async () => {
    const sessionId = await pendingOrder()
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      await send(backend.stripe.sessionEvent('checkout.session.async_payment_succeeded', sessionId, { amountTotal: 1 }))
    } finally {
      log.mockRestore()
    }
    expect((await order(sessionId))?.status).toBe('pending')
  })
})

describe('stripe-webhook: refunds and disputes', () => {
  it('marks the order refunded on a full refund, once', async () => {
    const { sessionId, paymentIntent } = await paidOrder()
    const refund = chargeRefundedEvent(paymentIntent, { amount: 2500, amountRefunded: 2500 })
    expect(await send(refund)).toEqual({ status: 200, body: { received: true, duplicate: false, orderUpdated: true } })
    expect((await order(sessionId))?.status).toBe('refunded')
    expect(await send(refund)).toEqual({ status: 200, body: { received: true, duplicate: true, orderUpdated: false } })
    expect((await order(sessionId))?.status).toBe('refunded')
  })

  it('keeps the order paid on a partial refund, and refunds it when the rest is refunded', async () => {
    const { sessionId, paymentIntent } = await paidOrder()
    const partial = await send(chargeRefundedEvent(paymentIntent, { amount: 2500, amountRefunded: 1000 }))
    expect(partial.body).toMatchObject({ orderUpdated: false })
    expect((await order(sessionId))?.status).toBe('paid')
    await send(chargeRefundedEvent(paymentIntent, { amount: 2500, amountRefunded: 2500 }))
    expect((await order(sessionId))?.status).toBe('refunded')
  })

  it('marks the order disputed when a dispute opens, and paid again when the academy wins it', async () => {
    const { sessionId, paymentIntent } = await paidOrder()
    expect(
      (await send(disputeEvent('charge.dispute.created', paymentIntent, { amount: 2500, status: 'needs_response' })))
        .body,
    ).toMatchObject({ orderUpdated: true })
    expect((await order(sessionId))?.status).toBe('disputed')
    expect(
      (await send(disputeEvent('charge.dispute.closed', paymentIntent, { amount: 2500, status: 'won' }))).body,
    ).toMatchObject({ orderUpdated: true })
    expect((await order(sessionId))?.status).toBe('paid')
  })

  it('keeps a lost dispute disputed, and a refund after a dispute wins over it', async () => {
    const lost = await paidOrder()
    await send(disputeEvent('charge.dispute.created', lost.paymentIntent, { amount: 2500, status: 'needs_response' }))
    expect(
      (await send(disputeEvent('charge.dispute.closed', lost.paymentIntent, { amount: 2500, status: 'lost' }))).body,
    ).toMatchObject({ orderUpdated: false })
    expect((await order(lost.sessionId))?.status).toBe('disputed')

    const refunded = await paidOrder()
    await send(
      disputeEvent('charge.dispute.created', refunded.paymentIntent, {
        amount: 2500,
        status: 'warning_needs_response',
      }),
    )
    await send(chargeRefundedEvent(refunded.paymentIntent, { amount: 2500, amountRefunded: 2500 }))
    expect((await order(refunded.sessionId))?.status).toBe('refunded')
    // A refunded order is never reopened by a late dispute outcome.
    await send(disputeEvent('charge.dispute.closed', refunded.paymentIntent, { amount: 2500, status: 'won' }))
    expect((await order(refunded.sessionId))?.status).toBe('refunded')
  })

  it('finds an order paid before PaymentIntents were kept through its Checkout Session, and keeps the PaymentIntent', async () => {
    const { sessionId, paymentIntent } = await paidOrder()
    await backend.sql`update public.orders set stripe_payment_intent_id = null where stripe_session_id = ${sessionId}`
    backend.stripe.reset()
    expect(
      (await send(disputeEvent('charge.dispute.created', paymentIntent, { amount: 2500, status: 'needs_response' })))
        .body,
    ).toMatchObject({ orderUpdated: true })
    expect(backend.stripe.requests.map((r) => `${r.method} ${r.path}?${r.query.toString()}`)).toEqual([
      `GET /v1/checkout/sessions?payment_intent=${paymentIntent}&limit=1`,
    ])
    expect(await order(sessionId)).toMatchObject({ status: 'disputed', stripe_payment_intent_id: paymentIntent })
    // From now on the stored PaymentIntent is enough.
    backend.stripe.reset()
    await send(chargeRefundedEvent(paymentIntent, { amount: 2500, amountRefunded: 2500 }))
    expect(backend.stripe.requests).toHaveLength(0)
    expect((await order(sessionId))?.status).toBe('refunded')
  })

  it('answers 500 (Stripe retries) when it cannot ask Stripe for the session, and records nothing', async () => {
    const { sessionId, paymentIntent } = await paidOrder()
    await backend.sql`update public.orders set stripe_payment_intent_id = null where stripe_session_id = ${sessionId}`
    backend.stripe.failNext('/v1/checkout/sessions')
    const refund = chargeRefundedEvent(paymentIntent, { amount: 2500, amountRefunded: 2500 })
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      expect(await send(refund)).toEqual({ status: 500, body: { error: 'Failed to process event' } })
    } finally {
      log.mockRestore()
    }
    expect((await order(sessionId))?.status).toBe('paid')
    expect(await send(refund)).toEqual({ status: 200, body: { received: true, duplicate: false, orderUpdated: true } })
    expect((await order(sessionId))?.status).toBe('refunded')
  })

  it('never refunds or disputes an order that was not paid, and answers 200 for an unknown PaymentIntent', async () => {
    const sessionId = await pendingOrder()
    expect(await send(chargeRefundedEvent('pi_standin_unknown', { amount: 2500, amountRefunded: 2500 }))).toEqual({
      status: 200,
      body: { received: true, duplicate: false, orderUpdated: false },
    })
    expect(
      await send(
        disputeEvent('charge.dispute.created', 'pi_standin_unknown', { amount: 2500, status: 'needs_response' }),
      ),
    ).toEqual({
      status: 200,
      body: { received: true, duplicate: false, orderUpdated: false },
    })
    expect((await order(sessionId))?.status).toBe('pending')
  })
})
