import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { MESSAGES } from '../../lib/validation'
import { chargeRefundedEvent, disputeEvent, signPayload } from '../support/stripe-stand-in'
import { call, postJson, PRODUCTS, startBackend, type Backend, type TestUser } from './harness'

let backend: Backend
let owner: TestUser
let stranger: TestUser

beforeAll(async () => {
  backend = await startBackend()
  owner = await backend.createUser('owner@example.com')
  stranger = await backend.createUser('stranger@example.com')
})
afterAll(async () => {
  await backend?.close()
})

async function buy(token: string | undefined, productId: string = PRODUCTS.workbook.id, email = ''): Promise<string> {
  const res = await call(
    backend.handlers.payment,
    postJson(
      {
        productId,
        productTitle: 'x',
        productPrice: 1,
        productType: 'x',
        email,
        firstName: '',
        lastName: '',
        instantDownload: true,
      },
      { token },
    ),
  )
  expect(res.status).toBe(200)
  return String(res.body.url).split('/').pop() ?? ''
}

async function deliver(event: { payload: string }): Promise<Record<string, unknown>> {
  const res = await call(
    backend.handlers.webhook,
    new Request('http://127.0.0.1/', {
      method: 'POST',
      headers: { 'stripe-signature': signPayload(event.payload) },
      body: event.payload,
    }),
  )
  expect(res.status).toBe(200)
  return res.body
}

async function pay(sessionId: string, email = 'owner@example.com'): Promise<void> {
  expect(await deliver(backend.stripe.sessionEvent('checkout.session.completed', sessionId, { email }))).toMatchObject({
    orderUpdated: true,
  })
}

const paymentIntentOf = (sessionId: string) => backend.stripe.session(sessionId)?.paymentIntent ?? ''

const ask = (sessionId: string, token?: string, productId: string = PRODUCTS.workbook.id) =>
  call(backend.handlers.download, postJson({ sessionId, productId }, { token }))

