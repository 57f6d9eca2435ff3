// The shop cart's rules (docs/behaviour.md#cart): lines, limits, totals, storage codec and checkout payload.
import { z } from 'zod'
import {
  CART_MAX_LINES,
  CART_QUANTITY_MAX,
  MESSAGES,
  cartItemSchema,
  cartPaymentSchema,
  hasAtMostTwoDecimals,
  toCents,
} from '@/lib/validation'
import { checkedPayload, type PayloadResult } from './payload'
import type { ShopProduct } from './shop-product'

/** One line of the cart: the product's id, title, price and type, and the quantity. */
export interface CartLine {
  readonly id: string
  readonly title: string
  /** Dollars, as shown; the server re-prices from `products` at checkout. */
  readonly price: number
  readonly type: string
  readonly quantity: number
}

export type Cart = readonly CartLine[]

/** What the shop passes when a product is added. */
export type CartProduct = Pick<ShopProduct, 'id' | 'title' | 'price' | 'type'>

export const EMPTY_CART: Cart = Object.freeze([])

/**
 * What adding did: a new line, one more of a line, or nothing because a limit was reached
 * (the line already holds CART_QUANTITY_MAX, or the cart already has CART_MAX_LINES different items).
 */
export type CartAddOutcome = 'added' | 'increased' | 'quantity-limit' | 'line-limit'

/** The message for an add refused at a limit (the texts create-payment answers with), null when it was added. */
export function cartLimitMessage(outcome: CartAddOutcome): string | null {
  if (outcome === 'quantity-limit') return MESSAGES.invalidQuantity
  if (outcome === 'line-limit') return MESSAGES.tooManyCartLines
  return null
}

export interface CartAddResult {
  readonly cart: Cart
  readonly outcome: CartAddOutcome
}

/**
 * Adds one of a product: a product already in the cart gets quantity + 1 (its title, price and type refreshed
 * from what the shop shows now), any other a new line with quantity 1 at the end. At a limit the cart is
 * returned unchanged (the same array) with the limit as the outcome, so the shop can say why.
 */
export function addToCart(cart: Cart, product: CartProduct): CartAddResult {
  const index = cart.findIndex((line) => line.id === product.id)
  const details = { id: product.id, title: product.title, price: product.price, type: product.type }
  if (index === -1) {
    if (cart.length >= CART_MAX_LINES) return { cart, outcome: 'line-limit' }
    return { cart: [...cart, { ...details, quantity: 1 }], outcome: 'added' }
  }
  const line = cart[index] as CartLine
  if (line.quantity >= CART_QUANTITY_MAX) return { cart, outcome: 'quantity-limit' }
  const next = [...cart]
  next[index] = { ...details, quantity: line.quantity + 1 }
  return { cart: next, outcome: 'increased' }
}

/** Removes a line whatever its quantity (the same array when the id is not in the cart). */
export function removeFromCart(cart: Cart, id: string): Cart {
  return cart.some((line) => line.id === id) ? cart.filter((line) => line.id !== id) : cart
}

/** The cart total in whole cents (no floating-point drift: 0.10 + 0.20 is 30). */
export function cartTotalCents(cart: Cart): number {
  return cart.reduce((sum, line) => sum + toCents(line.price) * line.quantity, 0)
}

/** The cart total in dollars, exact to the cent (format it with two decimals). */
export function cartTotal(cart: Cart): number {
  return cartTotalCents(cart) / 100
}

/** How many items the cart holds (quantities summed). */
export function cartItemCount(cart: Cart): number {
  return cart.reduce((sum, line) => sum + line.quantity, 0)
}

// ---------------------------------------------------------------------------------------------------------
// Storage codec

/** Bumped when the stored shape changes; a cart stored under another version is not read. */
export const CART_STORAGE_VERSION = 1

/** A stored line: the payload's item rules (uuid id, quantity 1-99, allowed text), with every field required. */
const storedLineSchema = cartItemSchema.required().extend({
  price: z.number().nonnegative().refine(hasAtMostTwoDecimals),
})

const storedCartSchema = z.object({
  v: z.literal(CART_STORAGE_VERSION),
  lines: z.array(z.unknown()),
})

/** The text a cart is stored as. */
export function serializeCart(cart: Cart): string {
  return JSON.stringify({ v: CART_STORAGE_VERSION, lines: cart })
}

/**
 * The cart stored in a text (null when nothing is stored). Anything that is not a stored cart (corrupt JSON,
 * another app's data, another version) gives the empty cart; a line that breaks the rules is dropped, a repeated
 * id is merged (quantities capped), and lines past CART_MAX_LINES are left out. Never throws.
 */
export function parseStoredCart(raw: string | null | undefined): Cart {
  if (raw === null || raw === undefined || raw === '') return EMPTY_CART
  let data: unknown
  try {
    data = JSON.parse(raw)
  } catch {
    return EMPTY_CART
  }
  const stored = storedCartSchema.safeParse(data)
  if (!stored.success) return EMPTY_CART
  const lines: CartLine[] = []
  for (const candidate of stored.data.lines) {
    const parsed = storedLineSchema.safeParse(candidate)
    if (!parsed.success) continue
    const { id, title, price, type, quantity } = parsed.data
    const index = lines.findIndex((line) => line.id === id)
    if (index === -1) {
      if (lines.length < CART_MAX_LINES) lines.push({ id, title, price, type, quantity })
    } else {
      const line = lines[index] as CartLine
      lines[index] = { ...line, quantity: Math.min(CART_QUANTITY_MAX, line.quantity + quantity) }
    }
  }
  return lines.length === 0 ? EMPTY_CART : lines
}

// ---------------------------------------------------------------------------------------------------------
// Checkout

/** The create-payment body for a cart checkout, as sent. */
export type CartPaymentPayload = z.input<typeof cartPaymentSchema>

/**
 * The create-payment cart body: items (id, title, price, type, quantity) and empty-string email, firstName and
 * lastName (shop payments send no buyer details), checked with `cartPaymentSchema`. An empty
 * cart answers "Cart is empty".
 */
export function cartPaymentPayload(cart: Cart): PayloadResult<CartPaymentPayload> {
  const payload = {
    items: cart.map(({ id, title, price, type, quantity }) => ({ id, title, price, type, quantity })),
    email: '',
    firstName: '',
    lastName: '',
  } satisfies CartPaymentPayload
  return checkedPayload<CartPaymentPayload>(cartPaymentSchema, payload)
}
