import Stripe from 'stripe'

import type { Db } from '../_shared/deps.ts'
import { errorResponse, jsonResponse, readBodyBytes } from '../_shared/http.ts'
import { EMAIL_MAX } from '../_shared/validation/fields.ts'

export interface StripeWebhookDeps {
  db: Db
  stripe: Stripe
  /** The endpoint's signing secret (whsec_...). */
  webhookSecret: string
  /** Defaults to Web Crypto, which works in Deno and in Node. */
  cryptoProvider?: ReturnType<typeof Stripe.createSubtleCryptoProvider>
}

export const WEBHOOK_BODY_MAX_BYTES = 512 * 1024
export const INVALID_SIGNATURE = 'Invalid signature'

/** A PaymentIntent id as Stripe issues them; anything else is not stored. */
const PAYMENT_INTENT_ID = /^pi_[A-Za-z0-9_]{1,250}$/

/** What an event asks of its order. */
type Action =
  | {
      kind: 'paid'
      sessionId: string
      paidEmail: string | null
      /** Session.amount_total and currency as Stripe charged them; compared with the order before it is marked paid. */
      amountTotal: number | null
      currency: string | null
      paymentIntentId: string | null
    }
  | { kind: 'expired'; sessionId: string }
  | ChargeAction

/**
 * A refund or dispute of the charge of a PaymentIntent. checkoutSessionId is looked up at Stripe only when no
 * order holds the PaymentIntent yet (an order paid before PaymentIntents were kept).
 */
type ChargeAction = {
  /** refunded: a full refund; dispute_won: a dispute closed in the academy's favour (or an inquiry closed). */
  kind: 'refunded' | 'dispute_opened' | 'dispute_won'
  paymentIntentId: string
  checkoutSessionId?: string | null
}

/** The e-mail the session was paid with, when Stripe reports a usable one. */
function paidEmailOf(session: Stripe.Checkout.Session): string | null {
  const email: unknown = session.customer_details?.email
  return typeof email === 'string' && email.length > 0 && email.length <= EMAIL_MAX ? email : null
}

/** The id of an expandable reference (`"pi_..."` or `{ id: "pi_..." }`), when it has one. */
function idOf(reference: unknown): string | null {
  if (typeof reference === 'string') return reference
  if (reference && typeof reference === 'object' && 'id' in reference && typeof reference.id === 'string')
    return reference.id
  return null
}

function paymentIntentOf(reference: unknown): string | null {
  const id = idOf(reference)
  return id !== null && PAYMENT_INTENT_ID.test(id) ? id : null
}

function paidAction(session: Stripe.Checkout.Session): Action {
  const amountTotal: unknown = session.amount_total
  const currency: unknown = session.currency
  return {
    kind: 'paid',
    sessionId: session.id,
    paidEmail: paidEmailOf(session),
    amountTotal: typeof amountTotal === 'number' && Number.isSafeInteger(amountTotal) ? amountTotal : null,
    currency: typeof currency === 'string' ? currency.toLowerCase() : null,
    paymentIntentId: paymentIntentOf(session.payment_intent),
  }
}

/** What an event means for its order, or null when the event is not one we act on. */
function actionOf(event: Stripe.Event): Action | null {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object
      // Delayed payment methods complete the session unpaid; async_payment_succeeded follows.
      if (session.payment_status === 'unpaid') return null
      return paidAction(session)
    }
    case 'checkout.session.async_payment_succeeded':
      return paidAction(event.data.object)
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return { kind: 'expired', sessionId: event.data.object.id }
    case 'charge.refunded': {
      const charge = event.data.object
      const paymentIntentId = paymentIntentOf(charge.payment_intent)
      if (!paymentIntentId) return null
      // Stripe sends charge.refunded on every refund; `refunded` is true once the whole charge is refunded.
      // A partial refund keeps the order (and its download): the family still paid for it.
      if (charge.refunded !== true) {
        console.log(
          '[stripe-webhook] partial refund; order stays paid',
          paymentIntentId,
          charge.amount_refunded,
          'of',
          charge.amount,
        )
        return null
      }
      return { kind: 'refunded', paymentIntentId }
    }
    case 'charge.dispute.created': {
      const paymentIntentId = paymentIntentOf(event.data.object.payment_intent)
      return paymentIntentId ? { kind: 'dispute_opened', paymentIntentId } : null
    }
    case 'charge.dispute.closed': {
      const dispute = event.data.object
      const paymentIntentId = paymentIntentOf(dispute.payment_intent)
      if (!paymentIntentId) return null
      // Lost: the order stays disputed (the money went back to the card holder).
      return dispute.status === 'won' || dispute.status === 'warning_closed'
        ? { kind: 'dispute_won', paymentIntentId }
        : null
    }
    default:
      return null
  }
}

/**
 * stripe-webhook: verifies the signature, then in one transaction records the event id (a repeat is a no-op)
 * and moves the order out of `pending` with a single guarded UPDATE, so repeats and races change it once.
 */
