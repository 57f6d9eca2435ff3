import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { LEARNER_MESSAGES, MESSAGES } from '../../lib/validation'
import { supabaseAuth } from '../../supabase/functions/_shared/supabase'
import {
  createHandler,
  ENROLLMENT_NOT_CONFIGURED,
  PLAN_UNAVAILABLE,
  type CreatePaymentDeps,
} from '../../supabase/functions/create-payment/handler'
import {
  PLAN_PRICING_NOT_CONFIGURED,
  PLAN_PRICING_UNAVAILABLE,
  planPricingFromEnv,
  type PlanPricingSource,
} from '../../supabase/functions/create-payment/plan-pricing'
import { startContentLakeStandIn } from '../support/content-lake'
import { call, countRows, PLAN_PRODUCTS, postJson, PRODUCTS, SITE_URL, startBackend, type Backend } from './harness'

let backend: Backend

beforeAll(async () => {
  backend = await startBackend()
})
afterAll(async () => {
  await backend?.close()
})

const sessionIdOf = (url: unknown) => String(url).split('/').pop() ?? ''

async function orderFor(url: unknown) {
  const [order] = await backend.sql`
    select kind, status, amount_cents, currency, email, user_id::text as user_id, program_type, product_metadata, line_items,
           children
    from public.orders where stripe_session_id = ${sessionIdOf(url)}
  `
  return order
}

const enrollment = {
  productId: 'core',
  productTitle: 'Core Only',
  productPrice: 350,
  productType: 'plan',
  email: 'Parent@Example.com',
  firstName: 'Kofi',
  lastName: 'Boateng',
  children: [{ firstName: 'Esi', gradeBand: '3-5' }],
  expectedTotal: 350,
}

const twoChildren = [
  { firstName: 'Esi', gradeBand: '3-5' },
  { firstName: 'Kwesi', gradeBand: '9-12' },
]

/** create-payment with the test backend's dependencies, but another source for the plans' pricing rule. */
function paymentWith(planPricing: PlanPricingSource, change: Partial<CreatePaymentDeps> = {}) {
  return createHandler({
    db: backend.sql,
    stripe: backend.stripe.client(),
    auth: supabaseAuth(backend.supabase.client()),
    siteUrl: SITE_URL,
    clock: backend.clock,
    planProducts: PLAN_PRODUCTS,
    planPricing,
    ...change,
  })
}

