import { activeLearnerKeyOf, rememberDeviceLearner } from '@/lib/learning/learner-keys'

import { activeLearnerOf, showActiveLearner, tellLearnerChanged } from './learning-now'

export { activeLearnerOf, subscribeActiveLearner } from './learning-now'

/**
 * Who is learning in this tab for a signed-in parent: kept per device (local storage, per parent) so the same
 * child carries on after a reload, and held in memory for the tab so another tab's choice never swaps the
 * learner under a lesson in progress. Every course, lesson and game page reads it (learning-now.ts, small on
 * purpose); the changes here, and whether the tab knows yet, load with the lessons, the family's list and the
 * picker.
 */

/** Parents whose family this tab has read (or failed to): who is learning for them is decided, maybe nobody. */
const settled = new Set<string>()

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
  showActiveLearner(userId, learner)
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
  tellLearnerChanged()
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
