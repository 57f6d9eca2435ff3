import { bestsKeyOf, type LearnerId } from '@/lib/learning/learner-id'
import {
  browserStorage,
  createStoredValueStore,
  windowStorageEvents,
  type KeyValueStorage,
  type StorageEvents,
  type StoredValueStore,
} from '@/lib/storage/stored-store'

import { EMPTY_BESTS, parseBests, serializeBests, type Bests } from './bests'

/**
 * The games' bests as this tab holds them: one store per learner (and one for the anonymous visitor), which a game
 * page reads and writes for whoever is learning (use-best.ts).
 */

export type BestsStore = StoredValueStore<Bests>

export const createBestsStore = (storage: KeyValueStorage, events: StorageEvents | undefined, key: string) =>
  createStoredValueStore<Bests>(
    {
      key,
      parse: parseBests,
      serialize: serializeBests,
      empty: EMPTY_BESTS,
      isEmpty: (bests) => Object.keys(bests).length === 0,
    },
    storage,
    events,
  )

const stores = new Map<string, BestsStore>()

/** The tab's store of one learner's bests (or the anonymous visitor's), one per key. Browser only. */
export function browserBestsStore(learner: LearnerId): BestsStore {
  const key = bestsKeyOf(learner)
  let store = stores.get(key)
  if (!store) {
    store = createBestsStore(browserStorage(), windowStorageEvents(window), key)
    stores.set(key, store)
  }
  return store
}

/**
 * Follows one learner's bests. A store this tab made for an earlier game page may be behind storage, since Logout
 * removes the learners' bests from storage directly (forgetUser) without loading the games' code: it reads storage
 * again first, and tells the listener when that changed what it holds.
 */
export function subscribeBests(learner: LearnerId, listener: () => void): () => void {
  const store = browserBestsStore(learner)
  const unsubscribe = store.subscribe(listener)
  store.update((current) => current)
  return unsubscribe
}
