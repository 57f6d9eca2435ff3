'use client'

import { useCallback, useSyncExternalStore } from 'react'

import {
  BESTS_STORAGE_KEY,
  EMPTY_BESTS,
  parseBests,
  serializeBests,
  withResult,
  type Bests,
} from '@/lib/learning/games/bests'
import {
  browserStorage,
  createStoredValueStore,
  windowStorageEvents,
  type StoredValueStore,
} from '@/lib/storage/stored-store'

let store: StoredValueStore<Bests> | undefined

function bestsStore(): StoredValueStore<Bests> {
  store ??= createStoredValueStore(
    {
      key: BESTS_STORAGE_KEY,
      parse: parseBests,
      serialize: serializeBests,
      empty: EMPTY_BESTS,
      isEmpty: (b) => Object.keys(b).length === 0,
    },
    browserStorage(),
    windowStorageEvents(window),
  )
  return store
}

const subscribe = (listener: () => void) => bestsStore().subscribe(listener)

/** The best result stored for one key on this device, and a function to offer a new result. */
export function useBest(key: string, better: 'higher' | 'lower'): [number | undefined, (value: number) => void] {
  const bests = useSyncExternalStore(
    subscribe,
    () => bestsStore().getSnapshot(),
    () => EMPTY_BESTS,
  )
  const record = useCallback(
    (value: number) => bestsStore().update((current) => withResult(current, key, value, better)),
    [key, better],
  )
  return [bests[key], record]
}
