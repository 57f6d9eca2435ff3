import Stripe from 'stripe'
import { EMAIL_MAX } from '../_shared/validation/fields.ts'
import type { Db } from '../_shared/deps.ts'
import { errorResponse, jsonResponse, readBodyBytes } from '../_shared/http.ts'

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

type SessionOutcome = 'paid' | 'expired'

/** The e-mail the session was paid with, when Stripe reports a usable one. */
function paidEmailOf(session: Stripe.Checkout.Session): string | null {
  const email: unknown = session.customer_details?.email
  return typeof email === 'string' && email.length > 0 && email.length <= EMAIL_MAX ? email : null
}

/** What an event means for its order, or null when the event is not one we act on. */
function outcomeOf(event: Stripe.Event): { sessionId: string; outcome: SessionOutcome; paidEmail: string | null } | null {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object
      // Delayed payment methods complete the session unpaid; async_payment_succeeded follows.
      if (session.payment_status === 'unpaid') return null
      return { sessionId: session.id, outcome: 'paid', paidEmail: paidEmailOf(session) }
    }
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object
      return { sessionId: session.id, outcome: 'paid', paidEmail: paidEmailOf(session) }
    }
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return { sessionId: event.data.object.id, outcome: 'expired', paidEmail: null }
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
      event = await deps.stripe.webhooks.constructEventAsync(payload, signature, deps.webhookSecret, undefined, cryptoProvider)
    } catch {
      return errorResponse(INVALID_SIGNATURE, 400)
    }

    // A correctly signed body is still checked before it reaches the database.
    if (typeof event !== 'object' || event === null || typeof event.id !== 'string' || !event.id || typeof event.type !== 'string') {
      return errorResponse('Invalid event', 400)
    }
    let action: ReturnType<typeof outcomeOf>
    try {
      action = outcomeOf(event)
    } catch {
      return errorResponse('Invalid event', 400)
    }
    if (action && (typeof action.sessionId !== 'string' || !action.sessionId)) return errorResponse('Invalid event', 400)
    try {
      const result = await applyEvent(deps.db, event, action)
      return jsonResponse({ received: true, ...result }, 200)
    } catch (error) {
      // A 5xx makes Stripe retry later; the transaction rolled back, so the retry starts clean.
      console.error('[stripe-webhook] failed to apply event', event.id, error)
      return errorResponse('Failed to process event', 500)
    }
  }
}

async function applyEvent(
  db: Db,
  event: Stripe.Event,
  action: ReturnType<typeof outcomeOf>,
): Promise<{ duplicate: boolean; orderUpdated: boolean }> {
  return db.begin(async (tx) => {
    const inserted = await tx`
      insert into public.stripe_events (id, type) values (${event.id}, ${event.type})
      on conflict (id) do nothing
      returning id
    `
    if (inserted.length === 0) return { duplicate: true, orderUpdated: false }
    if (!action) return { duplicate: false, orderUpdated: false }

    const updated =
      action.outcome === 'paid'
        ? await tx`
            update public.orders
            set status = 'paid', paid_at = now(), updated_at = now(),
                email = coalesce(lower(${action.paidEmail}::text), email)
            where stripe_session_id = ${action.sessionId} and status = 'pending'
            returning id
          `
        : await tx`
            update public.orders
            set status = 'expired', updated_at = now()
            where stripe_session_id = ${action.sessionId} and status = 'pending'
            returning id
          `
    return { duplicate: false, orderUpdated: updated.length > 0 }
  })
}
