import { afterEach, describe, expect, it, vi } from 'vitest'

import { serializeCart, type CartProduct } from '@/lib/commerce/cart'
import {
  browserCartStore,
  CART_STORAGE_KEY,
  createCartStore,
  getServerCartSnapshot,
  memoryStorage,
  windowStorageEvents,
  type CartStorage,
  type StorageChange,
  type StorageEvents,
} from '@/lib/commerce/cart-store'
import { parseStoredCart as parseStored } from '@/lib/commerce/stored-cart'

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

/**
 * Two tabs of one browser: one local storage, and a `storage` event delivered to every tab except the one that
 * wrote (as browsers do).
 */
function browser() {
  const values = new Map<string, string>()
  const tabs = new Set<(change: StorageChange) => void>()
  function tab(): { storage: CartStorage; events: StorageEvents } {
    let self: ((change: StorageChange) => void) | null = null
    const broadcast = (key: string | null) => {
      for (const listener of [...tabs]) if (listener !== self) listener({ key })
    }
    return {
      storage: {
        getItem: (key) => values.get(key) ?? null,
        setItem: (key, value) => {
          values.set(key, value)
          broadcast(key)
        },
        removeItem: (key) => {
          values.delete(key)
          broadcast(key)
        },
      },
      events: {
        subscribe(listener) {
          self = listener
          tabs.add(listener)
          return () => tabs.delete(listener)
        },
      },
    }
  }
  return { values, tab, otherTabWrites: (key: string | null) => [...tabs].forEach((listener) => listener({ key })) }
}

