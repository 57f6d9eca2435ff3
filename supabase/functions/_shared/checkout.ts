import type Stripe from 'stripe'
import { HttpError } from './http.ts'

export const CURRENCY = 'usd'
/** Stripe's smallest charge in USD. */
export const MIN_CHARGE_CENTS = 50

export type SuccessPage = '/payment-success' | '/enrollment-success' | '/digital-download'

/** A success URL on the site carrying Stripe's `{CHECKOUT_SESSION_ID}` placeholder (left unencoded). */
export function successUrl(siteUrl: string, page: SuccessPage): string {
  return `${new URL(page, siteUrl).toString()}?session_id={CHECKOUT_SESSION_ID}`
}

/** A confirmation page on the site for an order reference that is already known (a free order). */
export function confirmationUrl(siteUrl: string, page: SuccessPage, reference: string): string {
  return `${new URL(page, siteUrl).toString()}?session_id=${encodeURIComponent(reference)}`
}

export function cancelUrl(siteUrl: string, path: string): string {
  return new URL(path, siteUrl).toString()
}

/** Creates the Checkout Session and returns its id and redirect URL; provider failures become a 502. */
export async function createCheckoutSession(
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
