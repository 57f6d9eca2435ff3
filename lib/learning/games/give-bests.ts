import { betterOf, EMPTY_BESTS, withResult, type Bests } from './bests'
import { browserBestsStore, type BestsStore } from './bests-store'

/**
 * Handing the anonymous visitor's bests to a learner, with the rest of the work done on this device before a learner
 * was chosen (lib/family/choose-learner.ts). Apart from bests-store.ts: only the picker needs it, not a game page.
 */

/** Both sets of bests in one, keeping the better result of each record (`into` itself when nothing improves). */
export function mergeBests(into: Bests, from: Bests): Bests {
  let merged = into
  for (const [key, value] of Object.entries(from)) merged = withResult(merged, key, value, betterOf(key))
  return merged
}

/** Everything one store holds joins another (the better result of each record kept) and leaves the first. */
export function moveBests(from: BestsStore, to: BestsStore): void {
  const moving = from.getSnapshot()
  if (Object.keys(moving).length === 0) return
  to.update((current) => mergeBests(current, moving))
  from.update(() => EMPTY_BESTS)
}

/** The anonymous bests go to the learner a parent gave this device's work to (once: the anonymous slot empties). */
export const giveAnonymousBestsTo = (learner: string): void =>
  moveBests(browserBestsStore(null), browserBestsStore(learner))
