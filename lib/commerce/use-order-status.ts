'use client'

import { useEffect, useState } from 'react'

import { useAuth } from '@/lib/auth/auth-context'
import { useHydrated, useLocationSearch } from '@/lib/browser/location'
import {
  loadOrderSummary,
  POLL_INTERVAL_MS,
  POLL_LIMIT_MS,
  sessionIdFrom,
  shouldPollAgain,
  type OrderSummary,
} from '@/lib/commerce/order-status'

/** What a confirmation page shows about the order named by `?session_id=`. */
export type OrderView =
  | { kind: 'no-backend' }
  | { kind: 'no-reference' }
  | { kind: 'checking' }
  /** Still pending: `settled` once the 30 s of asking again are over. */
  | { kind: 'pending'; sessionId: string; settled: boolean }
  | { kind: 'not-found'; sessionId: string }
  | { kind: 'error'; sessionId: string }
  | { kind: 'found'; sessionId: string; summary: OrderSummary }

/** Failed reads in a row after which the page says it could not check the order. */
const FAILURES_SHOWN = 3

/**
 * Reads the order summary for the page's `session_id`, asking again every 2 s for up to 30 s while the
 * order is pending (the redirect from the payment page can arrive before the webhook), and again after a failed
 * read.
 */
export function useOrderStatus(enabled = true): OrderView {
  const { client } = useAuth()
  const search = useLocationSearch()
  const hydrated = useHydrated()
  const sessionId = sessionIdFrom(search)
  const [view, setView] = useState<OrderView>({ kind: 'checking' })

  useEffect(() => {
    const loading = client()
    if (!enabled || !loading || !sessionId) return
    let active = true
    let timer: number | undefined
    const started = Date.now()
    let failures = 0
    const ask = async () => {
      try {
        const summary = await loadOrderSummary(await loading, sessionId)
        if (!active) return
        if (!summary) return setView({ kind: 'not-found', sessionId })
        if (summary.status !== 'pending') {
          // The cart's code loads only for a paid cart order, not with every confirmation page.
          if (summary.kind === 'cart' && summary.status === 'paid') {
            void import('./empty-paid-cart').then(({ emptyCartPaidFor }) => emptyCartPaidFor(sessionId))
          }
          return setView({ kind: 'found', sessionId, summary })
        }
        const again = shouldPollAgain(summary, Date.now() - started)
        setView({ kind: 'pending', sessionId, settled: !again })
        if (again) timer = window.setTimeout(() => void ask(), POLL_INTERVAL_MS)
        failures = 0
      } catch (error) {
        console.error('Failed to read the order', error)
        if (!active) return
        // One failed read (a dropped connection on a phone) is asked again like a pending order; only reads that
        // keep failing, or fail once time is up, are shown as a problem.
        failures += 1
        if (failures < FAILURES_SHOWN && Date.now() - started + POLL_INTERVAL_MS <= POLL_LIMIT_MS)
          timer = window.setTimeout(() => void ask(), POLL_INTERVAL_MS)
        else setView({ kind: 'error', sessionId })
      }
    }
    void ask()
    return () => {
      active = false
      window.clearTimeout(timer)
    }
  }, [client, enabled, sessionId])

  if (!client()) return { kind: 'no-backend' }
  // Until the page runs in the browser its URL is not known: "checking", not "no reference".
  if (!hydrated) return { kind: 'checking' }
  if (!sessionId) return { kind: 'no-reference' }
  return view.kind === 'checking' || ('sessionId' in view && view.sessionId === sessionId) ? view : { kind: 'checking' }
}
