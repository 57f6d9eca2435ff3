import { activeLearnerKeyOf, rememberDeviceLearner } from '@/lib/learning/learner-keys'

/**
 * Who is learning in this tab for a signed-in parent: kept per device (local storage, per parent) so the same
 * child carries on after a reload, and held in memory for the tab so another tab's choice never swaps the
 * learner under a lesson in progress. Small on purpose: every course, lesson and game page reads it, while the
 * family's list and the picker load only for signed-in parents.
 */

let current: { userId: string; learner: string | null } | null = null
const listeners = new Set<() => void>()
/** Parents whose family this tab has read (or failed to): who is learning for them is decided, maybe nobody. */
const settled = new Set<string>()

function tell() {
  for (const listener of [...listeners]) listener()
}

function stored(userId: string): string | null {
  try {
    return window.localStorage.getItem(activeLearnerKeyOf(userId)) || null
  } catch {
    return null
  }
}

/** The learner active for this parent in this tab (the device's last choice at first), or null for none. */
export function activeLearnerOf(userId: string): string | null {
  if (current?.userId !== userId) current = { userId, learner: stored(userId) }
  return current.learner
}

/** Makes a learner (or nobody: progress stays anonymous) the one learning, here and on this device's next visits. */
export function setActiveLearner(userId: string, learner: string | null): void {
  try {
    const storage = window.localStorage
    if (learner) {
      storage.setItem(activeLearnerKeyOf(userId), learner)
      rememberDeviceLearner(storage, userId, learner)
    } else {
      storage.removeItem(activeLearnerKeyOf(userId))
    }
  } catch {
    // storage refused: the choice lasts for this page only
  }
  if (current?.userId === userId && current.learner === learner) return
  current = { userId, learner }
  tell()
}

/**
 * Whether this tab knows who is learning for the parent: at once when the device remembers a learner, otherwise
 * once the header has read the family (a family of one then has its learner). Until then a page's work is held
 * (docs/behaviour.md#progress), so a new device's first click is not left to nobody.
 */
export const learnerSettled = (userId: string): boolean => settled.has(userId) || activeLearnerOf(userId) !== null

/** The header has read the family (or could not), and chosen the learner it chooses by itself. */
export function settleLearner(userId: string): void {
  if (settled.has(userId)) return
  settled.add(userId)
  tell()
}

export function subscribeActiveLearner(listener: () => void): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

const askedKeyOf = (userId: string) => `sankofa.learner.asked.${userId}`

/** Whether this visit (the browser tab's session) has already asked who is learning. */
export function askedThisVisit(userId: string): boolean {
  try {
    return window.sessionStorage.getItem(askedKeyOf(userId)) !== null
  } catch {
    return false
  }
}

export function markAskedThisVisit(userId: string): void {
  try {
    window.sessionStorage.setItem(askedKeyOf(userId), '1')
  } catch {
    // storage refused: the next learning page asks again
  }
}

/** Logout: this tab forgets who was learning and asks again at the next sign-in. */
export function forgetActiveLearner(userId: string): void {
  settled.delete(userId)
  setActiveLearner(userId, null)
  try {
    window.sessionStorage.removeItem(askedKeyOf(userId))
  } catch {
    // storage refused: nothing was kept there
  }
}
