'use client'

import { useEffect } from 'react'

/**
 * Marks <html data-hydrated> once the site frame's client components are live, so browser tests
 * (and fake clocks) start only when the menus and timers are armed. Harmless for visitors.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return null
}
