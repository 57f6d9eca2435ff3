'use client'

import { notify } from '@/lib/browser/notify'
import { COMMERCE_MESSAGES } from '@/lib/commerce/messages'
import { checkoutAnswer, invokeFunction } from '@/lib/supabase/functions'

/**
 * Sends a shop payment (cart or instant download) to create-payment and goes to the payment page it
 * answers. On failure it shows the given failure toast (or, in local mode, that payments are not configured) and
 * answers false, so the button can be used again.
 */
export async function goToCheckout(
  payload: Record<string, unknown>,
  failure: { title: string; description: string },
): Promise<boolean> {
  const result = await invokeFunction('create-payment', payload, checkoutAnswer)
  if (result.ok) {
    window.location.assign(result.data.url)
    return true
  }
  notify(
    failure.title,
    result.reason === 'not-configured' ? COMMERCE_MESSAGES.paymentsNotConfigured : failure.description,
    'error',
  )
  return false
}
