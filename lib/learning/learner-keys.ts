/**
 * The local-storage keys of a learner's learning on this device, and the list of an account's learners it keeps
 * (lib/learning/learner-storage.ts says whose is whose). Apart from the moves and removals there, so a page that
 * only reads progress carries no more than this.
 */

import type { LearnerId } from './learner-id'
import { LEGACY_PROGRESS_STORAGE_KEY, PROGRESS_STORAGE_KEY } from './progress-codec'

export * from './learner-id'

export const DRAFT_PREFIX = 'sankofa.writing.'
export const LEARNER_DRAFT_PREFIX = `${DRAFT_PREFIX}learner.`
export const USER_DRAFT_PREFIX = `${DRAFT_PREFIX}user.`

/** The local-storage key of a learner's completed lessons (the anonymous one keeps the original key). */
export const progressKeyOf = (learner: LearnerId): string =>
  learner ? `${PROGRESS_STORAGE_KEY}.learner.${learner}` : PROGRESS_STORAGE_KEY

/** Where an account kept its completions on this device before it had learners. */
export const userProgressKeyOf = (userId: string): string => `${PROGRESS_STORAGE_KEY}.user.${userId}`

const LEGACY_USER_PREFIX = `${LEGACY_PROGRESS_STORAGE_KEY}.user.`

/**
 * Where progress kept under a key of the earlier format (courses named by URL name) belongs now: the anonymous
 * slot, or the account's slot from before learners (handed to a learner later); undefined when the key is not
 * one of them.
 */
export function currentKeyOfLegacy(key: string): string | undefined {
  if (key === LEGACY_PROGRESS_STORAGE_KEY) return PROGRESS_STORAGE_KEY
  return key.startsWith(LEGACY_USER_PREFIX) && key.length > LEGACY_USER_PREFIX.length
    ? userProgressKeyOf(key.slice(LEGACY_USER_PREFIX.length))
    : undefined
}

/** The local-storage key of a learner's draft for one writing lesson, by course id (drafts.ts reads older ones). */
export const draftKeyOf = (learner: LearnerId, course: string, lessonKey: string): string =>
  learner ? `${LEARNER_DRAFT_PREFIX}${learner}.${course}.${lessonKey}` : `${DRAFT_PREFIX}${course}.${lessonKey}`

/** Every learner of an account whose learning this device keeps, so Logout can forget them all. */
export const deviceLearnersKeyOf = (userId: string): string => `sankofa.learners.${userId}`

/** The learners of an account this device keeps learning for; a malformed value reads as none. */
export function deviceLearners(storage: Pick<Storage, 'getItem'>, userId: string): string[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(deviceLearnersKeyOf(userId)) ?? '[]')
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string' && id !== '') : []
  } catch {
    return []
  }
}

/** Notes that this device keeps learning for one more learner of the account. */
export function rememberDeviceLearner(storage: Pick<Storage, 'getItem' | 'setItem'>, userId: string, learner: string) {
  const known = deviceLearners(storage, userId)
  if (!known.includes(learner)) storage.setItem(deviceLearnersKeyOf(userId), JSON.stringify([...known, learner]))
}
