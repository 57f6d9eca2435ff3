'use client'

import { useCallback, useSyncExternalStore } from 'react'

import { betterOf, EMPTY_BESTS, withResult } from '@/lib/learning/games/bests'
import { browserBestsStore, subscribeBests } from '@/lib/learning/games/bests-store'
import { useLearner } from '@/lib/learning/use-learner'

/**
 * The best result stored for one record by whoever is learning in the tab, and a function to offer a new result
 * (kept when it is better: `betterOf`).
 */
export function useBest(key: string): [number | undefined, (value: number) => void] {
  const learner = useLearner()
  const subscribe = useCallback((listener: () => void) => subscribeBests(learner, listener), [learner])
  const getSnapshot = useCallback(() => browserBestsStore(learner).getSnapshot(), [learner])
  const bests = useSyncExternalStore(subscribe, getSnapshot, () => EMPTY_BESTS)
  const record = useCallback(
    (value: number) => browserBestsStore(learner).update((current) => withResult(current, key, value, betterOf(key))),
    [key, learner],
  )
  return [bests[key], record]
}
