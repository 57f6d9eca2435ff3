/**
 * A Stripe API stand-in on loopback: the real stripe SDK talks HTTP to it. It answers only the calls the
 * Edge Functions make (create a Checkout Session, list sessions by PaymentIntent, retrieve a product with its
 * default price, retrieve a price) and records every request so tests can assert exactly what was sent.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import Stripe from 'stripe'

import { decodeStripeForm, type FormValue } from './stripe-form'

export interface StandInPrice {
  id: string
  unitAmount: number | null
  currency?: string
  active?: boolean
  type?: 'one_time' | 'recurring'
}

export interface StandInProduct {
  id: string
  name: string
  active?: boolean
  defaultPrice: StandInPrice | null
}

export interface StandInSession {
  amountTotal: number
  currency: string
  paymentIntent: string
  /** Where the payment page sends a buyer who leaves without paying. */
  cancelUrl: string | null
}

export interface RecordedRequest {
  method: string
  path: string
  query: URLSearchParams
  body: { [key: string]: FormValue }
  headers: IncomingMessage['headers']
}

export interface StripeStandIn {
  url: string
  port: number
  /** A real stripe SDK client pointed at the stand-in. */
  client(): Stripe
  setProduct(product: StandInProduct): void
  /** Every request received, oldest first. */
  requests: RecordedRequest[]
  /** The bodies of POST /v1/checkout/sessions, oldest first. */
  sessionCreates(): { [key: string]: FormValue }[]
  /** What Stripe holds for a session it created: its total, currency and the PaymentIntent it is paid with. */
  session(sessionId: string): StandInSession | undefined
  /**
   * A Checkout Session event for a session the stand-in created, carrying that session's real amount_total,
   * currency and PaymentIntent (each can be overridden, e.g. to send a total that differs from the order's).
   */
  sessionEvent(
    type: CheckoutEventType,
    sessionId: string,
    options?: CheckoutEventOptions,
  ): { id: string; payload: string }
  /** Make the next N requests to a path prefix fail with a 500 API error. */
  failNext(pathPrefix: string, times?: number): void
  reset(): void
  close(): Promise<void>
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_standin_${Date.now()}` })
  res.end(JSON.stringify(body))
}

function stripeError(res: ServerResponse, status: number, message: string, type = 'invalid_request_error'): void {
  send(res, status, { error: { type, message } })
}

/** amount_total and currency of a session from the line_items it was created with (price_data only). */
function sessionTotal(lineItems: FormValue | undefined): { amountTotal: number; currency: string } {
  let amountTotal = 0
  let currency = 'usd'
  for (const item of Array.isArray(lineItems) ? lineItems : []) {
    if (typeof item !== 'object' || Array.isArray(item)) continue
    const priceData = item.price_data
    if (typeof priceData !== 'object' || Array.isArray(priceData)) continue
    amountTotal += Number(priceData.unit_amount) * Number(item.quantity ?? 1)
    if (typeof priceData.currency === 'string') currency = priceData.currency
  }
  return { amountTotal, currency }
}

function priceObject(price: StandInPrice, productId: string) {
  return {
    id: price.id,
    object: 'price',
    active: price.active ?? true,
    currency: price.currency ?? 'usd',
    product: productId,
    type: price.type ?? 'one_time',
    unit_amount: price.unitAmount,
    unit_amount_decimal: price.unitAmount === null ? null : String(price.unitAmount),
    livemode: false,
  }
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const products = new Map<string, StandInProduct>()
  const requests: RecordedRequest[] = []
  const failures = new Map<string, number>()
  const sessions = new Map<string, StandInSession>()
  let sessionCounter = 0

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1')
      const raw = req.method === 'POST' ? await readBody(req) : ''
      const body = decodeStripeForm(raw)
      requests.push({
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body,
        headers: req.headers,
      })

      for (const [prefix, times] of failures) {
        if (url.pathname.startsWith(prefix) && times > 0) {
          failures.set(prefix, times - 1)
          return stripeError(res, 500, 'Stand-in failure', 'api_error')
        }
      }

      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        sessionCounter += 1
        const id = `cs_test_standin_${sessionCounter}_${Math.random().toString(36).slice(2, 10)}`
        sessions.set(id, {
          ...sessionTotal(body.line_items),
          paymentIntent: `pi_standin_${sessionCounter}_${Math.random().toString(36).slice(2, 10)}`,
          cancelUrl: typeof body.cancel_url === 'string' ? body.cancel_url : null,
        })
        return send(res, 200, {
          id,
          object: 'checkout.session',
          mode: body.mode ?? 'payment',
          status: 'open',
          payment_status: 'unpaid',
          customer_email: body.customer_email ?? null,
          success_url: body.success_url ?? null,
          cancel_url: body.cancel_url ?? null,
          metadata: body.metadata ?? {},
          url: `https://checkout.stripe.test/c/pay/${id}`,
          livemode: false,
        })
      }

      if (req.method === 'GET' && url.pathname === '/v1/checkout/sessions') {
        const paymentIntent = url.searchParams.get('payment_intent')
        const data = [...sessions.entries()]
          .filter(([, session]) => paymentIntent === null || session.paymentIntent === paymentIntent)
          .map(([id, session]) => ({
            id,
            object: 'checkout.session',
            payment_intent: session.paymentIntent,
            amount_total: session.amountTotal,
            currency: session.currency,
          }))
        return send(res, 200, { object: 'list', url: '/v1/checkout/sessions', has_more: false, data })
      }

      const productMatch = /^\/v1\/products\/([^/]+)$/.exec(url.pathname)
      if (req.method === 'GET' && productMatch) {
        const product = products.get(decodeURIComponent(productMatch[1] ?? ''))
        if (!product) return stripeError(res, 404, `No such product: '${productMatch[1] ?? ''}'`)
        const expand = url.searchParams.getAll('expand[]').concat(url.searchParams.getAll('expand[0]'))
        const price = product.defaultPrice
        return send(res, 200, {
          id: product.id,
          object: 'product',
          name: product.name,
          active: product.active ?? true,
          default_price: price ? (expand.includes('default_price') ? priceObject(price, product.id) : price.id) : null,
          livemode: false,
        })
      }

      const priceMatch = /^\/v1\/prices\/([^/]+)$/.exec(url.pathname)
      if (req.method === 'GET' && priceMatch) {
        const id = decodeURIComponent(priceMatch[1] ?? '')
        for (const product of products.values()) {
          if (product.defaultPrice?.id === id) return send(res, 200, priceObject(product.defaultPrice, product.id))
        }
        return stripeError(res, 404, `No such price: '${id}'`)
      }

      return stripeError(res, 404, `Unrecognized request URL (${req.method ?? ''}: ${url.pathname}).`)
    })().catch((error: unknown) => {
      stripeError(res, 500, String(error), 'api_error')
    })
  })

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    client: () =>
      new Stripe('sk_test_standin', {
        host: '127.0.0.1',
        port,
        protocol: 'http',
        maxNetworkRetries: 0,
        telemetry: false,
      }),
    setProduct: (product) => void products.set(product.id, product),
    requests,
    sessionCreates: () =>
      requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions').map((r) => r.body),
    session: (sessionId) => sessions.get(sessionId),
    sessionEvent: (type, sessionId, options = {}) => {
      const session = sessions.get(sessionId)
      if (!session) throw new Error(`stand-in: no session ${sessionId}`)
      return checkoutEvent(type, sessionId, {
        amountTotal: session.amountTotal,
        currency: session.currency,
        paymentIntent: session.paymentIntent,
        ...options,
      })
    },
    failNext: (pathPrefix, times = 1) => void failures.set(pathPrefix, times),
    reset: () => {
      requests.length = 0
      failures.clear()
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  }
}

