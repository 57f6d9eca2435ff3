import { LEGACY_PROGRESS_STORAGE_KEY, PROGRESS_STORAGE_KEY } from './progress'

/**
 * Whose learning a key in local storage holds. A family computer is shared: a child who is signed in keeps
 * completions and writing drafts under their own user id, so they never pass to a sibling who signs in
 * after them, and Logout can remove exactly them. What a visitor does before signing in is anonymous; it is
 * handed to the next account that signs in on this device (the person who just did the work) and leaves the
 * anonymous slot, so it can be handed over only once.
 */

/** A signed-in learner's user id, or null for the anonymous visitor. */
export type LearnerId = string | null

const DRAFT_PREFIX = 'sankofa.writing.'
const USER_DRAFT_PREFIX = `${DRAFT_PREFIX}user.`

/** The local-storage key of a learner's completed lessons (the anonymous one keeps the original key). */
export const progressKeyOf = (learner: LearnerId): string =>
  learner ? `${PROGRESS_STORAGE_KEY}.user.${learner}` : PROGRESS_STORAGE_KEY

const LEGACY_USER_PREFIX = `${LEGACY_PROGRESS_STORAGE_KEY}.user.`

/**
 * Whose progress a key of the earlier format (courses named by URL name) holds: null for the anonymous
 * visitor's, undefined when the key is not one of them.
 */
export function legacyProgressLearner(key: string): LearnerId | undefined {
  if (key === LEGACY_PROGRESS_STORAGE_KEY) return null
  return key.startsWith(LEGACY_USER_PREFIX) && key.length > LEGACY_USER_PREFIX.length
    ? key.slice(LEGACY_USER_PREFIX.length)
    : undefined
}

/** The local-storage key of a learner's draft for one writing lesson. */
export const draftKeyOf = (learner: LearnerId, course: string, lessonKey: string): string =>
  learner ? `${USER_DRAFT_PREFIX}${learner}.${course}.${lessonKey}` : `${DRAFT_PREFIX}${course}.${lessonKey}`

/** What the functions below need of local storage (window.localStorage in the browser). */
export type EnumerableStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>

export function keysOf(storage: EnumerableStorage): string[] {
  const keys: string[] = []
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index)
    if (key !== null) keys.push(key)
  }
  return keys
}

/** Removes a signed-in learner's completions and drafts from this device (their account keeps the completions). */
export function forgetLearner(storage: EnumerableStorage, userId: string): void {
  const drafts = `${USER_DRAFT_PREFIX}${userId}.`
  for (const key of keysOf(storage)) {
    if (key === progressKeyOf(userId) || legacyProgressLearner(key) === userId || key.startsWith(drafts)) {
      storage.removeItem(key)
    }
  }
}

/**
 * Moves the anonymous writing drafts to the learner who has just signed in; a draft the learner already
 * has for the same lesson is kept and the anonymous one dropped.
 */
export function adoptAnonymousDrafts(storage: EnumerableStorage, userId: string): void {
  for (const key of keysOf(storage)) {
    if (!key.startsWith(DRAFT_PREFIX) || key.startsWith(USER_DRAFT_PREFIX)) continue
    const target = `${USER_DRAFT_PREFIX}${userId}.${key.slice(DRAFT_PREFIX.length)}`
    const text = storage.getItem(key)
    if (text !== null && storage.getItem(target) === null) storage.setItem(target, text)
    storage.removeItem(key)
  }
}
