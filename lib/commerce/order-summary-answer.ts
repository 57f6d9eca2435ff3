// First: zod without its JIT probe (an eval the CSP refuses), before the schema below is built.
import '@/lib/validation/jitless'

import { z } from 'zod'

import { ORDER_STATUSES, type OrderSummary } from './order-status'

/** What get_order_summary(session_id) answers: at most one row. */
const summaryAnswer = z.array(
  z.object({ program_type: z.string().nullable(), product_id: z.string().nullable(), status: z.enum(ORDER_STATUSES) }),
)

/** The order's summary from the function's answer, or null when no order has the reference; throws on any other shape. */
export function orderSummaryFrom(data: unknown): OrderSummary | null {
  const row = summaryAnswer.parse(data)[0]
  return row ? { programType: row.program_type, productId: row.product_id, status: row.status } : null
}