describe('create-payment: plan enrolment', () => {
  it("charges the provider's price for the plan's product and records a pending enrolment", async () => {
    backend.stripe.reset()
    backend.clock.set(new Date('2026-12-01T18:45:00Z'))
    const res = await call(backend.handlers.payment, postJson(enrollment))

    expect(res.status).toBe(200)
    const productLookup = backend.stripe.requests.find((r) => r.method === 'GET')
    expect(productLookup?.path).toBe(`/v1/products/${PLAN_PRODUCTS.core}`)
    expect(backend.stripe.sessionCreates()[0]).toMatchObject({
      mode: 'payment',
      customer_email: 'parent@example.com',
      line_items: [
        { quantity: '1', price_data: { currency: 'usd', unit_amount: '35000', product: PLAN_PRODUCTS.core } },
      ],
      success_url: `${SITE_URL}/enrollment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${SITE_URL}/programs?checkout=cancelled`,
      expires_at: String(Date.parse('2026-12-01T19:45:00Z') / 1000),
      metadata: { kind: 'enrollment', program_type: 'core' },
    })
    expect(await orderFor(res.body.url)).toMatchObject({
      kind: 'enrollment',
      status: 'pending',
      amount_cents: 35000,
      program_type: 'core',
      product_metadata: { productId: 'core' },
    })
  })

  it('refuses a tampered (or stale) price with a clear message and charges nothing', async () => {
    backend.stripe.reset()
    const before = await countRows(backend.sql, 'orders')
    const res = await call(backend.handlers.payment, postJson({ ...enrollment, productId: 'full', productPrice: 1 }))

    expect(res).toEqual({ status: 409, body: { error: MESSAGES.planPriceChanged } })
    expect(backend.stripe.sessionCreates()).toHaveLength(0)
    expect(await countRows(backend.sql, 'orders')).toBe(before)
  })

  it('accepts each plan at its own price', async () => {
    for (const [productId, productPrice] of [
      ['full', 500],
      ['electives', 150],
    ] as const) {
      const res = await call(
        backend.handlers.payment,
        postJson({ ...enrollment, productId, productPrice, expectedTotal: productPrice }),
      )
      expect(res.status).toBe(200)
      expect(await orderFor(res.body.url)).toMatchObject({ program_type: productId, amount_cents: productPrice * 100 })
    }
  })

  it.each([
    ['unknown plan', { productId: 'platinum' }, MESSAGES.invalidPlan],
    ['missing price', { productPrice: undefined }, MESSAGES.invalidPrice],
    ['price as text', { productPrice: '$350' }, MESSAGES.invalidPrice],
    ['missing email', { email: undefined }, MESSAGES.invalidEmail],
    ['invalid email', { email: 'parent@' }, MESSAGES.invalidEmail],
    ['email too long', { email: `${'p'.repeat(250)}@example.com` }, MESSAGES.emailTooLong],
    ['first name too long', { firstName: 'K'.repeat(51) }, MESSAGES.firstNameTooLong],
    ['last name too long', { lastName: 'B'.repeat(51) }, MESSAGES.lastNameTooLong],
  ])('refuses %s', async (_label, change, message) => {
    const res = await call(backend.handlers.payment, postJson({ ...enrollment, ...change }))
    expect(res).toEqual({ status: 400, body: { error: message } })
  })

  it('refuses enrolment clearly when the plan products are not configured, while the shop still sells', async () => {
    const handler = paymentWith(backend.planPricing, { planProducts: null })
    expect(await call(handler, postJson(enrollment))).toEqual({
      status: 503,
      body: { error: ENROLLMENT_NOT_CONFIGURED },
    })
    const cart = await call(
      handler,
      postJson({ items: [{ id: PRODUCTS.poster.id, quantity: 1 }], email: '', firstName: '', lastName: '' }),
    )
    expect(cart.status).toBe(200)
  })

  it('answers the fallback message when the provider cannot be reached', async () => {
    backend.stripe.failNext('/v1/products/')
    const res = await call(backend.handlers.payment, postJson(enrollment))
    expect(res).toEqual({ status: 502, body: { error: 'Failed to create payment session' } })
  })
})

