import {
  browserStorage,
  createStoredValueStore,
  windowStorageEvents,
  type KeyValueStorage,
  type StorageEvents,
  type StoredValueStore,
} from '@/lib/storage/stored-store'

import {
  adoptAnonymousDrafts,
  forgetLearner,
  keysOf,
  legacyProgressLearner,
  progressKeyOf,
  type EnumerableStorage,
  type LearnerId,
} from './learner-storage'
import {
  EMPTY_PROGRESS,
  mergeProgress,
  parseStoredProgress,
  PROGRESS_STORAGE_KEY,
  progressFromSlugKeyed,
  serializeProgress,
  withCompleted,
  withScore,
  type Progress,
} from './progress'
import type { Score } from './rules'

export interface ProgressStore extends Pick<StoredValueStore<Progress>, 'getSnapshot' | 'subscribe' | 'dispose'> {
  complete(course: string, lessonKey: string): void
  /** An exercise attempt: keeps the best score, and completes the lesson from a passing one. */
  recordScore(course: string, lessonKey: string, score: Score): void
  /** Adds completions learnt elsewhere (the account), keeping what is stored here. */
  merge(other: Progress): void
  /** Forgets every completion kept here. */
  clear(): void
}

export function createProgressStore(
  storage: KeyValueStorage,
  events?: StorageEvents,
  key: string = PROGRESS_STORAGE_KEY,
): ProgressStore {
  const store = createStoredValueStore<Progress>(
    {
      key,
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
    recordScore(course, lessonKey, score) {
      store.update((current) => withScore(current, course, lessonKey, score))
    },
    merge(other) {
      store.update((current) => {
        const merged = mergeProgress(current, other)
        return serializeProgress(merged) === serializeProgress(current) ? current : merged
      })
    },
    clear() {
      store.update(() => EMPTY_PROGRESS)
    },
  }
}

const browserStores = new Map<string, ProgressStore>()

/** The page's progress store of one learner (local storage and other tabs' changes). Browser only. */
export function browserProgressStore(learner: LearnerId): ProgressStore {
  const key = progressKeyOf(learner)
  let store = browserStores.get(key)
  if (!store) {
    store = createProgressStore(browserStorage(), windowStorageEvents(window), key)
    browserStores.set(key, store)
  }
  return store
}

/**
 * Progress this device kept by course URL name, before courses were named by id (docs/behaviour.md#progress),
 * joins each learner's progress by id (`course-<slug>`, only for courses published now) and leaves storage.
 */
export function adoptSlugKeyedProgress(
  storage: EnumerableStorage,
  courseIds: ReadonlySet<string>,
  storeOf: (learner: LearnerId) => ProgressStore = browserProgressStore,
): void {
  for (const key of keysOf(storage)) {
    const learner = legacyProgressLearner(key)
    if (learner === undefined) continue
    const progress = progressFromSlugKeyed(storage.getItem(key), courseIds)
    if (Object.keys(progress).length > 0) storeOf(learner).merge(progress)
    storage.removeItem(key)
  }
}

/**
 * A learner has just signed in on this device: what was done here anonymously becomes theirs (completions
 * and drafts) and leaves the anonymous slot. Answers the learner's progress on this device.
 */
export function adoptAnonymousProgress(userId: string): Progress {
  const anonymous = browserProgressStore(null)
  const mine = browserProgressStore(userId)
  mine.merge(anonymous.getSnapshot())
  anonymous.clear()
  try {
    adoptAnonymousDrafts(window.localStorage, userId)
  } catch {
    // storage refused: the drafts stay where they were
  }
  return mine.getSnapshot()
}

/** Logout: the learner's completions and drafts leave this device (their account keeps the completions). */
export function forgetLearnerOnThisDevice(userId: string): void {
  browserProgressStore(userId).clear()
  try {
    forgetLearner(window.localStorage, userId)
  } catch {
    // storage refused: nothing was kept there
  }
}

/** Server render and hydration: nothing completed yet. */
export const getServerProgressSnapshot = (): Progress => EMPTY_PROGRESS
