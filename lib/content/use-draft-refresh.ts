'use client'

import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useRef } from 'react'

/** Typing in the Studio sends a change per pause; one server render after the burst is enough. */
const REFRESH_AFTER_MS = 250
/**
 * The Studio says a document changed as soon as staff type, and saves it to the Content Lake up to a second later
 * (more when it first creates the draft, several seconds on a busy machine): the first render can still read the
 * previous draft. Renders at these times after the last change show what was saved by then, the last one whatever a
 * slow save left behind.
 */
const SETTLED_AFTER_MS = [1250, 2500, 5000] as const

/**
 * Re-renders the page with the drafts after Studio changes (docs/architecture.md#preview): once shortly after a
 * burst of changes, and again as the Studio saves the last of them.
 */
export function useDraftRefresh(): () => void {
  const router = useRouter()
  const timers = useRef<ReturnType<typeof setTimeout>[]>([])

  useEffect(
    () => () => {
      for (const timer of timers.current) clearTimeout(timer)
    },
    [],
  )

  return useCallback(() => {
    for (const timer of timers.current) clearTimeout(timer)
    timers.current = [REFRESH_AFTER_MS, ...SETTLED_AFTER_MS].map((ms) => setTimeout(() => router.refresh(), ms))
  }, [router])
}