describe('cart store', () => {
  it('starts empty and keeps the same snapshot until the cart changes', () => {
    const { tab } = browser()
    const { storage, events } = tab()
    const store = createCartStore(storage, events)
    const first = store.getSnapshot()
    expect(first).toEqual([])
    expect(store.getSnapshot()).toBe(first)
    expect(store.add(flashcards)).toBe('added')
    const second = store.getSnapshot()
    expect(second).not.toBe(first)
    expect(store.getSnapshot()).toBe(second)
    store.remove('5a4c0f10-0099-4a00-8000-000000000099')
    expect(store.getSnapshot()).toBe(second)
  })

  it('tells subscribers about each change, and stops after unsubscribe', () => {
    const { storage } = browser().tab()
    const store = createCartStore(storage)
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    store.add(flashcards)
    store.add(caravan)
    store.add(flashcards) // already there: nothing changes, nobody is told
    store.remove(flashcards.id)
    expect(listener).toHaveBeenCalledTimes(3)
    store.remove(flashcards.id)
    store.remove(caravan.id)
    store.clear() // already empty: nothing changes, nobody is told
    expect(listener).toHaveBeenCalledTimes(4)
    unsubscribe()
    store.add(caravan)
    expect(listener).toHaveBeenCalledTimes(4)
  })

  it('the cart survives a reload: a new store over the same storage holds the same lines', () => {
    const { tab, values } = browser()
    const before = createCartStore(tab().storage)
    before.add(flashcards)
    before.add(caravan)
    before.add(flashcards)
    expect(values.get(CART_STORAGE_KEY)).toBe(serializeCart(before.getSnapshot()))

    const after = createCartStore(tab().storage)
    expect(after.getSnapshot()).toEqual([
      { ...flashcards, quantity: 1 },
      { ...caravan, quantity: 1 },
    ])
  })

  it('Clear empties the cart and removes it from storage, so a reload shows an empty cart', () => {
    const { tab, values } = browser()
    const store = createCartStore(tab().storage)
    store.add(flashcards)
    store.clear()
    expect(store.getSnapshot()).toEqual([])
    expect(values.has(CART_STORAGE_KEY)).toBe(false)
    expect(createCartStore(tab().storage).getSnapshot()).toEqual([])
  })

  it('a corrupt stored cart opens as an empty cart that works', () => {
    const { tab, values } = browser()
    values.set(CART_STORAGE_KEY, '{"v":1,"lines":[{"id":')
    const store = createCartStore(tab().storage)
    expect(store.getSnapshot()).toEqual([])
    store.add(caravan)
    expect(createCartStore(tab().storage).getSnapshot()).toEqual([{ ...caravan, quantity: 1 }])
  })

  it('says a product is already there without changing the cart', () => {
    const store = createCartStore(memoryStorage())
    expect(store.add(flashcards)).toBe('added')
    const once = store.getSnapshot()
    const listener = vi.fn()
    store.subscribe(listener)
    expect(store.add(flashcards)).toBe('already-in-cart')
    expect(store.getSnapshot()).toBe(once)
    expect(store.getSnapshot()).toEqual([{ ...flashcards, quantity: 1 }])
    expect(listener).not.toHaveBeenCalled()
  })

  it('follows another tab: adding there shows here, and clearing there empties here', () => {
    const { tab } = browser()
    const one = tab()
    const two = tab()
    const here = createCartStore(one.storage, one.events)
    const there = createCartStore(two.storage, two.events)
    const listener = vi.fn()
    here.subscribe(listener)

    there.add(flashcards)
    expect(here.getSnapshot()).toEqual([{ ...flashcards, quantity: 1 }])
    expect(listener).toHaveBeenCalledTimes(1)

    here.add(caravan)
    expect(there.getSnapshot()).toEqual([
      { ...flashcards, quantity: 1 },
      { ...caravan, quantity: 1 },
    ])
    expect(listener).toHaveBeenCalledTimes(2)

    there.clear()
    expect(here.getSnapshot()).toEqual([])
    expect(listener).toHaveBeenCalledTimes(3)
  })

  it('ignores other keys and unchanged values, and re-reads when another tab clears the whole storage', () => {
    const { tab, values, otherTabWrites } = browser()
    const { storage, events } = tab()
    const store = createCartStore(storage, events)
    store.add(caravan)
    const snapshot = store.getSnapshot()
    const listener = vi.fn()
    store.subscribe(listener)

    values.set('theme', 'dark')
    otherTabWrites('theme')
    otherTabWrites(CART_STORAGE_KEY)
    expect(store.getSnapshot()).toBe(snapshot)
    expect(listener).not.toHaveBeenCalled()

    values.clear()
    otherTabWrites(null)
    expect(store.getSnapshot()).toEqual([])
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('stops following other tabs after dispose', () => {
    const { tab } = browser()
    const one = tab()
    const two = tab()
    const here = createCartStore(one.storage, one.events)
    const there = createCartStore(two.storage, two.events)
    here.dispose()
    there.add(caravan)
    expect(here.getSnapshot()).toEqual([])
  })

  it('keeps working in memory when storage refuses to read or write', () => {
    const refusing: CartStorage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError')
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError')
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError')
      },
    }
    const store = createCartStore(refusing)
    expect(store.add(flashcards)).toBe('added')
    expect(store.getSnapshot()).toEqual([{ ...flashcards, quantity: 1 }])
    store.clear()
    expect(store.getSnapshot()).toEqual([])
  })

  it("builds on another tab's write even before its storage event arrives", () => {
    const { tab, values } = browser()
    const here = createCartStore(tab().storage) // no events: the other tab's write is not announced
    here.add(flashcards)
    values.set(CART_STORAGE_KEY, serializeCart([{ ...caravan, quantity: 1 }]))
    const listener = vi.fn()
    here.subscribe(listener)
    expect(here.add(flashcards)).toBe('added')
    expect(here.getSnapshot()).toEqual([
      { ...caravan, quantity: 1 },
      { ...flashcards, quantity: 1 },
    ])
    expect(listener).toHaveBeenCalledTimes(1)
    here.remove('5a4c0f10-0099-4a00-8000-000000000099')
    expect(listener).toHaveBeenCalledTimes(1)
    values.set(CART_STORAGE_KEY, serializeCart([{ ...caravan, quantity: 1 }]))
    here.remove('5a4c0f10-0099-4a00-8000-000000000099') // nothing to remove, but the cart did change
    expect(here.getSnapshot()).toEqual([{ ...caravan, quantity: 1 }])
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it("once storage is full, keeps this tab's cart in memory instead of going back to the stored one", () => {
    const values = new Map<string, string>()
    let full = false
    const storage: CartStorage = {
      getItem: (key) => values.get(key) ?? null,
      setItem: (key, value) => {
        if (full) throw new DOMException('full', 'QuotaExceededError')
        values.set(key, value)
      },
      removeItem: (key) => void values.delete(key),
    }
    const store = createCartStore(storage)
    store.add(flashcards)
    full = true
    store.add(caravan)
    expect(store.getSnapshot()).toEqual([
      { ...flashcards, quantity: 1 },
      { ...caravan, quantity: 1 },
    ])
    expect(parseStored(values.get(CART_STORAGE_KEY))).toEqual([{ ...flashcards, quantity: 1 }])
  })

  it('renders an empty cart on the server', () => {
    expect(getServerCartSnapshot()).toEqual([])
    expect(getServerCartSnapshot()).toBe(getServerCartSnapshot())
  })
})

describe('in the browser', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it("listens to the window's storage event and stops on unsubscribe", () => {
    const target = new EventTarget()
    const events = windowStorageEvents(target as unknown as Window)
    const seen: Array<string | null> = []
    const unsubscribe = events.subscribe((change) => seen.push(change.key))
    const storageEvent = (key: string | null) => Object.assign(new Event('storage'), { key })
    target.dispatchEvent(storageEvent(CART_STORAGE_KEY))
    target.dispatchEvent(storageEvent(null))
    unsubscribe()
    target.dispatchEvent(storageEvent(CART_STORAGE_KEY))
    expect(seen).toEqual([CART_STORAGE_KEY, null])
  })

  it('browserCartStore is one store per page over localStorage, or memory when the browser refuses storage', () => {
    const win = new EventTarget()
    Object.defineProperty(win, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
    })
    vi.stubGlobal('window', win)
    const store = browserCartStore()
    expect(browserCartStore()).toBe(store)
    store.add(caravan)
    expect(store.getSnapshot()).toEqual([{ ...caravan, quantity: 1 }])
  })
})
