import type Stripe from 'stripe'

import { optionalUser } from '../_shared/auth.ts'
import type { CheckoutDeps } from '../_shared/checkout-deps.ts'
import { confirmationUrl, CURRENCY, MIN_CHARGE_CENTS, startCheckout } from '../_shared/checkout.ts'
import type { AuthUser } from '../_shared/deps.ts'
import { endpoint, HttpError, jsonResponse, readJson } from '../_shared/http.ts'
import { recordFreeOrder, type FreeOrder, type OrderLine } from '../_shared/orders.ts'
import { parseOr400 } from '../_shared/validate.ts'
import {
  cartPaymentSchema,
  enrollmentPaymentSchema,
  enrolmentTotal,
  instantDownloadPaymentSchema,
  MESSAGES,
  paymentShapeOf,
  toCents,
  type CartPayment,
  type EnrollmentPayment,
  type InstantDownloadPayment,
  type PlanKey,
} from '../_shared/validation/index.ts'
import type { PlanPricingSource } from './plan-pricing.ts'

export interface CreatePaymentDeps extends CheckoutDeps {
  /**
   * The payment provider's product for each plan (STRIPE_PRODUCT_CORE / _FULL / _ELECTIVES); null when not
   * configured, which refuses enrolment but leaves the shop working.
   */
  planProducts: Record<PlanKey, string> | null
  /** The CMS's pricing rule for a plan (per child or per family, sibling discount), read at each enrolment. */
  planPricing: PlanPricingSource
}

export const PAYMENT_FAILED = 'Failed to create payment session'
export const PLAN_UNAVAILABLE = 'This plan is not available for enrollment right now'
export const ENROLLMENT_NOT_CONFIGURED = 'Enrollment payments are not configured yet. Please contact us to enroll.'

interface ProductRow {
  id: string
  title: string
  price: string
  instant_download: boolean
  pdf_url: string | null
}

/** create-payment: plan enrolment, cart checkout or instant download; the charged amount is computed here. */
export function createHandler(deps: CreatePaymentDeps): (req: Request) => Promise<Response> {
  return endpoint({ allowedOrigin: deps.siteUrl, name: 'create-payment' }, async (req) => {
    const body = await readJson(req)
    const shape = paymentShapeOf(body)
    let url: string
    if (shape === 'cart') {
      const data = parseOr400(cartPaymentSchema, body)
      url = await payForCart(deps, data, await optionalUser(req, deps.auth))
    } else if (shape === 'instant_download') {
      const data = parseOr400(instantDownloadPaymentSchema, body)
      url = await payForInstantDownload(deps, data, await optionalUser(req, deps.auth))
    } else {
      const data = parseOr400(enrollmentPaymentSchema, body)
      url = await payForEnrollment(deps, data, await optionalUser(req, deps.auth))
    }
    return jsonResponse({ url }, 200)
  })
}

/** The plan's price as held at the provider: the product's default price, expanded. */
async function planPrice(stripe: Stripe, stripeProductId: string): Promise<{ unitAmount: number; currency: string }> {
  let product: Stripe.Product
  try {
    product = await stripe.products.retrieve(stripeProductId, { expand: ['default_price'] })
  } catch (error) {
    console.error('[create-payment] product lookup failed', error)
    throw new HttpError(502, PAYMENT_FAILED)
  }
  const price = product.default_price
  if (!product.active || !price || typeof price === 'string' || price.unit_amount === null || !price.active) {
    throw new HttpError(409, PLAN_UNAVAILABLE)
  }
  return { unitAmount: price.unit_amount, currency: price.currency }
}

async function payForEnrollment(
  deps: CreatePaymentDeps,
  data: EnrollmentPayment,
  user: AuthUser | null,
): Promise<string> {
  if (!deps.planProducts) throw new HttpError(503, ENROLLMENT_NOT_CONFIGURED)
  const stripeProductId = deps.planProducts[data.productId]
  const [price, rule] = await Promise.all([planPrice(deps.stripe, stripeProductId), deps.planPricing(data.productId)])
  if (!rule) throw new HttpError(409, PLAN_UNAVAILABLE)
  // The browser's price and total are only compared, never charged: a stale or tampered one is refused.
  if (toCents(data.productPrice) !== price.unitAmount) throw new HttpError(409, MESSAGES.planPriceChanged)
  const total = enrolmentTotal(rule, price.unitAmount, data.children.length)
  if (toCents(data.expectedTotal) !== total.totalCents) throw new HttpError(409, MESSAGES.enrolmentTotalChanged)
  return startCheckout(deps, {
    kind: 'enrollment',
    email: data.email,
    user,
    amountCents: total.totalCents,
    currency: price.currency,
    stripeLines: total.lines.map((line) => ({
      quantity: line.quantity,
      price_data: { currency: price.currency, unit_amount: line.unitAmountCents, product: stripeProductId },
    })),
    successPage: '/enrollment-success',
    cancelPath: '/programs',
    metadata: { program_type: data.productId, children: String(data.children.length) },
    programType: data.productId,
    productMetadata: { productId: data.productId, stripeProductId, pricing: rule.pricing },
    children: data.children,
    failureMessage: PAYMENT_FAILED,
  })
}

