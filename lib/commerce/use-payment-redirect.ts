'use client'

import { useRef, useState } from 'react'

import { notify } from '@/lib/browser/notify'
import { COMMERCE_MESSAGES, REDIRECT_DELAY_MS } from '@/lib/commerce/messages'
import { invokeFunction } from '@/lib/supabase/functions'

interface Options {
  functionName: 'create-donation' | 'create-payment'
  /** Shown when the function fails without a message of its own. */
  fallbackError: string
  started: { title: string; description: string }
  /** Called once the redirect is certain (the dialog closes). */
  onRedirect?: () => void
}

/**
 * Sends a payment request and, on success, announces the redirect and leaves for the payment page after
 * 100 ms (docs/behaviour.md#payment-redirect). Failures stay in the form: the function's message, or the fallback.
 * A site that takes payments by e-mail never sends one: its forms prepare the e-mail instead (./payments-mode.ts).
 */
export function usePaymentRedirect({ functionName, fallbackError, started, onRedirect }: Options) {
  const [processing, setProcessing] = useState(false)
  const [error, setError] = useState<string | null>(null)
  // The forms' submit buttons say "Processing..." with aria-disabled (they keep the keyboard focus), so a second
  // press or Enter while a request runs is refused here.
  const sending = useRef(false)

  async function send(payload: Record<string, unknown>) {
    if (sending.current) return
    sending.current = true
    setProcessing(true)
    setError(null)
    const result = await invokeFunction(functionName, payload, 'checkout')
    if (result.ok) {
      onRedirect?.()
      // The toast's code loads on demand: the 100 ms the announcement is shown start once it is raised.
      await notify(started.title, started.description)
      window.setTimeout(() => window.location.assign(result.data.url), REDIRECT_DELAY_MS)
      return
    }
    sending.current = false
    setProcessing(false)
    console.error(`${functionName} failed`, result.status, result.message)
    setError(
      result.reason === 'unanswered'
        ? `${fallbackError}. ${COMMERCE_MESSAGES.unanswered}`
        : (result.message ?? fallbackError),
    )
  }

  return { processing, error, setError, send }
}
