import { forgetActiveLearner } from '@/lib/family/active-learner'
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
  adoptUserDrafts,
  currentKeyOfLegacy,
  deviceLearners,
  forgetUser,
  hasAnonymousDrafts,
  keysOf,
  progressKeyOf,
  userProgressKeyOf,
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

/** The page's progress store under one local-storage key (and other tabs' changes to it). Browser only. */
function browserStoreAt(key: string): ProgressStore {
  let store = browserStores.get(key)
  if (!store) {
    store = createProgressStore(browserStorage(), windowStorageEvents(window), key)
    browserStores.set(key, store)
  }
  return store
}

/** The page's progress store of one learner (or of the anonymous visitor). Browser only. */
export const browserProgressStore = (learner: LearnerId): ProgressStore => browserStoreAt(progressKeyOf(learner))

/**
 * Progress this device kept by course URL name, before courses were named by id (docs/behaviour.md#progress),
 * joins the same slot's progress by id (`course-<slug>`, only for courses published now) and leaves storage.
 */
export function adoptSlugKeyedProgress(
  storage: EnumerableStorage,
  courseIds: ReadonlySet<string>,
  storeAt: (key: string) => ProgressStore = browserStoreAt,
): void {
  for (const key of keysOf(storage)) {
    const target = currentKeyOfLegacy(key)
    if (target === undefined) continue
    const progress = progressFromSlugKeyed(storage.getItem(key), courseIds)
    if (Object.keys(progress).length > 0) storeAt(target).merge(progress)
    storage.removeItem(key)
  }
}

/** Moves everything one store holds into another and empties it. */
function moveProgress(from: ProgressStore, to: ProgressStore) {
  const moving = from.getSnapshot()
  if (Object.keys(moving).length === 0) return
  to.merge(moving)
  from.clear()
}

function withDeviceStorage(act: (storage: Storage) => void) {
  try {
    act(window.localStorage)
  } catch {
    // storage refused: nothing was kept there
  }
}

/**
 * A parent gave what was done on this device before a learner was chosen to one learner: the anonymous
 * completions and drafts become theirs and leave the anonymous slot, so they are handed over only once.
 */
export function giveAnonymousProgressTo(learner: string): void {
  moveProgress(browserProgressStore(null), browserProgressStore(learner))
  withDeviceStorage((storage) => adoptAnonymousDrafts(storage, learner))
}

/** What an account kept on this device before it had learners becomes the learner's (once: the slot empties). */
export function handOverUserProgress(userId: string, learner: string): void {
  moveProgress(browserStoreAt(userProgressKeyOf(userId)), browserProgressStore(learner))
  withDeviceStorage((storage) => adoptUserDrafts(storage, userId, learner))
}

/** Whether a visitor did any learning on this device that no learner has yet (completions, scores or drafts). */
export function hasAnonymousWork(): boolean {
  if (Object.keys(browserProgressStore(null).getSnapshot()).length > 0) return true
  let drafts = false
  withDeviceStorage((storage) => (drafts = hasAnonymousDrafts(storage)))
  return drafts
}

/**
 * Logout: every learner of the account leaves this device (completions, drafts, who was learning); the account
 * keeps the completions.
 */
export function forgetLearnerOnThisDevice(userId: string): void {
  withDeviceStorage((storage) => {
    for (const learner of deviceLearners(storage, userId)) browserProgressStore(learner).clear()
    browserStoreAt(userProgressKeyOf(userId)).clear()
    forgetUser(storage, userId)
  })
  forgetActiveLearner(userId)
}

/** Server render and hydration: nothing completed yet. */
export const getServerProgressSnapshot = (): Progress => EMPTY_PROGRESS