describe('create-payment: enrolment per child', () => {
  it('charges two children on a per-child plan: the first at full price, the second with the sibling discount', async () => {
    backend.stripe.reset()
    // The fixtures' Core Only: $350 per child a month, 10 % off each child after the first.
    const res = await call(
      backend.handlers.payment,
      postJson({ ...enrollment, children: twoChildren, expectedTotal: 665 }),
    )

    expect(res.status).toBe(200)
    const sent = backend.stripe.sessionCreates()[0]
    expect(sent?.line_items).toEqual([
      { quantity: '1', price_data: { currency: 'usd', unit_amount: '35000', product: PLAN_PRODUCTS.core } },
      { quantity: '1', price_data: { currency: 'usd', unit_amount: '31500', product: PLAN_PRODUCTS.core } },
    ])
    expect(sent?.metadata).toMatchObject({ kind: 'enrollment', program_type: 'core', children: '2' })
    expect(await orderFor(res.body.url)).toMatchObject({
      kind: 'enrollment',
      status: 'pending',
      amount_cents: 66500,
      children: twoChildren,
    })
  })

  it('charges one line of N children when the plan has no sibling discount', async () => {
    backend.stripe.reset()
    const handler = paymentWith(async () => ({ pricing: 'perChild', siblingDiscountPercent: 0 }))
    const three = [...twoChildren, { firstName: 'Adjoa', gradeBand: 'k-2' }]
    const res = await call(handler, postJson({ ...enrollment, children: three, expectedTotal: 1050 }))

    expect(res.status).toBe(200)
    expect(backend.stripe.sessionCreates()[0]?.line_items).toEqual([
      { quantity: '3', price_data: { currency: 'usd', unit_amount: '35000', product: PLAN_PRODUCTS.core } },
    ])
    expect(await orderFor(res.body.url)).toMatchObject({ amount_cents: 105000, children: three })
  })

  it('charges a per-family plan once, whatever the number of children', async () => {
    backend.stripe.reset()
    const res = await call(
      backend.handlers.payment,
      postJson({ ...enrollment, productId: 'electives', productPrice: 150, children: twoChildren, expectedTotal: 150 }),
    )

    expect(res.status).toBe(200)
    expect(backend.stripe.sessionCreates()[0]?.line_items).toEqual([
      { quantity: '1', price_data: { currency: 'usd', unit_amount: '15000', product: PLAN_PRODUCTS.electives } },
    ])
    expect(await orderFor(res.body.url)).toMatchObject({ amount_cents: 15000, children: twoChildren })
  })

  it("refuses a total that is not the plan rule's, and records and opens nothing", async () => {
    backend.stripe.reset()
    const before = await countRows(backend.sql, 'orders')
    for (const expectedTotal of [700, 350, 0]) {
      const res = await call(
        backend.handlers.payment,
        postJson({ ...enrollment, children: twoChildren, expectedTotal }),
      )
      expect(res).toEqual({ status: 409, body: { error: MESSAGES.enrolmentTotalChanged } })
    }
    expect(backend.stripe.sessionCreates()).toHaveLength(0)
    expect(await countRows(backend.sql, 'orders')).toBe(before)
  })

  it.each([
    ['no children', { children: [] }, LEARNER_MESSAGES.childrenRequired],
    ['no children list', { children: undefined }, LEARNER_MESSAGES.childrenRequired],
    [
      'nine children',
      { children: Array.from({ length: 9 }, (_, i) => ({ firstName: `Child ${i + 1}`, gradeBand: 'k-2' })) },
      LEARNER_MESSAGES.tooManyChildren,
    ],
    ['a child without a grade band', { children: [{ firstName: 'Esi' }] }, LEARNER_MESSAGES.gradeRequired],
    [
      'an e-mail as a name',
      { children: [{ firstName: 'esi@example.org', gradeBand: 'k-2' }] },
      LEARNER_MESSAGES.nameCharacters,
    ],
    [
      'one child named twice (case and spaces aside), which would be charged two places for one learner',
      {
        children: [
          { firstName: 'Ama', gradeBand: 'k-2' },
          { firstName: ' ama ', gradeBand: 'k-2' },
        ],
        expectedTotal: 665,
      },
      LEARNER_MESSAGES.childNamedTwice,
    ],
    ['a missing total', { expectedTotal: undefined }, MESSAGES.invalidPrice],
  ])('refuses %s', async (_label, change, message) => {
    const res = await call(backend.handlers.payment, postJson({ ...enrollment, ...change }))
    expect(res).toEqual({ status: 400, body: { error: message } })
  })

  it('refuses enrolment clearly when the CMS is not configured, before anything is charged', async () => {
    backend.stripe.reset()
    const before = await countRows(backend.sql, 'orders')
    const res = await call(paymentWith(planPricingFromEnv({})), postJson(enrollment))

    expect(res).toEqual({ status: 503, body: { error: PLAN_PRICING_NOT_CONFIGURED } })
    expect(backend.stripe.sessionCreates()).toHaveLength(0)
    expect(await countRows(backend.sql, 'orders')).toBe(before)
  })

  it('answers 503 when the CMS cannot be reached, and 409 for a plan the CMS does not publish', async () => {
    const unreachable = planPricingFromEnv({
      SANITY_PROJECT_ID: 'stand-in',
      SANITY_DATASET: 'production',
      SANITY_API_BASE: 'http://127.0.0.1:9',
    })
    expect(await call(paymentWith(unreachable), postJson(enrollment))).toEqual({
      status: 503,
      body: { error: PLAN_PRICING_UNAVAILABLE },
    })
    expect(
      await call(
        paymentWith(async () => null),
        postJson(enrollment),
      ),
    ).toEqual({
      status: 409,
      body: { error: PLAN_UNAVAILABLE },
    })
  })

  it("reads the rule over the Content Lake's HTTP API, published documents only", async () => {
    const lake = await startContentLakeStandIn()
    try {
      // A draft that would make Core Only per family must not change what is charged until it is published.
      await lake.store.mutate([
        { createOrReplace: { _id: 'drafts.plan-core', _type: 'plan', key: 'core', pricing: 'perFamily' } },
      ])
      const source = planPricingFromEnv({
        SANITY_PROJECT_ID: 'stand-in',
        SANITY_DATASET: lake.dataset,
        SANITY_API_BASE: lake.origin,
      })
      expect(await source('core')).toEqual({ pricing: 'perChild', siblingDiscountPercent: 10 })
      expect(await source('electives')).toEqual({ pricing: 'perFamily', siblingDiscountPercent: 0 })
      backend.stripe.reset()
      const res = await call(
        paymentWith(source),
        postJson({ ...enrollment, children: twoChildren, expectedTotal: 665 }),
      )
      expect(res.status).toBe(200)
    } finally {
      await lake.close()
    }
  })
})

