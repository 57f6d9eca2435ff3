'use client'

import { useCallback, useSyncExternalStore } from 'react'

import { useAuth } from '@/lib/auth/auth-context'
import { activeLearnerOf, subscribeActiveLearner } from '@/lib/family/learning-now'

import type { LearnerId } from './learner-id'

const noLearner = () => null

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
