'use client'

import { useEffect, useRef } from 'react'

/**
 * Bringing what a child has just caused (an answer's verdict, a result) onto the screen, where they are looking
 * (docs/behaviour.md#feedback-in-view). The page moves the least it can (`block: 'nearest'`, so nothing moves when
 * it is already in view), smoothly unless the visitor asked for reduced motion, and focus follows without a second
 * jump.
 */

/**
 * The margins a revealed element keeps: clear of the sticky header (4rem and its border) above, and a little
 * room below so it does not touch the screen's edge.
 */
export const REVEAL_MARGINS = 'scroll-mt-20 scroll-mb-4'

export function reveal(element: HTMLElement | null, { focus = false }: { focus?: boolean } = {}): void {
  if (!element) return
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  element.scrollIntoView({ block: 'nearest', behavior: reduce ? 'auto' : 'smooth' })
  if (focus) element.focus({ preventScroll: true })
}

/**
 * Reveals the element (and focuses it, for a result) each time `shown` turns true, including when it mounts
 * shown: a result screen is only ever drawn after the answer that ends a round.
 */
export function useReveal<T extends HTMLElement>(shown: boolean, { focus = false }: { focus?: boolean } = {}) {
  const ref = useRef<T>(null)
  useEffect(() => {
    if (shown) reveal(ref.current, { focus })
  }, [shown, focus])
  return ref
}
