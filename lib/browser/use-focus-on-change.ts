'use client'

import { useEffect, useRef } from 'react'

/** Moves keyboard focus to the element when `key` changes (a new question, the result), not on first render. */
export function useFocusOnChange<T extends HTMLElement>(key: unknown) {
  const ref = useRef<T>(null)
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    ref.current?.focus()
  }, [key])
  return ref
}
