/**
 * A value kept in local storage under one key, as an external store for React's useSyncExternalStore:
 * every change is written back (an empty value removes the key), and a change another tab writes under
 * the key replaces this tab's value. A storage that refuses to read or write leaves a value that works
 * for this page only. The cart and the learning progress are built on it.
 */

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** What the store needs to hear about a storage change made elsewhere (another tab): the key that changed. */
export interface StorageChange {
  /** null when the other tab cleared the whole storage. */
  readonly key: string | null
}

export interface StorageEvents {
  subscribe(listener: (change: StorageChange) => void): () => void
}

export interface StoredCodec<T> {
  /** The local-storage key (the version is also inside the stored value). */
  key: string
  /** Never throws: anything that is not a stored value gives the empty value. */
  parse(raw: string | null): T
  serialize(value: T): string
  /** The empty value (stored as no key at all). */
  empty: T
  isEmpty(value: T): boolean
}

export interface StoredValueStore<T> {
  /** The current value; the same object until it changes. */
  getSnapshot(): T
  /** Calls the listener after every change (this tab's or another's); answers the unsubscribe function. */
  subscribe(listener: () => void): () => void
  /** Applies a change to the latest value (another tab's write included), stores it and tells the subscribers. */
  update(change: (current: T) => T): void
  /** Stops following other tabs. */
  dispose(): void
}

function readStored(storage: KeyValueStorage, key: string): string | null {
  try {
    return storage.getItem(key)
  } catch {
    return null // storage disabled (privacy settings): the value lives in memory only
  }
}

export function createStoredValueStore<T>(
  codec: StoredCodec<T>,
  storage: KeyValueStorage,
  events?: StorageEvents,
): StoredValueStore<T> {
  /** What storage held when this store last read or wrote it. */
  let raw = readStored(storage, codec.key)
  let value = codec.parse(raw)
  /** Set once storage refuses a write: from then on this tab's value lives in memory only. */
  let detached = false
  const listeners = new Set<() => void>()

  const notify = () => {
    for (const listener of [...listeners]) listener()
  }

  /** Takes over what another tab stored since; true when that changed the value. */
  const adoptStored = (): boolean => {
    if (detached) return false
    const latest = readStored(storage, codec.key)
    if (latest === raw) return false
    raw = latest
    const next = codec.parse(latest)
    if (codec.serialize(next) === codec.serialize(value)) return false
    value = next
    return true
  }

  const write = () => {
    raw = codec.isEmpty(value) ? null : codec.serialize(value)
    try {
      if (raw === null) storage.removeItem(codec.key)
      else storage.setItem(codec.key, raw)
    } catch {
      detached = true // quota exceeded or storage disabled
    }
  }

  const unsubscribeEvents = events?.subscribe((event) => {
    if (event.key !== null && event.key !== codec.key) return
    if (adoptStored()) notify()
  })

  return {
    getSnapshot: () => value,
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    update(change) {
      const adopted = adoptStored()
      const updated = change(value)
      const next = codec.isEmpty(updated) ? codec.empty : updated
      const changed = next !== value
      if (changed) {
        value = next
        write()
      }
      if (adopted || changed) notify()
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

/** A storage kept in memory: where values live when the browser refuses local storage. */
export function memoryStorage(): KeyValueStorage {
  const values = new Map<string, string>()
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
  }
}

/** window.localStorage, or memory when the browser refuses storage. Browser only. */
export function browserStorage(): KeyValueStorage {
  try {
    return window.localStorage
  } catch {
    return memoryStorage()
  }
}