describe('create-payment: cart checkout', () => {
  const cart = (items: unknown[]) => ({ items, email: '', firstName: '', lastName: '' })

  it('re-prices every line from the products table, ignoring the prices the browser sent', async () => {
    backend.stripe.reset()
    const res = await call(
      backend.handlers.payment,
      postJson(
        cart([
          { id: PRODUCTS.workbook.id, title: 'Workbook', price: 0.01, type: 'Worksheet', quantity: 2 },
          { id: PRODUCTS.poster.id, title: 'Poster', price: 0.01, type: 'Poster', quantity: 1 },
        ]),
      ),
    )

    expect(res.status).toBe(200)
    const sent = backend.stripe.sessionCreates()[0]
    expect(sent).toMatchObject({
      mode: 'payment',
      success_url: `${SITE_URL}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${SITE_URL}/homeschool-materials?checkout=cancelled`,
      line_items: [
        {
          quantity: '2',
          price_data: { currency: 'usd', unit_amount: '1250', product_data: { name: PRODUCTS.workbook.title } },
        },
        {
          quantity: '1',
          price_data: { currency: 'usd', unit_amount: '499', product_data: { name: PRODUCTS.poster.title } },
        },
      ],
    })
    expect(sent?.customer_email).toBeUndefined()
    expect(await orderFor(res.body.url)).toMatchObject({
      kind: 'cart',
      status: 'pending',
      amount_cents: 2 * 1250 + 499,
      email: null,
    })
  })

  it('merges repeated lines of one product', async () => {
    backend.stripe.reset()
    const res = await call(
      backend.handlers.payment,
      postJson(
        cart([
          { id: PRODUCTS.poster.id, quantity: 2 },
          { id: PRODUCTS.poster.id, quantity: 3 },
        ]),
      ),
    )
    expect(res.status).toBe(200)
    expect(backend.stripe.sessionCreates()[0]).toMatchObject({
      line_items: [{ quantity: '5', price_data: { unit_amount: '499' } }],
    })
  })

  it.each([
    ['an empty cart', [], MESSAGES.cartEmpty],
    ['an unknown product', [{ id: '7c1e6c1e-0000-4000-8000-0000000000ff', quantity: 1 }], MESSAGES.cartItemUnavailable],
    ['quantity 0', [{ id: PRODUCTS.poster.id, quantity: 0 }], MESSAGES.invalidQuantity],
    ['quantity 100', [{ id: PRODUCTS.poster.id, quantity: 100 }], MESSAGES.invalidQuantity],
    ['a fractional quantity', [{ id: PRODUCTS.poster.id, quantity: 1.5 }], MESSAGES.invalidQuantity],
    [
      'repeated lines over 99',
      [
        { id: PRODUCTS.poster.id, quantity: 60 },
        { id: PRODUCTS.poster.id, quantity: 40 },
      ],
      MESSAGES.invalidQuantity,
    ],
    ['an id that is not a product id', [{ id: 'abc', quantity: 1 }], MESSAGES.invalidCartItem],
    ['a total under the provider minimum', [{ id: PRODUCTS.sticker.id, quantity: 1 }], MESSAGES.orderTooSmall],
  ])('refuses %s and records nothing', async (_label, items, message) => {
    backend.stripe.reset()
    const before = await countRows(backend.sql, 'orders')
    const res = await call(backend.handlers.payment, postJson(cart(items)))
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ error: message })
    expect(backend.stripe.sessionCreates()).toHaveLength(0)
    expect(await countRows(backend.sql, 'orders')).toBe(before)
  })

  it('records the signed-in buyer as the owner of the order', async () => {
    const user = await backend.createUser('shopper@example.com')
    const res = await call(
      backend.handlers.payment,
      postJson(cart([{ id: PRODUCTS.unitStudy.id, quantity: 1 }]), { token: user.token }),
    )
    expect(res.status).toBe(200)
    expect(await orderFor(res.body.url)).toMatchObject({ user_id: user.id, email: 'shopper@example.com' })
  })
})

