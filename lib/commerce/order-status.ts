import type { TypedSupabaseClient } from '@/lib/supabase/browser'
import type { GradeBand } from '@/lib/validation'
import { isOrderReference } from '@/lib/validation/rules'

/**
 * What a confirmation page knows about an order: get_order_summary(session_id) answers only the program type,
 * the product id, the status, the kind of order and an enrolment's children (first names and grade bands), never
 * the table, which RLS hides from guests. The payment provider may send the buyer back before its webhook has
 * marked the order paid, so a pending order is asked again every 2 s for up to 30 s before the page settles on a
 * message.
 */
export const POLL_INTERVAL_MS = 2000
export const POLL_LIMIT_MS = 30_000

export const ORDER_STATUSES = ['pending', 'paid', 'expired', 'refunded', 'disputed'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

export const ORDER_KINDS = ['cart', 'instant_download', 'enrollment', 'donation'] as const
export type OrderKind = (typeof ORDER_KINDS)[number]

export type OrderSummary = {
  /** What was ordered; null from a database that does not answer it yet. */
  kind: OrderKind | null
  programType: string | null
  productId: string | null
  status: OrderStatus
  /** The children an enrolment is for: first names and grade bands (with the band's label, to show). */
  children: { firstName: string; gradeBand: GradeBand; gradeLabel: string }[]
}

/** The order reference from a confirmation URL's `session_id`, or null when it is absent or malformed. */
export function sessionIdFrom(search: string): string | null {
  const value = new URLSearchParams(search).get('session_id')?.trim()
  return value && isOrderReference(value) ? value : null
}

/** The order's summary, or null when no order has this reference. */
export async function loadOrderSummary(supabase: TypedSupabaseClient, sessionId: string): Promise<OrderSummary | null> {
  const { data, error } = await supabase.rpc('get_order_summary', { session_id: sessionId })
  if (error) throw new Error(error.message)
  // The answer's check (and zod with it) loads only when there is an order to read, not with the page.
  const { orderSummaryFrom } = await import('./order-summary-answer')
  return orderSummaryFrom(data)
}

/** Whether to ask again: only a pending order, and only until the time limit. */
export function shouldPollAgain(summary: OrderSummary | null, elapsedMs: number): boolean {
  return summary?.status === 'pending' && elapsedMs + POLL_INTERVAL_MS <= POLL_LIMIT_MS
}
