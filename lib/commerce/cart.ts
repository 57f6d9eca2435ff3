// The shop cart's rules (docs/behaviour.md#cart): lines, limits, totals, the stored form and the checkout payload.
// No zod here: the shop uses these as it loads. Reading a stored cart (./stored-cart.ts) and checking the payload
// need the schemas, which load when there is a stored cart or a checkout.
import type { z } from 'zod'

import type { cartPaymentSchema } from '@/lib/validation'
import { CART_MAX_LINES, MESSAGES, toCents } from '@/lib/validation/rules'

import { checkedPayload, type PayloadResult } from './payload'
import type { ShopProduct } from './shop-product'

/** One line of the cart: the product's id, title, price and type, and the quantity (always DIGITAL_COPIES). */
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
 * How many of a product a cart line holds. The shop sells digital products only (files, or sent by e-mail): one
 * copy serves the whole family, so a second would be paid for and never used.
 */
export const DIGITAL_COPIES = 1

/**
 * What adding did: a new line, nothing because the product is already in the cart, or nothing because the cart
 * already has CART_MAX_LINES different items.
 */
export type CartAddOutcome = 'added' | 'already-in-cart' | 'line-limit'

/**
 * The message for an add refused at the limit (the text create-payment answers with), null otherwise: a product
 * already in the cart is not a mistake, and the shop says so in its own, plain words.
 */
export function cartLimitMessage(outcome: CartAddOutcome): string | null {
  return outcome === 'line-limit' ? MESSAGES.tooManyCartLines : null
}

export interface CartAddResult {
  readonly cart: Cart
  readonly outcome: CartAddOutcome
}

/**
 * Adds a product as a new line at the end, with one copy. A product already in the cart, or a new one once the
 * cart is at its line limit, leaves the cart unchanged (the same array) and the outcome says which.
 */
export function addToCart(cart: Cart, product: CartProduct): CartAddResult {
  if (cart.some((line) => line.id === product.id)) return { cart, outcome: 'already-in-cart' }
  if (cart.length >= CART_MAX_LINES) return { cart, outcome: 'line-limit' }
  const line = { id: product.id, title: product.title, price: product.price, type: product.type }
  return { cart: [...cart, { ...line, quantity: DIGITAL_COPIES }], outcome: 'added' }
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
// Storage codec (reading a stored cart: ./stored-cart.ts)

/** The local-storage key the cart lives under (the version is also inside the stored value). */
export const CART_STORAGE_KEY = 'sankofa.cart.v1'

/** Bumped when the stored shape changes; a cart stored under another version is not read. */
export const CART_STORAGE_VERSION = 1

/** The text a cart is stored as. */
export function serializeCart(cart: Cart): string {
  return JSON.stringify({ v: CART_STORAGE_VERSION, lines: cart })
}

// ---------------------------------------------------------------------------------------------------------
// Checkout

/** The create-payment body for a cart checkout, as sent. */
export type CartPaymentPayload = z.input<typeof cartPaymentSchema>

/**
 * The create-payment cart body: items (id, title, price, type, quantity) and empty-string email, firstName and
 * lastName (shop payments send no buyer details), checked with `cartPaymentSchema` (loaded with the first
 * checkout). An empty cart answers "Cart is empty".
 */
export async function cartPaymentPayload(cart: Cart): Promise<PayloadResult<CartPaymentPayload>> {
  const payload = {
    items: cart.map(({ id, title, price, type, quantity }) => ({ id, title, price, type, quantity })),
    email: '',
    firstName: '',
    lastName: '',
  } satisfies CartPaymentPayload
  const { cartPaymentSchema } = await import('@/lib/validation')
  return checkedPayload<CartPaymentPayload>(cartPaymentSchema, payload)
}