export const WEBHOOK_SECRET = 'whsec_standin_secret'

type CheckoutEventType =
  | 'checkout.session.completed'
  | 'checkout.session.async_payment_succeeded'
  | 'checkout.session.async_payment_failed'
  | 'checkout.session.expired'
  | 'customer.created'

export interface CheckoutEventOptions {
  id?: string
  paymentStatus?: 'paid' | 'unpaid' | 'no_payment_required'
  email?: string | null
  /** Session.amount_total (smallest currency unit); null as Stripe sends for a session without line items. */
  amountTotal?: number | null
  currency?: string | null
  /** Session.payment_intent; null until the session is paid. */
  paymentIntent?: string | null
}

let eventCounter = 0

function envelope(type: string, object: Record<string, unknown>, id?: string): { id: string; payload: string } {
  eventCounter += 1
  const eventId = id ?? `evt_standin_${eventCounter}_${Math.random().toString(36).slice(2, 8)}`
  const payload = JSON.stringify({
    id: eventId,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  })
  return { id: eventId, payload }
}

/**
 * A Checkout Session event as Stripe sends it (the fields the webhook reads, plus the usual envelope). Prefer
 * `stand-in.sessionEvent` for a session the stand-in created: it carries that session's real total.
 */
export function checkoutEvent(
  type: CheckoutEventType,
  sessionId: string,
  options: CheckoutEventOptions = {},
): { id: string; payload: string } {
  const paid =
    type === 'checkout.session.async_payment_succeeded' ||
    (type === 'checkout.session.completed' && options.paymentStatus !== 'unpaid')
  return envelope(
    type,
    {
      id: sessionId,
      object: 'checkout.session',
      mode: 'payment',
      status: type === 'checkout.session.expired' ? 'expired' : 'complete',
      payment_status: options.paymentStatus ?? (type === 'checkout.session.completed' ? 'paid' : 'unpaid'),
      amount_total: options.amountTotal ?? null,
      currency: options.currency ?? null,
      payment_intent: paid ? (options.paymentIntent ?? null) : null,
      customer_details: options.email === null ? null : { email: options.email ?? 'payer@example.com' },
    },
    options.id,
  )
}

