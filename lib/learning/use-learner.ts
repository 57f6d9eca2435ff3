'use client'

import { useCallback, useSyncExternalStore } from 'react'

import { useAuth } from '@/lib/auth/auth-context'
import { activeLearnerOf, learnerSettled, subscribeActiveLearner } from '@/lib/family/active-learner'

import type { LearnerId } from './learner-keys'

const noLearner = () => null
const decided = () => false

/**
 * Who is learning in this tab: the learner a signed-in parent chose (or this device chose last), or null when
 * progress stays anonymous (signed out, still loading, local mode, no learner chosen).
 */
export function useLearner(): LearnerId {
  const { state } = useAuth()
  const userId = state.status === 'signed-in' ? state.session.user.id : null
  const getSnapshot = useCallback(() => (userId ? activeLearnerOf(userId) : null), [userId])
  return useSyncExternalStore(subscribeActiveLearner, getSnapshot, noLearner)
}

/**
 * Whether the tab cannot yet say whom the page's work is for: it is still reading the session, or a signed-in
 * parent's family is not read yet and this device remembers no learner for them (a new device). Work done then is
 * held (held-work.ts).
 */
export function useLearnerPending(): boolean {
  const { state } = useAuth()
  const userId = state.status === 'signed-in' ? state.session.user.id : null
  const getSnapshot = useCallback(() => userId !== null && !learnerSettled(userId), [userId])
  const unsettled = useSyncExternalStore(subscribeActiveLearner, getSnapshot, decided)
  return state.status === 'loading' || unsettled
}
