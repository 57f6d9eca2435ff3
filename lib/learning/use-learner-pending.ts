'use client'

import { useCallback, useSyncExternalStore } from 'react'

import { useAuth } from '@/lib/auth/auth-context'
import { learnerSettled, subscribeActiveLearner } from '@/lib/family/active-learner'

const decided = () => false

/**
 * Whether the tab cannot yet say whom the page's work is for: it is still reading the session, or a signed-in
 * parent's family is not read yet and this device remembers no learner for them (a new device). Work done then is
 * held (held-work.ts). Apart from use-learner.ts: a game page, which holds nothing, does not carry it.
 */
export function useLearnerPending(): boolean {
  const { state } = useAuth()
  const userId = state.status === 'signed-in' ? state.session.user.id : null
  const getSnapshot = useCallback(() => userId !== null && !learnerSettled(userId), [userId])
  const unsettled = useSyncExternalStore(subscribeActiveLearner, getSnapshot, decided)
  return state.status === 'loading' || unsettled
}