function priceToCents(price: string): number {
  return Math.round(Number(price) * 100)
}

/** A shop order's lines as Checkout lines, each charged at the table's price in USD. */
function stripeLinesFor(lines: OrderLine[]): Stripe.Checkout.SessionCreateParams.LineItem[] {
  return lines.map((line) => ({
    quantity: line.quantity,
    price_data: { currency: CURRENCY, unit_amount: line.unitAmountCents, product_data: { name: line.title } },
  }))
}

/**
 * Every line is free: no Checkout Session (Stripe refuses amounts under $0.50). A signed-in user gets a paid
 * zero-amount order and its download page; nobody else gets anything, so free files still need an account.
 */
async function takeFreeOrder(
  deps: CreatePaymentDeps,
  user: AuthUser | null,
  order: Omit<FreeOrder, 'userId' | 'email' | 'currency'>,
): Promise<string> {
  if (!user) throw new HttpError(401, MESSAGES.authenticationRequired)
  const reference = await recordFreeOrder(deps.db, {
    ...order,
    currency: CURRENCY,
    userId: user.id,
    email: user.email?.toLowerCase() ?? null,
  })
  return confirmationUrl(deps.siteUrl, '/digital-download', reference)
}

async function payForCart(deps: CreatePaymentDeps, data: CartPayment, user: AuthUser | null): Promise<string> {
  // Merge repeated lines for one product; each product stays within 1..99.
  const quantities = new Map<string, number>()
  for (const item of data.items) {
    const id = item.id.toLowerCase()
    quantities.set(id, (quantities.get(id) ?? 0) + item.quantity)
  }
  for (const quantity of quantities.values()) if (quantity > 99) throw new HttpError(400, MESSAGES.invalidQuantity)

  const ids = [...quantities.keys()]
  const rows = await deps.db<ProductRow[]>`
    select id::text as id, title, price::text as price, instant_download, pdf_url
    from public.products where id in ${deps.db(ids)}
  `
  const byId = new Map(rows.map((row) => [row.id, row]))
  const lines: OrderLine[] = ids.map((id) => {
    const row = byId.get(id)
    if (!row) throw new HttpError(400, MESSAGES.cartItemUnavailable)
    return {
      productId: row.id,
      title: row.title,
      unitAmountCents: priceToCents(row.price),
      quantity: quantities.get(id) ?? 1,
    }
  })
  const amountCents = lines.reduce((sum, line) => sum + line.unitAmountCents * line.quantity, 0)
  if (amountCents === 0) {
    return takeFreeOrder(deps, user, {
      kind: 'cart',
      productMetadata: { productIds: lines.map((line) => line.productId) },
      lineItems: lines,
    })
  }
  if (amountCents < MIN_CHARGE_CENTS) throw new HttpError(400, MESSAGES.orderTooSmall)

  return startCheckout(deps, {
    kind: 'cart',
    email: data.email ?? user?.email?.toLowerCase() ?? undefined,
    user,
    amountCents,
    currency: CURRENCY,
    stripeLines: stripeLinesFor(lines),
    successPage: '/payment-success',
    cancelPath: '/homeschool-materials',
    productMetadata: { productIds: lines.map((line) => line.productId) },
    orderLines: lines,
    failureMessage: PAYMENT_FAILED,
  })
}

async function payForInstantDownload(
  deps: CreatePaymentDeps,
  data: InstantDownloadPayment,
  user: AuthUser | null,
): Promise<string> {
  const [row] = await deps.db<ProductRow[]>`
    select id::text as id, title, price::text as price, instant_download, pdf_url
    from public.products where id = ${data.productId.toLowerCase()}
  `
  if (!row) throw new HttpError(404, MESSAGES.productNotFound)
  if (!row.instant_download || !row.pdf_url) throw new HttpError(400, MESSAGES.downloadNotAvailable)
  const unitAmountCents = priceToCents(row.price)
  if (unitAmountCents === 0) {
    return takeFreeOrder(deps, user, {
      kind: 'instant_download',
      productMetadata: { productId: row.id },
      lineItems: [{ productId: row.id, title: row.title, unitAmountCents: 0, quantity: 1 }],
    })
  }
  if (unitAmountCents < MIN_CHARGE_CENTS) throw new HttpError(400, MESSAGES.orderTooSmall)

  const lines = [{ productId: row.id, title: row.title, unitAmountCents, quantity: 1 }]
  return startCheckout(deps, {
    kind: 'instant_download',
    email: data.email ?? user?.email?.toLowerCase() ?? undefined,
    user,
    amountCents: unitAmountCents,
    currency: CURRENCY,
    stripeLines: stripeLinesFor(lines),
    successPage: '/digital-download',
    cancelPath: '/homeschool-materials',
    metadata: { product_id: row.id },
    productMetadata: { productId: row.id },
    orderLines: lines,
    failureMessage: PAYMENT_FAILED,
  })
}
