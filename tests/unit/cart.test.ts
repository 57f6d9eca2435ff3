import { describe, expect, it } from 'vitest'

import {
  addToCart,
  cartItemCount,
  cartLimitMessage,
  cartPaymentPayload,
  cartTotal,
  cartTotalCents,
  EMPTY_CART,
  removeFromCart,
  serializeCart,
  type Cart,
  type CartProduct,
} from '@/lib/commerce/cart'
import { parseStoredCart } from '@/lib/commerce/stored-cart'
import { CART_MAX_LINES, CART_QUANTITY_MAX, cartPaymentSchema, MESSAGES } from '@/lib/validation'

const flashcards: CartProduct = {
  id: '5a4c0f10-0001-4a00-8000-000000000001',
  title: 'Kiswahili Picture Flashcards: Greetings & Numbers',
  price: 4.99,
  type: 'Flashcards',
}
const caravan: CartProduct = {
  id: '5a4c0f10-0002-4a00-8000-000000000002',
  title: "Mansa Musa's Caravan: Math Word Problems",
  price: 5,
  type: 'Workbook',
}
const coloring: CartProduct = {
  id: '5a4c0f10-0003-4a00-8000-000000000003',
  title: 'Adinkra Symbols Coloring & Meaning Book',
  price: 0,
  type: 'Coloring Book',
}

function productNumber(n: number): CartProduct {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    title: `Item ${n}`,
    price: 1,
    type: 'Workbook',
  }
}

function fill(...products: CartProduct[]): Cart {
  return products.reduce<Cart>((cart, product) => addToCart(cart, product).cart, EMPTY_CART)
}

describe('adding and removing', () => {
  it('adds a new product as a line with quantity 1', () => {
    const { cart, outcome } = addToCart(EMPTY_CART, flashcards)
    expect(outcome).toBe('added')
    expect(cartLimitMessage(outcome)).toBeNull()
    expect(cart).toEqual([{ ...flashcards, quantity: 1 }])
  })

  it('a digital product is in the cart once: adding it again says so and leaves the cart as it was', () => {
    const cart = fill(flashcards, caravan)
    const again = addToCart(cart, flashcards)
    expect(again.outcome).toBe('already-in-cart')
    expect(again.cart).toBe(cart)
    expect(again.cart).toEqual([
      { ...flashcards, quantity: 1 },
      { ...caravan, quantity: 1 },
    ])
    // Not a refusal: the shop says so politely, not as an error.
    expect(cartLimitMessage(again.outcome)).toBeNull()
  })

  it('removing deletes the whole line whatever its quantity; removing an absent id changes nothing', () => {
    const cart = fill(flashcards, caravan)
    expect(removeFromCart(cart, flashcards.id)).toEqual([{ ...caravan, quantity: 1 }])
    expect(removeFromCart(cart, coloring.id)).toBe(cart)
  })

  it('never changes the cart it was given', () => {
    const cart = fill(flashcards)
    const before = JSON.stringify(cart)
    addToCart(cart, flashcards)
    addToCart(cart, caravan)
    removeFromCart(cart, flashcards.id)
    expect(JSON.stringify(cart)).toBe(before)
  })
})

describe('limits', () => {
  it(`refuses a new product once the cart has ${CART_MAX_LINES} different items`, () => {
    let cart: Cart = EMPTY_CART
    for (let n = 1; n <= CART_MAX_LINES; n++) cart = addToCart(cart, productNumber(n)).cart
    expect(cart).toHaveLength(CART_MAX_LINES)
    const refused = addToCart(cart, flashcards)
    expect(refused.outcome).toBe('line-limit')
    expect(refused.cart).toBe(cart)
    expect(cartLimitMessage(refused.outcome)).toBe(MESSAGES.tooManyCartLines)
    expect(addToCart(cart, productNumber(1)).outcome).toBe('already-in-cart')
  })
})

describe('totals', () => {
  it('adds prices by the cent: 0.10 + 0.20 is 0.30, not 0.30000000000000004', () => {
    const dime = { id: '00000000-0000-4000-8000-00000000000a', title: 'Dime', price: 0.1, type: 'Sticker' }
    const twenty = { id: '00000000-0000-4000-8000-00000000000b', title: 'Twenty', price: 0.2, type: 'Sticker' }
    const cart = fill(dime, twenty)
    expect(cartTotalCents(cart)).toBe(30)
    expect(cartTotal(cart)).toBe(0.3)
  })

  it('adds every line once and counts every item', () => {
    const cart = fill(flashcards, flashcards, flashcards, caravan, coloring)
    expect(cartTotalCents(cart)).toBe(499 + 500 + 0)
    expect(cartTotal(cart)).toBe(9.99)
    expect(cartItemCount(cart)).toBe(3)
  })

  it('an empty cart totals 0 with no items', () => {
    expect(cartTotal(EMPTY_CART)).toBe(0)
    expect(cartItemCount(EMPTY_CART)).toBe(0)
  })
})

