'use client'

import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useRef } from 'react'

/** Typing in the Studio sends a change per pause; one server render after the burst is enough. */
const REFRESH_AFTER_MS = 250
/**
 * The Studio says a document changed as soon as staff type, and saves it to the Content Lake about a second later:
 * the first render can still read the previous draft. One more render this long after the last change shows what
 * was saved by then.
 */
const SETTLED_AFTER_MS = 2500

/**
 * Re-renders the page with the drafts after Studio changes (docs/architecture.md#preview): once shortly after a
 * burst of changes, and once more when the Studio has had time to save the last of them.
 */
export function useDraftRefresh(): () => void {
  const router = useRouter()
  const soon = useRef<ReturnType<typeof setTimeout> | null>(null)
  const settled = useRef<ReturnType<typeof setTimeout> | null>(null)

  useEffect(
    () => () => {
      if (soon.current) clearTimeout(soon.current)
      if (settled.current) clearTimeout(settled.current)
    },
    [],
  )

  return useCallback(() => {
    if (soon.current) clearTimeout(soon.current)
    if (settled.current) clearTimeout(settled.current)
    soon.current = setTimeout(() => router.refresh(), REFRESH_AFTER_MS)
    settled.current = setTimeout(() => router.refresh(), SETTLED_AFTER_MS)
  }, [router])
}
