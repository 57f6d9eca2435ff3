// Reading the cart back from local storage (docs/behaviour.md#cart): every line is checked against the payload's
// item rules, so this module brings zod. The cart store loads it when there is a stored cart to read
// (lib/commerce/browser-cart.ts).
import { z } from 'zod'

import { CART_MAX_LINES, cartItemSchema, hasAtMostTwoDecimals } from '@/lib/validation'

import { CART_STORAGE_VERSION, DIGITAL_COPIES, EMPTY_CART, type Cart, type CartLine } from './cart'

/** A stored line: the payload's item rules (uuid id, quantity 1-99, allowed text), with every field required. */
const storedLineSchema = cartItemSchema.required().extend({
  price: z.number().nonnegative().refine(hasAtMostTwoDecimals),
})

const storedCartSchema = z.object({
  v: z.literal(CART_STORAGE_VERSION),
  lines: z.array(z.unknown()),
})

/**
 * The cart stored in a text (null when nothing is stored). Anything that is not a stored cart (corrupt JSON,
 * another app's data, another version) gives the empty cart; a line that breaks the rules is dropped, a line kept
 * with more copies (before a product could be in the cart only once) holds one, a repeated id is kept once, and
 * lines past CART_MAX_LINES are left out. Never throws.
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
    const { id, title, price, type } = parsed.data
    if (lines.length < CART_MAX_LINES && !lines.some((line) => line.id === id))
      lines.push({ id, title, price, type, quantity: DIGITAL_COPIES })
  }
  return lines.length === 0 ? EMPTY_CART : lines
}
