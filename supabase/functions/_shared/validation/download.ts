import { z } from 'zod'
import { MESSAGES } from './messages.ts'

/**
 * An order reference is what a confirmation page carries in `?session_id=` and what `orders.stripe_session_id`
 * holds: a Stripe Checkout Session id (`cs_test_…` / `cs_live_…`), or, for an order that needed no payment (a
 * free download), `free_` followed by the order's own uuid. Anything else (other characters, NUL, odd lengths)
 * is refused before it reaches the database.
 */
export const FREE_ORDER_PREFIX = 'free_'
const CHECKOUT_SESSION_ID = /^cs_(test|live)_[A-Za-z0-9_]{1,240}$/
const FREE_ORDER_REFERENCE = /^free_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** The reference of an order that skipped payment, from the order's uuid. */
export function freeOrderReference(orderId: string): string {
  return `${FREE_ORDER_PREFIX}${orderId.toLowerCase()}`
}

export function isOrderReference(value: string): boolean {
  return CHECKOUT_SESSION_ID.test(value) || FREE_ORDER_REFERENCE.test(value)
}

export const orderReferenceSchema = z
  .string({ error: MESSAGES.invalidSessionId })
  .trim()
  .refine(isOrderReference, { error: MESSAGES.invalidSessionId })

/** generate-download-link payload: the order reference and the product to download. */
export const downloadLinkRequestSchema = z.object(
  {
    sessionId: orderReferenceSchema,
    productId: z.guid({ error: MESSAGES.invalidProduct }),
  },
  { error: MESSAGES.invalidRequest },
)

export type DownloadLinkRequest = z.output<typeof downloadLinkRequestSchema>
