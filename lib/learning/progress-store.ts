import {
  browserStorage,
  createStoredValueStore,
  windowStorageEvents,
  type KeyValueStorage,
  type StorageEvents,
  type StoredValueStore,
} from '@/lib/storage/stored-store'

import {
  EMPTY_PROGRESS,
  PROGRESS_STORAGE_KEY,
  mergeProgress,
  parseStoredProgress,
  serializeProgress,
  withCompleted,
  type Progress,
} from './progress'

export interface ProgressStore extends Pick<StoredValueStore<Progress>, 'getSnapshot' | 'subscribe' | 'dispose'> {
  complete(course: string, lessonKey: string): void
  /** Adds completions learnt elsewhere (the account), keeping what is stored here. */
  merge(other: Progress): void
}

export function createProgressStore(storage: KeyValueStorage, events?: StorageEvents): ProgressStore {
  const store = createStoredValueStore<Progress>(
    {
      key: PROGRESS_STORAGE_KEY,
      parse: parseStoredProgress,
      serialize: serializeProgress,
      empty: EMPTY_PROGRESS,
      isEmpty: (progress) => Object.keys(progress).length === 0,
    },
    storage,
    events,
  )
  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    dispose: store.dispose,
    complete(course, lessonKey) {
      store.update((current) => withCompleted(current, course, lessonKey))
    },
    merge(other) {
      store.update((current) => {
        const merged = mergeProgress(current, other)
        return serializeProgress(merged) === serializeProgress(current) ? current : merged
      })
    },
  }
}

let browserStore: ProgressStore | undefined

/** The page's one progress store (local storage and other tabs' changes). Browser only. */
export function browserProgressStore(): ProgressStore {
  browserStore ??= createProgressStore(browserStorage(), windowStorageEvents(window))
  return browserStore
}

/** Server render and hydration: nothing completed yet. */
export const getServerProgressSnapshot = (): Progress => EMPTY_PROGRESS
