'use client'

import { notify } from '@/lib/browser/notify'
import { UNANSWERED_PAYMENT } from '@/lib/commerce/messages'
import { invokeFunction, refusalOf } from '@/lib/supabase/functions'

/**
 * How a shop payment ended: the browser is leaving for the payment (or download) page, it failed (a toast said
 * so), or the server asked for a signed-in buyer (a free order, docs/behaviour.md#server-side-charging), which the
 * caller explains in its own place.
 */
export type CheckoutOutcome = 'leaving' | 'failed' | 'sign-in-required'

/**
 * Sends a shop payment (cart or instant download) to create-payment and goes to the page it answers. On failure
 * it shows the given failure toast, so the button can be used again. A site that takes payments by e-mail never
 * calls it: the shop prepares the order e-mail instead (./payments-mode.ts), so no toast calls that an error.
 */
export async function goToCheckout(
  payload: Record<string, unknown>,
  failure: { title: string; description: string },
): Promise<CheckoutOutcome> {
  const result = await invokeFunction('create-payment', payload, 'checkout')
  if (result.ok) {
    window.location.assign(result.data.url)
    return 'leaving'
  }
  if (result.reason === 'failed' && result.status === 401) return 'sign-in-required'
  // Why, when it is known (no answer, or the function's own refusal), said before the shop's own words.
  const why = result.reason === 'unanswered' ? UNANSWERED_PAYMENT : refusalOf(result)
  notify(failure.title, why ? `${why.replace(/[.!?]$/, '')}. ${failure.description}` : failure.description, 'error')
  return 'failed'
}
