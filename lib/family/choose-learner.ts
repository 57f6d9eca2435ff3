import { giveAnonymousBestsTo } from '@/lib/learning/games/give-bests'
import { giveAnonymousProgressTo, handOverUserProgress } from '@/lib/learning/progress-store'

import { setActiveLearner } from './active-learner'

/**
 * A parent chose who is learning on this device. What the account kept here before it had learners goes to the
 * first learner chosen; what was done here before anyone was chosen (games' bests too) goes to this learner only
 * when the parent said so (the picker tells them), and then leaves the anonymous slot. The bests are handed over
 * here rather than with the completions (progress-store.ts), which every course page carries.
 */
export function chooseLearner(userId: string, learner: string, options: { takeAnonymousWork: boolean }): void {
  handOverUserProgress(userId, learner)
  if (options.takeAnonymousWork) {
    giveAnonymousProgressTo(learner)
    giveAnonymousBestsTo(learner)
  }
  setActiveLearner(userId, learner)
}
