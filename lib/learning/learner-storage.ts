import {
  activeLearnerKeyOf,
  bestsKeyOf,
  currentKeyOfLegacy,
  deviceLearners,
  deviceLearnersKeyOf,
  DRAFT_PREFIX,
  LEARNER_DRAFT_PREFIX,
  progressKeyOf,
  USER_DRAFT_PREFIX,
  userProgressKeyOf,
} from './learner-keys'

export * from './learner-keys'

/**
 * Whose learning a key in local storage holds. A family computer is shared and one parent account holds several
 * children: each learner keeps completions, writing drafts and game bests under their own learner id, so nothing
 * passes to a sibling, and Logout can remove exactly that family's learners. What a visitor does before a learner is
 * chosen is anonymous; it leaves the anonymous slot only when a parent gives it to a learner, so it is handed over
 * once. Before families had learners, a signed-in account kept its learning under the user id: that slot is handed
 * once to the first learner picked for the account on this device.
 */

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

/**
 * Logout: every learner of the account leaves this device (completions, drafts, game bests, who was learning), and
 * so does what the account kept here before it had learners. Their account keeps the completions.
 */
export function forgetUser(storage: EnumerableStorage, userId: string): void {
  const learners = deviceLearners(storage, userId)
  const keys = new Set([userProgressKeyOf(userId), ...learners.flatMap((id) => [progressKeyOf(id), bestsKeyOf(id)])])
  const draftPrefixes = [`${USER_DRAFT_PREFIX}${userId}.`, ...learners.map((id) => `${LEARNER_DRAFT_PREFIX}${id}.`)]
  for (const key of keysOf(storage)) {
    if (
      keys.has(key) ||
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
