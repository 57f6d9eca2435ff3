// The page's cart for the shop's components, with the store loaded only when there is a cart to read or change.
import { CART_STORAGE_KEY, EMPTY_CART, type Cart } from './cart'
import type { CartStore } from './cart-store'

/**
 * The cart store (./cart-store.ts) checks a stored cart line by line against the payload rules, which brings
 * zod. A visitor with no cart needs none of that, so the store loads when there is a cart: one stored when the
 * page opens, one another tab writes, or the first Add to cart. Until then the cart is the empty cart, as on
 * the server and during hydration.
 */
let store: CartStore | null = null
let loading: Promise<CartStore> | null = null
const listeners = new Set<() => void>()

const tellListeners = () => {
  for (const listener of [...listeners]) listener()
}

/** The page's one cart store, loaded on first call. Browser only. */
export function loadCartStore(): Promise<CartStore> {
  loading ??= import('./cart-store').then(({ browserCartStore }) => {
    const loaded = browserCartStore()
    loaded.subscribe(tellListeners)
    store = loaded
    tellListeners()
    return loaded
  })
  return loading
}

function hasStoredCart(): boolean {
  try {
    return window.localStorage.getItem(CART_STORAGE_KEY) !== null
  } catch {
    return false // storage refused: no cart was kept there
  }
}

/** For useSyncExternalStore: calls the listener after every change of the cart. */
export function subscribeToCart(listener: () => void): () => void {
  listeners.add(listener)
  let stopWatching: () => void = () => undefined
  if (!store) {
    if (hasStoredCart()) void loadCartStore()
    else {
      // Another tab may start a cart while this one is open: its write loads the store here.
      const onStorage = (event: StorageEvent) => {
        if (event.key === CART_STORAGE_KEY || event.key === null) void loadCartStore()
      }
      window.addEventListener('storage', onStorage)
      stopWatching = () => window.removeEventListener('storage', onStorage)
    }
  }
  return () => {
    listeners.delete(listener)
    stopWatching()
  }
}

/** The cart as known now: the empty cart until the store has loaded. */
export const cartSnapshot = (): Cart => store?.getSnapshot() ?? EMPTY_CART