export function createHandler(deps: StripeWebhookDeps): (req: Request) => Promise<Response> {
  const cryptoProvider = deps.cryptoProvider ?? Stripe.createSubtleCryptoProvider()
  return async (req) => {
    if (req.method !== 'POST') return errorResponse('Method not allowed', 405, { Allow: 'POST' })
    const signature = req.headers.get('stripe-signature')
    if (!signature) return errorResponse('Missing Stripe-Signature header', 400)
    let payload: string
    try {
      payload = new TextDecoder().decode(await readBodyBytes(req, WEBHOOK_BODY_MAX_BYTES, 'Request body is too large'))
    } catch {
      return errorResponse('Request body is too large', 413)
    }

    let event: Stripe.Event
    try {
      event = await deps.stripe.webhooks.constructEventAsync(
        payload,
        signature,
        deps.webhookSecret,
        undefined,
        cryptoProvider,
      )
    } catch {
      return errorResponse(INVALID_SIGNATURE, 400)
    }

    // A correctly signed body is still checked before it reaches the database.
    if (
      typeof event !== 'object' ||
      event === null ||
      typeof event.id !== 'string' ||
      !event.id ||
      typeof event.type !== 'string'
    ) {
      return errorResponse('Invalid event', 400)
    }
    let action: Action | null
    try {
      action = actionOf(event)
    } catch {
      return errorResponse('Invalid event', 400)
    }
    if (action && 'sessionId' in action && (typeof action.sessionId !== 'string' || !action.sessionId))
      return errorResponse('Invalid event', 400)
    try {
      if (action && action.kind !== 'paid' && action.kind !== 'expired')
        action = await withCheckoutSession(deps, action)
      const result = await applyEvent(deps.db, event, action)
      return jsonResponse({ received: true, ...result }, 200)
    } catch (error) {
      // A 5xx makes Stripe retry later; the transaction rolled back, so the retry starts clean.
      console.error('[stripe-webhook] failed to apply event', event.id, error)
      return errorResponse('Failed to process event', 500)
    }
  }
}

/**
 * Orders paid before the PaymentIntent was stored cannot be found by it: ask Stripe which Checkout Session the
 * PaymentIntent belongs to (a failure is a 500, and Stripe delivers the event again).
 */
async function withCheckoutSession(deps: StripeWebhookDeps, action: ChargeAction): Promise<ChargeAction> {
  const known = await deps.db`select 1 from public.orders where stripe_payment_intent_id = ${action.paymentIntentId}`
  if (known.length > 0) return action
  const sessions = await deps.stripe.checkout.sessions.list({ payment_intent: action.paymentIntentId, limit: 1 })
  const sessionId: unknown = sessions.data[0]?.id
  return { ...action, checkoutSessionId: typeof sessionId === 'string' && sessionId ? sessionId : null }
}

/** Refund and dispute moves: the status an order takes, and the statuses it may be in. */
const CHARGE_TRANSITIONS: Record<ChargeAction['kind'], readonly [string, readonly string[]]> = {
  refunded: ['refunded', ['paid', 'disputed']],
  dispute_opened: ['disputed', ['paid']],
  dispute_won: ['paid', ['disputed']],
}

async function applyEvent(
  db: Db,
  event: Stripe.Event,
  action: Action | null,
): Promise<{ duplicate: boolean; orderUpdated: boolean }> {
  return db.begin(async (tx) => {
    const inserted = await tx`
      insert into public.stripe_events (id, type) values (${event.id}, ${event.type})
      on conflict (id) do nothing
      returning id
    `
    if (inserted.length === 0) return { duplicate: true, orderUpdated: false }
    if (!action) return { duplicate: false, orderUpdated: false }

    // Each change is one UPDATE guarded by the status it moves from, so repeats and races change an order once.
    let updated: readonly unknown[]
    switch (action.kind) {
      case 'paid':
        // Defence in depth: only the amount and currency the order was created for mark it paid.
        updated = await tx`
          update public.orders
          set status = 'paid', paid_at = now(), updated_at = now(),
              email = coalesce(lower(${action.paidEmail}::text), email),
              stripe_payment_intent_id = coalesce(${action.paymentIntentId}::text, stripe_payment_intent_id)
          where stripe_session_id = ${action.sessionId} and status = 'pending'
            and amount_cents = ${action.amountTotal}::integer and currency = ${action.currency}::text
          returning id
        `
        if (updated.length === 0) {
          const [order] = await tx<{ amount_cents: number; currency: string }[]>`
            select amount_cents, currency from public.orders where stripe_session_id = ${action.sessionId} and status = 'pending'
          `
          if (order) logAmountMismatch(action, order)
        }
        break
      case 'expired':
        updated = await tx`
          update public.orders
          set status = 'expired', updated_at = now()
          where stripe_session_id = ${action.sessionId} and status = 'pending'
          returning id
        `
        break
      case 'refunded':
      case 'dispute_opened':
      case 'dispute_won': {
        const [to, from] = CHARGE_TRANSITIONS[action.kind]
        // The order of the PaymentIntent, or (found through Stripe) of its Checkout Session, which then keeps it.
        updated = await tx`
          update public.orders
          set status = ${to}, updated_at = now(), stripe_payment_intent_id = ${action.paymentIntentId}
          where (stripe_payment_intent_id = ${action.paymentIntentId}
                 or (stripe_session_id = ${action.checkoutSessionId ?? null}::text and stripe_payment_intent_id is null))
            and status in ${tx(from)}
          returning id
        `
        break
      }
    }
    return { duplicate: false, orderUpdated: updated.length > 0 }
  })
}

/** A pending order that a paid session did not move: the amount or currency disagrees, which needs a person. */
function logAmountMismatch(
  action: Extract<Action, { kind: 'paid' }>,
  order: { amount_cents: number; currency: string },
): void {
  console.error('[stripe-webhook] paid session amount does not match the order; order left pending', action.sessionId, {
    order: { amountCents: order.amount_cents, currency: order.currency },
    session: { amountTotal: action.amountTotal, currency: action.currency },
  })
}
