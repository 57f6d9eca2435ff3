import { giveAnonymousProgressTo, handOverUserProgress } from '@/lib/learning/progress-store'

import { setActiveLearner } from './active-learner'

/**
 * A parent chose who is learning on this device. What the account kept here before it had learners goes to the
 * first learner chosen; what was done here before anyone was chosen goes to this learner only when the parent
 * said so (the picker tells them), and then leaves the anonymous slot.
 */
export function chooseLearner(userId: string, learner: string, options: { takeAnonymousWork: boolean }): void {
  handOverUserProgress(userId, learner)
  if (options.takeAnonymousWork) giveAnonymousProgressTo(learner)
  setActiveLearner(userId, learner)
}
