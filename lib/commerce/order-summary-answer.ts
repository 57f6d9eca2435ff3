// First: zod without its JIT probe (an eval the CSP refuses), before the schema below is built.
import '@/lib/validation/jitless'

import { z } from 'zod'

import { GRADE_BAND_LABELS, GRADE_BANDS } from '@/lib/validation'

import { ORDER_KINDS, ORDER_STATUSES, type OrderSummary } from './order-status'

/** What get_order_summary(session_id) answers: at most one row. */
const summaryAnswer = z.array(
  z.object({
    program_type: z.string().nullable(),
    product_id: z.string().nullable(),
    status: z.enum(ORDER_STATUSES),
    // Null from a database without the column yet.
    kind: z
      .enum(ORDER_KINDS)
      .nullish()
      .transform((kind) => kind ?? null),
    // An enrolment's children; none for other orders (and from a database without the column yet).
    children: z
      .array(z.object({ firstName: z.string(), gradeBand: z.enum(GRADE_BANDS) }))
      .nullish()
      .transform((children) =>
        (children ?? []).map((child) => ({ ...child, gradeLabel: GRADE_BAND_LABELS[child.gradeBand] })),
      ),
  }),
)

/** The order's summary from the function's answer, or null when no order has the reference; throws on any other shape. */
export function orderSummaryFrom(data: unknown): OrderSummary | null {
  const row = summaryAnswer.parse(data)[0]
  return row
    ? {
        kind: row.kind,
        programType: row.program_type,
        productId: row.product_id,
        status: row.status,
        children: row.children,
      }
    : null
}
