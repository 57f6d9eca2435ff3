/**
 * The family's orders as /account lists them (docs/behaviour.md#family-account): the rows of `orders` row-level
 * security lets the signed-in parent read (their own), newest first, each with its kind, amount and status in
 * words, and for a paid instant download the order reference and product the Download button asks
 * generate-download-link for (the same call /digital-download makes); a paid cart with downloads links to its list.
 */
import { formatUsd } from '@/lib/commerce/format'
import { ORDER_STATUSES, type OrderStatus } from '@/lib/commerce/order-status'
import type { Tables } from '@/lib/supabase/database.types'

import { schoolDateOf } from './report'

export type OrderRow = Pick<
  Tables<'orders'>,
  | 'id'
  | 'created_at'
  | 'kind'
  | 'amount_cents'
  | 'currency'
  | 'status'
  | 'stripe_session_id'
  | 'product_metadata'
  | 'children'
  | 'line_items'
>

export const ORDER_COLUMNS =
  'id,created_at,kind,amount_cents,currency,status,stripe_session_id,product_metadata,children,line_items'

const KIND_LABELS: Record<string, string> = {
  enrollment: 'Enrolment',
  cart: 'Shop',
  instant_download: 'Download',
  donation: 'Donation',
}

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Awaiting payment',
  paid: 'Paid',
  expired: 'Not completed',
  refunded: 'Refunded',
  disputed: 'Under review',
}

export interface FamilyOrder {
  id: string
  /** School date ("YYYY-MM-DD") the order was made. */
  date: string
  kind: string
  /** What the order was for, in words: an enrolment's children, a shop order's products; null for a donation. */
  detail: string | null
  amount: string
  status: string
  /** What the Download button sends, for a paid instant download that names its product. */
  download: { sessionId: string; productId: string } | null
  /** Where a paid cart with downloads lists them (/digital-download), or null. */
  downloadsHref: string | null
}

function amountText(cents: number, currency: string): string {
  if (currency === 'usd') return formatUsd(cents / 100, 'cents')
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100)
}

const isStatus = (value: string): value is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(value)

function productIdOf(metadata: OrderRow['product_metadata']): string | null {
  if (metadata === null || typeof metadata !== 'object' || Array.isArray(metadata)) return null
  const id = metadata.productId
  return typeof id === 'string' && id ? id : null
}

/** The products a paid cart holds (its `productIds`, as create-payment records them), lower-cased. */
export function paidCartProductIds(row: OrderRow): string[] {
  const metadata = row.product_metadata
  if (row.kind !== 'cart' || row.status !== 'paid') return []
  if (metadata === null || typeof metadata !== 'object' || Array.isArray(metadata)) return []
  const ids = metadata.productIds
  return Array.isArray(ids)
    ? ids.filter((id): id is string => typeof id === 'string').map((id) => id.toLowerCase())
    : []
}

/** One text field of each object in a JSON array (the children's first names, the lines' titles), in order. */
function textsOf(value: unknown, field: string): string[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((entry: unknown) => {
    const text = entry !== null && typeof entry === 'object' ? (entry as Record<string, unknown>)[field] : undefined
    return typeof text === 'string' && text.trim() !== '' ? [text.trim()] : []
  })
}

/** Shown products of a shop order before the rest is counted, so a long cart keeps its row short. */
const NAMED_LINES = 2

/**
 * What an order was for, so a family can tell two enrolments (or two shop orders) apart: "For Ama, Kofi" from the
 * children the order keeps, or the products' titles ("Kiswahili Flashcards, Adinkra Book and 3 more").
 */
function orderDetail(row: OrderRow): string | null {
  if (row.kind === 'enrollment') {
    const names = textsOf(row.children, 'firstName')
    return names.length > 0 ? `For ${names.join(', ')}` : null
  }
  if (row.kind !== 'cart' && row.kind !== 'instant_download') return null
  const titles = textsOf(row.line_items, 'title')
  if (titles.length === 0) return null
  const more = titles.length - NAMED_LINES
  return more > 0 ? `${titles.slice(0, NAMED_LINES).join(', ')} and ${more} more` : titles.join(', ')
}

/** One order as /account lists it; `downloadable` holds the ids of the products that are files to download. */
export function familyOrder(row: OrderRow, downloadable: ReadonlySet<string> = new Set()): FamilyOrder {
  const productId = row.kind === 'instant_download' && row.status === 'paid' ? productIdOf(row.product_metadata) : null
  const cartDownloads = paidCartProductIds(row).some((id) => downloadable.has(id))
  return {
    id: row.id,
    date: schoolDateOf(row.created_at),
    kind: KIND_LABELS[row.kind] ?? row.kind,
    detail: orderDetail(row),
    amount: amountText(row.amount_cents, row.currency),
    status: isStatus(row.status) ? ORDER_STATUS_LABELS[row.status] : row.status,
    download: productId ? { sessionId: row.stripe_session_id, productId } : null,
    downloadsHref: cartDownloads ? `/digital-download?session_id=${encodeURIComponent(row.stripe_session_id)}` : null,
  }
}