describe('create-payment: instant download', () => {
  const instant = {
    productId: PRODUCTS.workbook.id,
    productTitle: PRODUCTS.workbook.title,
    productPrice: 0.01,
    productType: 'Worksheet',
    email: '',
    firstName: '',
    lastName: '',
    pdfUrl: 'https://attacker.example/evil.pdf',
    instantDownload: true,
  }

  it('charges the table price and sends the buyer to /digital-download', async () => {
    backend.stripe.reset()
    const res = await call(backend.handlers.payment, postJson(instant))

    expect(res.status).toBe(200)
    expect(backend.stripe.sessionCreates()[0]).toMatchObject({
      line_items: [
        { quantity: '1', price_data: { unit_amount: '1250', product_data: { name: PRODUCTS.workbook.title } } },
      ],
      success_url: `${SITE_URL}/digital-download?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${SITE_URL}/homeschool-materials?checkout=cancelled`,
      metadata: { kind: 'instant_download', product_id: PRODUCTS.workbook.id },
    })
    expect(await orderFor(res.body.url)).toMatchObject({
      kind: 'instant_download',
      amount_cents: 1250,
      product_metadata: { productId: PRODUCTS.workbook.id },
    })
  })

  it('refuses a product that is not an instant download', async () => {
    const res = await call(backend.handlers.payment, postJson({ ...instant, productId: PRODUCTS.poster.id }))
    expect(res).toEqual({ status: 400, body: { error: MESSAGES.downloadNotAvailable } })
  })

  it('refuses an unknown product', async () => {
    const res = await call(
      backend.handlers.payment,
      postJson({ ...instant, productId: '7c1e6c1e-0000-4000-8000-0000000000aa' }),
    )
    expect(res).toEqual({ status: 404, body: { error: MESSAGES.productNotFound } })
  })

  it('refuses a malformed product id', async () => {
    const res = await call(backend.handlers.payment, postJson({ ...instant, productId: 'workbook' }))
    expect(res).toEqual({ status: 400, body: { error: MESSAGES.invalidProduct } })
  })
})

