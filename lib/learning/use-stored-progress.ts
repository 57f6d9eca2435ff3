'use client'

import { useMemo, useSyncExternalStore } from 'react'

import { progressKeyOf } from './learner-keys'
import { parseStoredProgress, type Progress } from './progress-codec'
import { useLearner } from './use-learner'

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange)
  return () => window.removeEventListener('storage', onChange)
}

const nothingStored = () => null

function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

/**
 * The progress this device keeps for whoever is learning, read only: for pages that show progress but never
 * record it (the catalogue), without the progress store and the account's code the course players carry. Other
 * tabs' changes show through storage events; the server and hydration see nothing completed.
 */
export function useStoredProgress(): Progress {
  const key = progressKeyOf(useLearner())
  const raw = useSyncExternalStore(subscribe, () => readStored(key), nothingStored)
  return useMemo(() => parseStoredProgress(raw), [raw])
}
