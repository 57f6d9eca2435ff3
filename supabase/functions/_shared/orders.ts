import type { Db } from './deps.ts'
import { freeOrderReference } from './validation/download.ts'
import type { EnrolledChild } from './validation/learners.ts'

export type OrderKind = 'donation' | 'enrollment' | 'cart' | 'instant_download'
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue }

export interface OrderLine {
  productId: string
  title: string
  unitAmountCents: number
  quantity: number
}

export interface PendingOrder {
  kind: OrderKind
  amountCents: number
  currency: string
  email: string | null
  userId: string | null
  programType: string | null
  productMetadata: Record<string, JsonValue>
  lineItems: OrderLine[]
  /** An enrolment's children (first name and grade band), which become learners once paid. */
  children: EnrolledChild[]
}

/** Records the order a Checkout Session is for, as pending until the webhook confirms payment. */
export async function recordPendingOrder(db: Db, stripeSessionId: string, order: PendingOrder): Promise<void> {
  const lines: JsonValue = order.lineItems.map((line) => ({ ...line }))
  const children: JsonValue = order.children.map((child) => ({
    firstName: child.firstName,
    gradeBand: child.gradeBand,
  }))
  await db`
    insert into public.orders
      (stripe_session_id, kind, status, amount_cents, currency, email, user_id, program_type, product_metadata, line_items,
       children)
    values
      (${stripeSessionId}, ${order.kind}, 'pending', ${order.amountCents}, ${order.currency}, ${order.email},
       ${order.userId}, ${order.programType}, ${db.json(order.productMetadata)}, ${db.json(lines)}, ${db.json(children)})
  `
}

/** An order that needs no payment: every line is free. It belongs to a signed-in user. */
export interface FreeOrder {
  kind: Extract<OrderKind, 'cart' | 'instant_download'>
  currency: string
  email: string | null
  userId: string
  productMetadata: Record<string, JsonValue>
  lineItems: OrderLine[]
}

/**
 * Records a free order as paid (amount 0, paid now) and returns its reference, `free_<order uuid>`, kept in
 * stripe_session_id so get_order_summary and generate-download-link treat it like a paid Checkout Session.
 */
export async function recordFreeOrder(db: Db, order: FreeOrder): Promise<string> {
  const id = crypto.randomUUID()
  const reference = freeOrderReference(id)
  const lines: JsonValue = order.lineItems.map((line) => ({ ...line }))
  await db`
    insert into public.orders
      (id, stripe_session_id, kind, status, amount_cents, currency, email, user_id, program_type, product_metadata, line_items, paid_at)
    values
      (${id}, ${reference}, ${order.kind}, 'paid', 0, ${order.currency}, ${order.email}, ${order.userId}, null,
       ${db.json(order.productMetadata)}, ${db.json(lines)}, now())
  `
  return reference
}
