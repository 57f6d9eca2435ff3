'use client'

import { useEffect, useRef } from 'react'

/**
 * Moves keyboard focus to the element when `key` changes (a new question, the result), not when the page opens: a
 * visitor arriving on a game starts at the page's title. The key last focused for is remembered rather than a
 * "first render" flag, because React's strict mode runs every effect twice on mount under `next dev`, and a flag
 * would let the second run focus the first question.
 */
export function useFocusOnChange<T extends HTMLElement>(key: unknown) {
  const ref = useRef<T>(null)
  const shown = useRef(key)
  useEffect(() => {
    if (Object.is(shown.current, key)) return
    shown.current = key
    ref.current?.focus()
  }, [key])
  return ref
}
