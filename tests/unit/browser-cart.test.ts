import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { CART_STORAGE_KEY, serializeCart, type CartLine } from '@/lib/commerce/cart'

const caravan: CartLine = {
  id: '5a4c0f10-0002-4a00-8000-000000000002',
  title: "Mansa Musa's Caravan: Math Word Problems",
  price: 5,
  type: 'Workbook',
  quantity: 1,
}

/** A window with a local storage holding `stored`, whose `storage` events the test sends itself. */
function stubWindow(stored: Record<string, string> = {}) {
  const values = new Map(Object.entries(stored))
  const win = Object.assign(new EventTarget(), {
    localStorage: {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, String(value)),
      removeItem: (key: string) => void values.delete(key),
    },
  })
  vi.stubGlobal('window', win)
  return {
    values,
    /** Another tab writes the cart: its value changes here, and this tab hears the `storage` event. */
    otherTabWrites(value: string) {
      values.set(CART_STORAGE_KEY, value)
      win.dispatchEvent(Object.assign(new Event('storage'), { key: CART_STORAGE_KEY }))
    },
  }
}

/** The module holds the page's one store, so each test starts from a freshly loaded copy. */
const freshBrowserCart = () => import('@/lib/commerce/browser-cart')

/** Lets the store's import and the listeners run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe("the shop's cart in the browser", () => {
  beforeEach(() => vi.resetModules())
  afterEach(() => vi.unstubAllGlobals())

  it('is the empty cart while nothing is stored, and an add loads the store and tells the subscribers', async () => {
    stubWindow()
    const cart = await freshBrowserCart()
    const changed = vi.fn()
    cart.subscribeToCart(changed)
    await settle()
    expect(cart.cartSnapshot()).toEqual([])
    expect(changed).not.toHaveBeenCalled()

    const { id, title, price, type } = caravan
    expect((await cart.loadCartStore()).add({ id, title, price, type })).toBe('added')
    expect(cart.cartSnapshot()).toEqual([{ ...caravan, quantity: 1 }])
    expect(changed).toHaveBeenCalled()
  })

  it('reads a cart stored before the page opened as soon as a component subscribes', async () => {
    stubWindow({ [CART_STORAGE_KEY]: serializeCart([caravan]) })
    const cart = await freshBrowserCart()
    const changed = vi.fn()
    cart.subscribeToCart(changed)
    await settle()
    expect(cart.cartSnapshot()).toEqual([caravan])
    expect(changed).toHaveBeenCalled()
  })

  it('picks up a cart another tab starts while this one is open', async () => {
    const browser = stubWindow()
    const cart = await freshBrowserCart()
    const changed = vi.fn()
    cart.subscribeToCart(changed)
    browser.otherTabWrites(serializeCart([caravan]))
    await settle()
    expect(cart.cartSnapshot()).toEqual([caravan])
    expect(changed).toHaveBeenCalled()
  })
})
