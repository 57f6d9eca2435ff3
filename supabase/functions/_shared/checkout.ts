import type Stripe from 'stripe'

import type { AuthUser, Clock, Db } from './deps.ts'
import { HttpError } from './http.ts'
import { recordPendingOrder, type JsonValue, type OrderKind, type OrderLine } from './orders.ts'
import { CHECKOUT_CANCELLED } from './validation/checkout-cancelled.ts'
import type { EnrolledChild } from './validation/index.ts'

export const CURRENCY = 'usd'
/** Stripe's smallest charge in USD. */
export const MIN_CHARGE_CENTS = 50
/**
 * How long a Checkout Session stays open. Stripe's default is 24 hours, and until it expires the family's order
 * reads "Awaiting payment" on /account, even after they left the payment page. The site never sends a family back
 * to an open session, so an hour is room enough to pay; Stripe accepts 30 minutes to 24 hours.
 */
export const CHECKOUT_OPEN_SECONDS = 60 * 60

export type SuccessPage = '/payment-success' | '/enrollment-success' | '/digital-download'

/** A success URL on the site carrying Stripe's `{CHECKOUT_SESSION_ID}` placeholder (left unencoded). */
function successUrl(siteUrl: string, page: SuccessPage): string {
  return `${new URL(page, siteUrl).toString()}?session_id={CHECKOUT_SESSION_ID}`
}

/** A confirmation page on the site for an order reference that is already known (a free order). */
export function confirmationUrl(siteUrl: string, page: SuccessPage, reference: string): string {
  return `${new URL(page, siteUrl).toString()}?session_id=${encodeURIComponent(reference)}`
}

/** The page to go back to when the buyer leaves Checkout without paying, marked so that it can say so. */
function cancelUrl(siteUrl: string, path: string): string {
  const url = new URL(path, siteUrl)
  url.searchParams.set(CHECKOUT_CANCELLED.param, CHECKOUT_CANCELLED.value)
  return url.toString()
}

/** Creates the Checkout Session and returns its id and redirect URL; provider failures become a 502. */
async function createCheckoutSession(
  stripe: Stripe,
  params: Stripe.Checkout.SessionCreateParams,
  failureMessage: string,
): Promise<{ id: string; url: string }> {
  let session: Stripe.Checkout.Session
  try {
    session = await stripe.checkout.sessions.create(params)
  } catch (error) {
    console.error('[checkout] session create failed', error)
    throw new HttpError(502, failureMessage)
  }
  if (!session.url) throw new HttpError(502, failureMessage)
  return { id: session.id, url: session.url }
}

/** A purchase to charge through Stripe Checkout: what the session shows and what the pending order keeps. */
export interface Checkout {
  kind: OrderKind
  /** Sent to Stripe when known; recorded on the order (null when unknown). */
  email: string | undefined
  user: AuthUser | null
  amountCents: number
  currency: string
  /** The session's lines, as Stripe shows and charges them. */
  stripeLines: Stripe.Checkout.SessionCreateParams.LineItem[]
  submitType?: Stripe.Checkout.SessionCreateParams.SubmitType
  successPage: SuccessPage
  cancelPath: string
  /** Session metadata besides `kind` and the buyer's `user_id`, which every session carries. */
  metadata?: Record<string, string>
  programType?: string
  productMetadata: Record<string, JsonValue>
  /** The lines the order keeps (none for a donation or an enrolment). */
  orderLines?: OrderLine[]
  /** The children an enrolment is for (none for other orders). */
  children?: EnrolledChild[]
  /** The 502 answer when Stripe cannot open the session. */
  failureMessage: string
}

/**
 * Opens the Checkout Session, records its order as pending until the webhook confirms payment, and returns the
 * URL to send the buyer to.
 */
export async function startCheckout(
  deps: { db: Db; stripe: Stripe; siteUrl: string; clock: Clock },
  checkout: Checkout,
): Promise<string> {
  const { email, user } = checkout
  const session = await createCheckoutSession(
    deps.stripe,
    {
      mode: 'payment',
      ...(email ? { customer_email: email } : {}),
      line_items: checkout.stripeLines,
      ...(checkout.submitType ? { submit_type: checkout.submitType } : {}),
      success_url: successUrl(deps.siteUrl, checkout.successPage),
      cancel_url: cancelUrl(deps.siteUrl, checkout.cancelPath),
      expires_at: Math.floor(deps.clock.now().getTime() / 1000) + CHECKOUT_OPEN_SECONDS,
      metadata: { kind: checkout.kind, ...checkout.metadata, ...(user ? { user_id: user.id } : {}) },
    },
    checkout.failureMessage,
  )
  await recordPendingOrder(deps.db, session.id, {
    kind: checkout.kind,
    amountCents: checkout.amountCents,
    currency: checkout.currency,
    email: email ?? null,
    userId: user?.id ?? null,
    programType: checkout.programType ?? null,
    productMetadata: checkout.productMetadata,
    lineItems: checkout.orderLines ?? [],
    children: checkout.children ?? [],
  })
  return session.url
}
