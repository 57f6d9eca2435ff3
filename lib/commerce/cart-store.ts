// The cart as an external store (for React's useSyncExternalStore): kept in local storage under one key,
// and following what other tabs write there (lib/storage/stored-store.ts does the storing).
import {
  browserStorage,
  createStoredValueStore,
  windowStorageEvents,
  type KeyValueStorage,
  type StorageEvents,
} from '@/lib/storage/stored-store'

import {
  addToCart,
  CART_STORAGE_KEY,
  EMPTY_CART,
  removeFromCart,
  serializeCart,
  type Cart,
  type CartAddOutcome,
  type CartProduct,
} from './cart'
import { parseStoredCart } from './stored-cart'

export { memoryStorage, windowStorageEvents, type StorageChange, type StorageEvents } from '@/lib/storage/stored-store'
export { CART_STORAGE_KEY } from './cart'

export type CartStorage = KeyValueStorage

export interface CartStore {
  /** The current cart; the same array until the cart changes. */
  getSnapshot(): Cart
  /** Calls the listener after every change (this tab's or another's); answers the unsubscribe function. */
  subscribe(listener: () => void): () => void
  /** Adds one of a product (see addToCart for the limits); the outcome says what happened. */
  add(product: CartProduct): CartAddOutcome
  remove(id: string): void
  clear(): void
  /** Stops following other tabs. */
  dispose(): void
}

/**
 * A cart store over a storage (window.localStorage in the browser). Every change is written under
 * CART_STORAGE_KEY (an empty cart removes the key); a change another tab writes under that key replaces
 * this tab's cart. A storage that refuses to read or write leaves a cart that works for this page only.
 */
export function createCartStore(storage: CartStorage, events?: StorageEvents): CartStore {
  const store = createStoredValueStore<Cart>(
    {
      key: CART_STORAGE_KEY,
      parse: parseStoredCart,
      serialize: serializeCart,
      empty: EMPTY_CART,
      isEmpty: (cart) => cart.length === 0,
    },
    storage,
    events,
  )
  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    add(product) {
      let outcome: CartAddOutcome = 'added'
      store.update((current) => {
        const result = addToCart(current, product)
        outcome = result.outcome
        return result.cart
      })
      return outcome
    },
    remove(id) {
      store.update((current) => removeFromCart(current, id))
    },
    clear() {
      store.update(() => EMPTY_CART)
    },
    dispose: store.dispose,
  }
}

let browserStore: CartStore | undefined

/**
 * The page's one cart store: window.localStorage (or memory, when the browser refuses storage) and the
 * window's storage events. Call it in the browser only (an effect, an event handler or a client subscribe).
 */
export function browserCartStore(): CartStore {
  browserStore ??= createCartStore(browserStorage(), windowStorageEvents(window))
  return browserStore
}

/** The snapshot to render on the server and during hydration (no storage there): the empty cart. */
export function getServerCartSnapshot(): Cart {
  return EMPTY_CART
}
