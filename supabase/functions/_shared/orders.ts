import type { Db } from './deps.ts'

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
}

/** Records the order a Checkout Session is for, as pending until the webhook confirms payment. */
export async function recordPendingOrder(db: Db, stripeSessionId: string, order: PendingOrder): Promise<void> {
  const lines: JsonValue = order.lineItems.map((line) => ({ ...line }))
  await db`
    insert into public.orders
      (stripe_session_id, kind, status, amount_cents, currency, email, user_id, program_type, product_metadata, line_items)
    values
      (${stripeSessionId}, ${order.kind}, 'pending', ${order.amountCents}, ${order.currency}, ${order.email},
       ${order.userId}, ${order.programType}, ${db.json(order.productMetadata)}, ${db.json(lines)})
  `
}
