import { activeLearnerKeyOf } from '@/lib/learning/learner-id'

/**
 * Who is learning in this tab, read: all a course, lesson or game page needs to know whose work it shows.
 * active-learner.ts changes it (the header's switch, the picker, Logout) and loads with those.
 */

let current: { userId: string; learner: string | null } | null = null
const listeners = new Set<() => void>()

/** Tells the pages that who is learning, or whether it is known, changed. */
export function tellLearnerChanged() {
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

/** The tab's learner for the parent is now this one (active-learner.ts has kept the choice on the device). */
export function showActiveLearner(userId: string, learner: string | null): void {
  if (current?.userId === userId && current.learner === learner) return
  current = { userId, learner }
  tellLearnerChanged()
}

export function subscribeActiveLearner(listener: () => void): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}