describe('generate-download-link', () => {
  it("answers a short-lived signed URL of the product's private file for the buyer of a paid order", async () => {
    const sessionId = await buy(owner.token)
    await pay(sessionId)
    const res = await ask(sessionId, owner.token)

    expect(res.status).toBe(200)
    expect(backend.supabase.signRequests.at(-1)).toEqual({
      bucket: 'product-files',
      path: PRODUCTS.workbook.pdf,
      expiresIn: 300,
    })
    const file = await fetch(String(res.body.downloadUrl))
    expect(file.status).toBe(200)
    expect(await file.text()).toContain(PRODUCTS.workbook.title)
  })

  it('also serves a buyer who paid signed out, by the verified e-mail the order was paid with', async () => {
    const sessionId = await buy(undefined)
    await pay(sessionId, 'Owner@Example.com')
    const res = await ask(sessionId, owner.token)
    expect(res.status).toBe(200)
  })

  it('does not serve by e-mail when the account e-mail is not verified', async () => {
    const unverified = await backend.createUser('unverified@example.com', { emailConfirmed: false })
    const sessionId = await buy(undefined)
    await pay(sessionId, 'unverified@example.com')
    const res = await ask(sessionId, unverified.token)
    expect(res).toEqual({ status: 404, body: { error: MESSAGES.downloadLinkFailed } })
  })

  it('requires sign-in', async () => {
    const sessionId = await buy(owner.token)
    await pay(sessionId)
    expect(await ask(sessionId)).toEqual({ status: 401, body: { error: MESSAGES.authenticationRequired } })
    expect(await ask(sessionId, 'forged-token')).toEqual({
      status: 401,
      body: { error: MESSAGES.authenticationRequired },
    })
  })

  it('refuses an unpaid order', async () => {
    const sessionId = await buy(owner.token)
    expect(await ask(sessionId, owner.token)).toEqual({ status: 403, body: { error: MESSAGES.downloadLinkFailed } })
  })

  it('refuses an order refunded in full after it was paid', async () => {
    const sessionId = await buy(owner.token)
    await pay(sessionId)
    expect((await ask(sessionId, owner.token)).status).toBe(200)
    await deliver(chargeRefundedEvent(paymentIntentOf(sessionId), { amount: 1250, amountRefunded: 1250 }))
    expect(await ask(sessionId, owner.token)).toEqual({ status: 403, body: { error: MESSAGES.downloadLinkFailed } })
  })

  it('refuses an order while its payment is disputed, and serves it again once the dispute is won', async () => {
    const sessionId = await buy(owner.token)
    await pay(sessionId)
    await deliver(
      disputeEvent('charge.dispute.created', paymentIntentOf(sessionId), { amount: 1250, status: 'needs_response' }),
    )
    expect(await ask(sessionId, owner.token)).toEqual({ status: 403, body: { error: MESSAGES.downloadLinkFailed } })
    await deliver(disputeEvent('charge.dispute.closed', paymentIntentOf(sessionId), { amount: 1250, status: 'won' }))
    expect((await ask(sessionId, owner.token)).status).toBe(200)
  })

  it('gives the signed-in owner the file of a free order (reference free_<order uuid>), and nobody else', async () => {
    const res = await call(
      backend.handlers.payment,
      postJson(
        {
          productId: PRODUCTS.freebie.id,
          productTitle: 'x',
          productPrice: 0,
          productType: 'x',
          email: '',
          firstName: '',
          lastName: '',
          instantDownload: true,
        },
        { token: owner.token },
      ),
    )
    expect(res.status).toBe(200)
    const reference = new URL(String(res.body.url)).searchParams.get('session_id') ?? ''
    expect(reference).toMatch(/^free_/)

    const link = await ask(reference, owner.token, PRODUCTS.freebie.id)
    expect(link.status).toBe(200)
    expect(backend.supabase.signRequests.at(-1)).toEqual({
      bucket: 'product-files',
      path: PRODUCTS.freebie.pdf,
      expiresIn: 300,
    })
    expect(await (await fetch(String(link.body.downloadUrl))).text()).toContain(PRODUCTS.freebie.title)
    expect(await ask(reference, stranger.token, PRODUCTS.freebie.id)).toEqual({
      status: 404,
      body: { error: MESSAGES.downloadLinkFailed },
    })
    expect(await ask(reference, undefined, PRODUCTS.freebie.id)).toEqual({
      status: 401,
      body: { error: MESSAGES.authenticationRequired },
    })
  })

  it("refuses someone else's order exactly like a missing one", async () => {
    const sessionId = await buy(owner.token)
    await pay(sessionId)
    expect(await ask(sessionId, stranger.token)).toEqual({ status: 404, body: { error: MESSAGES.downloadLinkFailed } })
    expect(await ask('cs_test_missing', stranger.token)).toEqual({
      status: 404,
      body: { error: MESSAGES.downloadLinkFailed },
    })
  })

  it('refuses a product the order does not hold', async () => {
    const sessionId = await buy(owner.token)
    await pay(sessionId)
    const res = await ask(sessionId, owner.token, PRODUCTS.unitStudy.id)
    expect(res).toEqual({ status: 404, body: { error: MESSAGES.downloadLinkFailed } })
  })

  it('answers its failure message when Storage cannot sign the URL', async () => {
    const sessionId = await buy(owner.token)
    await pay(sessionId)
    backend.supabase.failStorage()
    expect(await ask(sessionId, owner.token)).toEqual({ status: 502, body: { error: MESSAGES.downloadLinkFailed } })
  })

  it.each([
    ['missing session id', { productId: PRODUCTS.workbook.id }, MESSAGES.invalidSessionId],
    ['empty session id', { sessionId: ' ', productId: PRODUCTS.workbook.id }, MESSAGES.invalidSessionId],
    ['malformed product id', { sessionId: 'cs_test_x', productId: 'x' }, MESSAGES.invalidProduct],
  ])('refuses a %s', async (_label, body, message) => {
    expect(await call(backend.handlers.download, postJson(body, { token: owner.token }))).toEqual({
      status: 400,
      body: { error: message },
    })
  })
})