describe('create-payment: free products skip payment', () => {
  const freeDownload = {
    productId: PRODUCTS.freebie.id,
    productTitle: PRODUCTS.freebie.title,
    productPrice: 0,
    productType: 'Worksheet',
    email: '',
    firstName: '',
    lastName: '',
    instantDownload: true,
  }
  const FREE_URL = new RegExp(`^${SITE_URL}/digital-download\\?session_id=(free_[0-9a-f-]{36})$`)

  async function freeOrder(url: unknown) {
    const reference = FREE_URL.exec(String(url))?.[1] ?? ''
    const [order] = await backend.sql<
      {
        id: string
        kind: string
        status: string
        amount_cents: number
        currency: string
        email: string | null
        user_id: string | null
        paid_at: Date | null
        product_metadata: unknown
        line_items: unknown
      }[]
    >`
      select id::text as id, kind, status, amount_cents, currency, email, user_id::text as user_id, paid_at, product_metadata, line_items
      from public.orders where stripe_session_id = ${reference}
    `
    return { reference, order }
  }

  it('gives a signed-in user a paid zero-amount order and the download page of its reference, without Stripe', async () => {
    const user = await backend.createUser('free-reader@example.com')
    backend.stripe.reset()
    const res = await call(backend.handlers.payment, postJson(freeDownload, { token: user.token }))

    expect(res.status).toBe(200)
    expect(String(res.body.url)).toMatch(FREE_URL)
    expect(backend.stripe.requests).toHaveLength(0)
    const { reference, order } = await freeOrder(res.body.url)
    expect(reference).toBe(`free_${order?.id ?? 'missing'}`)
    expect(order).toMatchObject({
      kind: 'instant_download',
      status: 'paid',
      amount_cents: 0,
      currency: 'usd',
      email: 'free-reader@example.com',
      user_id: user.id,
      product_metadata: { productId: PRODUCTS.freebie.id },
      line_items: [{ productId: PRODUCTS.freebie.id, title: PRODUCTS.freebie.title, unitAmountCents: 0, quantity: 1 }],
    })
    expect(order?.paid_at).toBeInstanceOf(Date)
  })

  it('asks a signed-out visitor to sign in and records nothing', async () => {
    backend.stripe.reset()
    const before = await countRows(backend.sql, 'orders')
    const res = await call(backend.handlers.payment, postJson(freeDownload))
    expect(res).toEqual({ status: 401, body: { error: MESSAGES.authenticationRequired } })
    expect(await call(backend.handlers.payment, postJson(freeDownload, { token: 'forged-token' }))).toEqual(res)
    expect(backend.stripe.requests).toHaveLength(0)
    expect(await countRows(backend.sql, 'orders')).toBe(before)
  })

  it('treats a cart whose lines are all free the same way', async () => {
    const user = await backend.createUser('free-cart@example.com')
    const freeCart = {
      items: [{ id: PRODUCTS.freebie.id, title: 'x', price: 0, type: 'x', quantity: 2 }],
      email: '',
      firstName: '',
      lastName: '',
    }
    backend.stripe.reset()

    expect(await call(backend.handlers.payment, postJson(freeCart))).toEqual({
      status: 401,
      body: { error: MESSAGES.authenticationRequired },
    })
    const res = await call(backend.handlers.payment, postJson(freeCart, { token: user.token }))
    expect(res.status).toBe(200)
    expect(String(res.body.url)).toMatch(FREE_URL)
    expect(backend.stripe.requests).toHaveLength(0)
    const { order } = await freeOrder(res.body.url)
    expect(order).toMatchObject({
      kind: 'cart',
      status: 'paid',
      amount_cents: 0,
      user_id: user.id,
      line_items: [{ productId: PRODUCTS.freebie.id, title: PRODUCTS.freebie.title, unitAmountCents: 0, quantity: 2 }],
    })
  })

  it('still sends a cart with free and paid lines through Checkout', async () => {
    backend.stripe.reset()
    const res = await call(
      backend.handlers.payment,
      postJson({
        items: [
          { id: PRODUCTS.freebie.id, title: 'x', type: 'x', quantity: 1 },
          { id: PRODUCTS.poster.id, title: 'y', type: 'y', quantity: 1 },
        ],
        email: '',
        firstName: '',
        lastName: '',
      }),
    )
    expect(res.status).toBe(200)
    expect(String(res.body.url)).toMatch(/^https:\/\/checkout\.stripe\.test\//)
    expect(await orderFor(res.body.url)).toMatchObject({ status: 'pending', amount_cents: 499 })
  })
})