describe('storage codec', () => {
  it('a stored cart reads back the same', () => {
    const cart = fill(flashcards, caravan, flashcards, coloring)
    expect(parseStoredCart(serializeCart(cart))).toEqual(cart)
    expect(parseStoredCart(serializeCart(EMPTY_CART))).toEqual([])
  })

  it('nothing stored, corrupt text or foreign data reads as the empty cart without throwing', () => {
    const foreign = [
      null,
      undefined,
      '',
      '{',
      'undefined',
      'null',
      '42',
      '"cart"',
      '[]',
      JSON.stringify([{ ...flashcards, quantity: 1 }]),
      JSON.stringify({ lines: [{ ...flashcards, quantity: 1 }] }),
      JSON.stringify({ v: 2, lines: [{ ...flashcards, quantity: 1 }] }),
      JSON.stringify({ v: 1, lines: 'everything' }),
      JSON.stringify({ v: 1, lines: [null, 7, 'x'] }),
    ]
    for (const raw of foreign) expect(parseStoredCart(raw)).toEqual([])
  })

  it('drops only the lines that break the rules', () => {
    const good = { ...caravan, quantity: 1 }
    const raw = JSON.stringify({
      v: 1,
      lines: [
        { ...flashcards, id: 'not-a-uuid', quantity: 1 },
        { ...flashcards, quantity: 0 },
        { ...flashcards, quantity: CART_QUANTITY_MAX + 1 },
        { ...flashcards, quantity: 1.5 },
        { ...flashcards, price: -1, quantity: 1 },
        { ...flashcards, price: 4.999, quantity: 1 },
        { ...flashcards, price: '4.99', quantity: 1 },
        { ...flashcards, title: 'Bad\u0000title', quantity: 1 },
        { id: flashcards.id, quantity: 1 },
        good,
      ],
    })
    expect(parseStoredCart(raw)).toEqual([good])
  })

  it('reads a line kept with a quantity above 1 as one copy', () => {
    const raw = JSON.stringify({ v: 1, lines: [{ ...caravan, quantity: 3 }] })
    expect(parseStoredCart(raw)).toEqual([{ ...caravan, quantity: 1 }])
  })

  it('merges a repeated id into one copy and keeps at most the line limit', () => {
    const repeated = JSON.stringify({
      v: 1,
      lines: [
        { ...flashcards, quantity: 60 },
        { ...flashcards, quantity: 60 },
      ],
    })
    expect(parseStoredCart(repeated)).toEqual([{ ...flashcards, quantity: 1 }])
    const many = Array.from({ length: CART_MAX_LINES + 5 }, (_, i) => ({ ...productNumber(i + 1), quantity: 1 }))
    const parsed = parseStoredCart(JSON.stringify({ v: 1, lines: many }))
    expect(parsed).toHaveLength(CART_MAX_LINES)
    expect(parsed[CART_MAX_LINES - 1]?.title).toBe(`Item ${CART_MAX_LINES}`)
  })
})

describe('checkout payload', () => {
  it('sends items with id, title, price, type and quantity, and empty buyer fields', async () => {
    const cart = fill(flashcards, caravan, flashcards)
    const result = await cartPaymentPayload(cart)
    expect(result).toEqual({
      ok: true,
      payload: {
        items: [
          { ...flashcards, quantity: 1 },
          { ...caravan, quantity: 1 },
        ],
        email: '',
        firstName: '',
        lastName: '',
      },
    })
    if (!result.ok) throw new Error(result.message)
    expect(cartPaymentSchema.safeParse(result.payload).success).toBe(true)
    expect(Object.keys(result.payload.items[0] ?? {})).toEqual(['id', 'title', 'price', 'type', 'quantity'])
  })

  it('refuses an empty cart with "Cart is empty"', async () => {
    expect(await cartPaymentPayload(EMPTY_CART)).toEqual({
      ok: false,
      message: MESSAGES.cartEmpty,
      fields: { items: MESSAGES.cartEmpty },
    })
  })

  it('a cart at the line limit is still a valid payload', async () => {
    let cart: Cart = EMPTY_CART
    for (let n = 1; n <= CART_MAX_LINES; n++) cart = addToCart(cart, productNumber(n)).cart
    for (let i = 0; i < CART_QUANTITY_MAX + 3; i++) cart = addToCart(cart, productNumber(1)).cart
    const result = await cartPaymentPayload(cart)
    expect(result.ok).toBe(true)
    if (result.ok) expect(result.payload.items[0]?.quantity).toBe(1)
  })
})
