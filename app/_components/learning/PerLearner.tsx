'use client'

import { Fragment, useState, type ReactNode } from 'react'

import type { LearnerId } from '@/lib/learning/learner-keys'
import { useLearner } from '@/lib/learning/use-learner'

/**
 * A lesson's or a game's own state (a reflection being typed, an exercise's answers, the pairs matched, a round half
 * played or its result) belongs to the learner who did it. When a sibling takes over from the header's switch, the
 * lesson or game starts again for them, from their own saved draft and best; switching back gives the first child
 * theirs. The page learning who is learning (the session or the family read after the first paint) is not a change of
 * learner: work begun meanwhile stays on screen, and is the child's (docs/behaviour.md#progress).
 */
export function PerLearner({ children }: { children: ReactNode }) {
  const learner = useLearner()
  const [seen, setSeen] = useState<{ last: LearnerId; round: number }>({ last: learner, round: 0 })
  if (learner !== null && learner !== seen.last) {
    // Adjusted while rendering, as React advises for state that follows a prop: no frame shows the old work.
    setSeen({ last: learner, round: seen.last === null ? seen.round : seen.round + 1 })
  }
  return <Fragment key={seen.round}>{children}</Fragment>
}
