import { LEGACY_PROGRESS_STORAGE_KEY, PROGRESS_STORAGE_KEY } from './progress'

/**
 * Whose learning a key in local storage holds. A family computer is shared and one parent account holds several
 * children: each learner keeps completions and writing drafts under their own learner id, so nothing passes to a
 * sibling, and Logout can remove exactly that family's learners. What a visitor does before a learner is chosen
 * is anonymous; it leaves the anonymous slot only when a parent gives it to a learner, so it is handed over once.
 * Before families had learners, a signed-in account kept its learning under the user id: that slot is handed
 * once to the first learner picked for the account on this device.
 */

/** A learner's id, or null for the anonymous visitor (signed out, local mode, or no learner chosen). */
export type LearnerId = string | null

const DRAFT_PREFIX = 'sankofa.writing.'
const LEARNER_DRAFT_PREFIX = `${DRAFT_PREFIX}learner.`
const USER_DRAFT_PREFIX = `${DRAFT_PREFIX}user.`

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

/** The local-storage key of a learner's draft for one writing lesson. */
export const draftKeyOf = (learner: LearnerId, course: string, lessonKey: string): string =>
  learner ? `${LEARNER_DRAFT_PREFIX}${learner}.${course}.${lessonKey}` : `${DRAFT_PREFIX}${course}.${lessonKey}`

/** Which learner this device last had learning for an account (kept until Logout). */
export const activeLearnerKeyOf = (userId: string): string => `sankofa.learner.${userId}`
/** Every learner of an account whose learning this device keeps, so Logout can forget them all. */
export const deviceLearnersKeyOf = (userId: string): string => `sankofa.learners.${userId}`

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

/**
 * Logout: every learner of the account leaves this device (completions, drafts, who was learning), and so does
 * what the account kept here before it had learners. Their account keeps the completions.
 */
export function forgetUser(storage: EnumerableStorage, userId: string): void {
  const learners = deviceLearners(storage, userId)
  const progressKeys = new Set([userProgressKeyOf(userId), ...learners.map(progressKeyOf)])
  const draftPrefixes = [`${USER_DRAFT_PREFIX}${userId}.`, ...learners.map((id) => `${LEARNER_DRAFT_PREFIX}${id}.`)]
  for (const key of keysOf(storage)) {
    if (
      progressKeys.has(key) ||
      currentKeyOfLegacy(key) === userProgressKeyOf(userId) ||
      draftPrefixes.some((prefix) => key.startsWith(prefix))
    ) {
      storage.removeItem(key)
    }
  }
  storage.removeItem(activeLearnerKeyOf(userId))
  storage.removeItem(deviceLearnersKeyOf(userId))
}

/** Moves one draft to a learner's key; a draft the learner already has for that lesson wins. */
function moveDraft(storage: EnumerableStorage, from: string, to: string) {
  const text = storage.getItem(from)
  if (text !== null && storage.getItem(to) === null) storage.setItem(to, text)
  storage.removeItem(from)
}

const isAnonymousDraft = (key: string) =>
  key.startsWith(DRAFT_PREFIX) && !key.startsWith(LEARNER_DRAFT_PREFIX) && !key.startsWith(USER_DRAFT_PREFIX)

/** The anonymous writing drafts become the learner's (the parent gave this device's work to them). */
export function adoptAnonymousDrafts(storage: EnumerableStorage, learner: string): void {
  for (const key of keysOf(storage).filter(isAnonymousDraft)) {
    moveDraft(storage, key, `${LEARNER_DRAFT_PREFIX}${learner}.${key.slice(DRAFT_PREFIX.length)}`)
  }
}

/** The drafts an account kept here before it had learners become its first learner's. */
export function adoptUserDrafts(storage: EnumerableStorage, userId: string, learner: string): void {
  const prefix = `${USER_DRAFT_PREFIX}${userId}.`
  for (const key of keysOf(storage).filter((name) => name.startsWith(prefix))) {
    moveDraft(storage, key, `${LEARNER_DRAFT_PREFIX}${learner}.${key.slice(prefix.length)}`)
  }
}

/** Whether the anonymous visitor left writing drafts on this device. */
export const hasAnonymousDrafts = (storage: EnumerableStorage): boolean => keysOf(storage).some(isAnonymousDraft)
