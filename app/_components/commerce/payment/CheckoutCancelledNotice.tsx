'use client'

import { useEffect } from 'react'

import { CHECKOUT_CANCELLED } from '@/supabase/functions/_shared/validation/checkout-cancelled'

/**
 * On a page Checkout's cancel URL leads back to (docs/behaviour.md#checkout-cancelled): when the family left the
 * payment page without paying, a toast says nothing was charged. The mark comes off the address at once, so a
 * reload or a shared link does not say it again. Renders nothing; the toast and its words load only when needed.
 */
export function CheckoutCancelledNotice() {
  useEffect(() => {
    const url = new URL(window.location.href)
    if (url.searchParams.get(CHECKOUT_CANCELLED.param) !== CHECKOUT_CANCELLED.value) return
    url.searchParams.delete(CHECKOUT_CANCELLED.param)
    window.history.replaceState(null, '', url)
    void Promise.all([import('@/lib/browser/notify'), import('@/lib/commerce/messages')]).then(
      ([{ notify }, { COMMERCE_MESSAGES }]) =>
        notify(COMMERCE_MESSAGES.checkoutCancelled.title, COMMERCE_MESSAGES.checkoutCancelled.description),
    )
  }, [])
  return null
}
