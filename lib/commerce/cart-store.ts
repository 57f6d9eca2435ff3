// The cart as an external store (for React's useSyncExternalStore): kept in local storage under one key,
// and following what other tabs write there.
import {
  EMPTY_CART,
  addToCart,
  parseStoredCart,
  removeFromCart,
  serializeCart,
  type Cart,
  type CartAddOutcome,
  type CartProduct,
} from './cart'

/** The local-storage key the cart lives under (the version is also inside the stored value). */
export const CART_STORAGE_KEY = 'sankofa.cart.v1'

export type CartStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** What the store needs to hear about a storage change made elsewhere (another tab): the key that changed. */
export interface StorageChange {
  /** null when the other tab cleared the whole storage. */
  readonly key: string | null
}

export interface StorageEvents {
  subscribe(listener: (change: StorageChange) => void): () => void
}

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

function readStored(storage: CartStorage): string | null {
  try {
    return storage.getItem(CART_STORAGE_KEY)
  } catch {
    return null // storage disabled (privacy settings): the cart lives in memory only
  }
}

/**
 * A cart store over a storage (window.localStorage in the browser). Every change is written under
 * CART_STORAGE_KEY (an empty cart removes the key); a change another tab writes under that key replaces
 * this tab's cart. A storage that refuses to read or write leaves a cart that works for this page only.
 */
export function createCartStore(storage: CartStorage, events?: StorageEvents): CartStore {
  /** What storage held when this store last read or wrote it. */
  let raw = readStored(storage)
  let cart = parseStoredCart(raw)
  /** Set once storage refuses a write: from then on this tab's cart lives in memory only. */
  let detached = false
  const listeners = new Set<() => void>()

  const notify = () => {
    for (const listener of [...listeners]) listener()
  }

  /** Takes over what another tab stored since; true when that changed the cart. */
  const adoptStored = (): boolean => {
    if (detached) return false
    const latest = readStored(storage)
    if (latest === raw) return false
    raw = latest
    const next = parseStoredCart(latest)
    if (serializeCart(next) === serializeCart(cart)) return false
    cart = next
    return true
  }

  const write = () => {
    raw = cart === EMPTY_CART ? null : serializeCart(cart)
    try {
      if (raw === null) storage.removeItem(CART_STORAGE_KEY)
      else storage.setItem(CART_STORAGE_KEY, raw)
    } catch {
      detached = true // quota exceeded or storage disabled
    }
  }

  /** Applies a change to the latest cart (another tab's write included), stores it and tells the subscribers. */
  const change = (update: (current: Cart) => Cart) => {
    const adopted = adoptStored()
    const updated = update(cart)
    const next = updated.length === 0 ? EMPTY_CART : updated
    const changed = next !== cart
    if (changed) {
      cart = next
      write()
    }
    if (adopted || changed) notify()
  }

  const unsubscribeEvents = events?.subscribe((event) => {
    if (event.key !== null && event.key !== CART_STORAGE_KEY) return
    if (adoptStored()) notify()
  })

  return {
    getSnapshot: () => cart,
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    add(product) {
      let outcome: CartAddOutcome = 'added'
      change((current) => {
        const result = addToCart(current, product)
        outcome = result.outcome
        return result.cart
      })
      return outcome
    },
    remove(id) {
      change((current) => removeFromCart(current, id))
    },
    clear() {
      change(() => EMPTY_CART)
    },
    dispose() {
      unsubscribeEvents?.()
    },
  }
}

/** The window's `storage` event (fired by changes other tabs make) as StorageEvents. */
export function windowStorageEvents(target: Pick<Window, 'addEventListener' | 'removeEventListener'>): StorageEvents {
  return {
    subscribe(listener) {
      const onStorage = (event: StorageEvent) => listener({ key: event.key })
      target.addEventListener('storage', onStorage)
      return () => target.removeEventListener('storage', onStorage)
    },
  }
}

/** A storage kept in memory: where the cart lives when the browser refuses local storage. */
export function memoryStorage(): CartStorage {
  const values = new Map<string, string>()
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
  }
}

let browserStore: CartStore | undefined

/**
 * The page's one cart store: window.localStorage (or memory, when the browser refuses storage) and the
 * window's storage events. Call it in the browser only (an effect, an event handler or a client subscribe).
 */
export function browserCartStore(): CartStore {
  if (!browserStore) {
    let storage: CartStorage
    try {
      storage = window.localStorage
    } catch {
      storage = memoryStorage()
    }
    browserStore = createCartStore(storage, windowStorageEvents(window))
  }
  return browserStore
}

/** The snapshot to render on the server and during hydration (no storage there): the empty cart. */
export function getServerCartSnapshot(): Cart {
  return EMPTY_CART
}