/**
 * charge.refunded for the charge of a PaymentIntent. Stripe sends it on every refund; `refunded` is true only
 * once the whole amount is refunded.
 */
export function chargeRefundedEvent(
  paymentIntent: string,
  options: { amount: number; amountRefunded: number; currency?: string; id?: string },
): { id: string; payload: string } {
  return envelope(
    'charge.refunded',
    {
      id: `ch_standin_${paymentIntent.slice(3)}`,
      object: 'charge',
      amount: options.amount,
      amount_refunded: options.amountRefunded,
      currency: options.currency ?? 'usd',
      payment_intent: paymentIntent,
      paid: true,
      refunded: options.amountRefunded >= options.amount,
      status: 'succeeded',
    },
    options.id,
  )
}

/** charge.dispute.created / charge.dispute.closed for the charge of a PaymentIntent. */
export function disputeEvent(
  type: 'charge.dispute.created' | 'charge.dispute.closed',
  paymentIntent: string,
  options: {
    amount: number
    status: 'needs_response' | 'warning_needs_response' | 'won' | 'lost' | 'warning_closed'
    id?: string
  },
): { id: string; payload: string } {
  return envelope(
    type,
    {
      id: `dp_standin_${paymentIntent.slice(3)}`,
      object: 'dispute',
      amount: options.amount,
      currency: 'usd',
      charge: `ch_standin_${paymentIntent.slice(3)}`,
      payment_intent: paymentIntent,
      reason: 'fraudulent',
      status: options.status,
    },
    options.id,
  )
}

/** A valid Stripe-Signature header for a payload, made with the SDK's own test helper. */
export function signPayload(payload: string, secret = WEBHOOK_SECRET): string {
  return new Stripe('sk_test_standin').webhooks.generateTestHeaderString({ payload, secret })
}
